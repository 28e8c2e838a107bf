import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Waits for the alert, then checks its whole text. */
export async function expectAlert(text: string) {
  expect((await screen.findByRole('alert')).textContent).toBe(text);
}

/** The texts of a list's items, in order. */
export function itemTexts(list: HTMLElement): (string | null)[] {
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

/**
 * A QuantityField's bounds and its default of 1, then typing past either end: a number
 * above the max becomes the max, 0 becomes 1.
 */
export async function expectQuantityClamped(
  label: string,
  { min, max, above }: { min: number; max: number; above: number },
) {
  const qty = await screen.findByLabelText<HTMLInputElement>(label);
  expect([qty.min, qty.max, qty.value]).toEqual([String(min), String(max), '1']);
  fireEvent.change(qty, { target: { value: String(above) } });
  expect(qty.value).toBe(String(max));
  fireEvent.change(qty, { target: { value: '0' } });
  expect(qty.value).toBe('1');
}

/** A row of section tabs: the current one marked as the page, the others linking to their paths. */
export function expectTabs(nav: string, current: string, others: Record<string, string> = {}) {
  const tabs = within(screen.getByRole('navigation', { name: nav }));
  expect(tabs.getByRole('link', { name: current }).getAttribute('aria-current')).toBe('page');
  for (const [name, href] of Object.entries(others)) {
    expect(tabs.getByRole('link', { name }).getAttribute('href')).toBe(href);
  }
}
