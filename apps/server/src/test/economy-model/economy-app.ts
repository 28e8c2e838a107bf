import type { Database } from '../../db/database';
import { createTestApp, type TestApp } from '../test-app';

export interface EconomyApp extends TestApp {
  db: Database;
}

/**
 * The real application from createTestApp, on a database no other test file writes
 * to. The model replays the bazaar's global expiry sweep with its own clock: on the
 * run's shared PostgreSQL database that sweep would end other files' listings, and
 * their sweeps (on their clocks) would end ours.
 */
export async function createEconomyApp(): Promise<EconomyApp> {
  const testApp = await createTestApp(
    {
      // A third wrong password in a row locks the password check (DeleteAccount predicts it).
      LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: '2',
    },
    { poolSize: 4, ownDatabase: true },
  );
  return { ...testApp, db: testApp.database.db };
}
