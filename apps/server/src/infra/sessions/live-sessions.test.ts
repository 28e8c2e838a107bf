import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { createHero, logIn } from '../../test/fixtures';
import { claimsOf } from '../../test/security/session-tokens';
import { endSession, liveSessions } from './session-service';

const { app, database } = await createTestApp();

describe('liveSessions', () => {
  it('tells which of any number of sessions still exist (more than one statement takes)', async () => {
    const p = await createHero(app);
    const { token } = await logIn(app, p.username);
    const [kept, ended] = [claimsOf(p.token).sid, claimsOf(token).sid];
    await endSession(database.db, ended);
    const unknown = Array.from({ length: 70_000 }, () => randomUUID());
    const live = await liveSessions(database.db, [...unknown, ended, kept]);
    expect([...live]).toEqual([kept]);
    expect(await liveSessions(database.db, [])).toEqual(new Set());
  });
});
