import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Waits for the alert, then checks its whole text. */
export async function expectAlert(text: string) {
  expect((await screen.findByRole('alert')).textContent).toBe(text);
}
