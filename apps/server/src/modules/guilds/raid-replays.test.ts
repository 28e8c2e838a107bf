import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createRng } from '@demonbane/game/rng';
import { createTestApp } from '../../test/test-app';
import { raidHits } from '../../db/schema';
import { armHero, expectReplayed, maybeBuff, printReplaySizes } from '../../test/replay-kit';
import { foundGuild, joinMany } from './guild-test-kit';

// Its own database: the sizes printed after it are of its replays alone.
const { app, database } = await createTestApp({}, { ownDatabase: true });
const db = database.db;

const ATTACKS = 300;
const rng = createRng([36, 22, 300, 5]);

afterAll(() => printReplaySizes(db));

describe('raid attack replays', () => {
  it(`${ATTACKS} attacks by varied heroes replay to their stored logs exactly`, async () => {
    const { leader, guildId } = await foundGuild(app, db);
    const members = [leader, ...(await joinMany(app, db, guildId, 5))];
    for (let i = 0; i < ATTACKS; i++) {
      const p = members[i % members.length]!;
      // Now and then another job, level and gear for the same member.
      if (i % 30 < members.length) await armHero(db, p, rng, [10, 90]);
      await maybeBuff(p, rng);
      // The day's attacks are counted from the hits: forget the hero's, and the boss stands.
      await db.delete(raidHits).where(eq(raidHits.userId, p.userId));
      const res = await p.post('/api/guilds/raid/attack');
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json();
      const record = await expectReplayed(app, answer.replay_id, 'raid');
      expect(record.log).toEqual(answer.log);
    }
  }, 120_000);
});
