import { afterAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { QueryTimer } from './query-timer';
import { timedClientClass } from './timed-pg-client';

const databaseUrl = process.env.TEST_DB === 'postgres' ? inject('databaseUrl') : undefined;

describe.skipIf(!databaseUrl)('timedClientClass (PostgreSQL)', () => {
  const timer = new QueryTimer();
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 2,
    Client: timedClientClass(timer),
  });
  afterAll(() => pool.end());

  it('times the pool’s own queries and a checked-out client’s, with their results intact', async () => {
    const times: number[] = [];
    const stop = timer.observe((seconds) => times.push(seconds));
    const { rows } = await pool.query('SELECT $1::int AS n', [7]);
    expect(rows).toEqual([{ n: 7 }]);
    expect(times).toHaveLength(1);

    const client = await pool.connect();
    try {
      await client.query('SELECT pg_sleep(0.05)');
      await expect(client.query('SELECT nope')).rejects.toMatchObject({ code: '42703' });
    } finally {
      client.release();
    }
    expect(times).toHaveLength(3);
    expect(times[1]).toBeGreaterThanOrEqual(0.045);

    stop();
    await pool.query('SELECT 1');
    expect(times).toHaveLength(3);
  });
});
