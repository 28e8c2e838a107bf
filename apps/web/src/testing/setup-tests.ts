import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/*
 * Any console.error fails the test (React act() warnings, prop-type errors, unhandled
 * render errors). A test that expects one silences it with
 * `vi.mocked(console.error).mockImplementation(() => {})`.
 */
// jsdom has no layout; ScrollRestoration calls this on every navigation.
window.scrollTo = () => {};

let consoleError: MockInstance<typeof console.error>;
let reported: unknown[][] = [];

beforeEach(() => {
  reported = [];
  const original = console.error;
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    reported.push(args);
    original(...args);
  });
});

afterEach(() => {
  cleanup();
  consoleError.mockRestore();
  localStorage.clear();
  if (reported.length > 0) {
    throw new Error(`console.error was called ${reported.length} time(s) during this test.`);
  }
});
