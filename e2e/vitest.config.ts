import { defineConfig } from 'vitest/config';

/** Browser journeys against the built server (see support/global-setup.ts). */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A step that waits on the server (an argon2 login, a battle round) can take more than
    // the default second when CI runs on a loaded two-core machine.
    expect: { poll: { timeout: 5_000 } },
    // One more try for a journey that fails: a real bug fails both, and the first try's
    // failure is still printed (address, alerts, screenshot: support/suite.ts), so a
    // flaky step shows in the log instead of failing the run with nothing to go on.
    retry: 1,
  },
});
