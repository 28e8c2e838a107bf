import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
import { preloadScreens } from '@/lib/lazy-screen';

/*
 * Any console.error fails the test (React act() warnings, prop-type errors, unhandled
 * render errors). A test that expects one silences it with
 * `vi.mocked(console.error).mockImplementation(() => {})`.
 */
// jsdom has no layout; ScrollRestoration calls this on every navigation.
window.scrollTo = () => {};

// Load the lazy screens the test file's imports declared (none for most files) once,
// outside any single test's timeout. This is the work a static import of every screen
// did at import time, which has no time limit: on a busy machine it takes minutes.
beforeAll(preloadScreens, 600_000);

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
