import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteWorkerClient } from './pglite-worker-client';

describe('PgliteWorkerClient', () => {
  let client: PgliteWorkerClient;

  beforeAll(async () => {
    client = await PgliteWorkerClient.start();
    await client.exec('CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL CHECK (n >= 0))');
    await client.query('INSERT INTO counter VALUES (1, 0)');
  });
  afterAll(() => client.close());

  const count = async () =>
    (await client.query('SELECT n FROM counter WHERE id = 1')).rows[0] as { n: number };

  it('runs parameterised queries in object and array row modes', async () => {
    const objects = await client.query('SELECT $1::int AS a, $2::text AS b', [7, 'x']);
    expect(objects.rows).toEqual([{ a: 7, b: 'x' }]);
    const arrays = await client.query('SELECT $1::int, $2::text', [7, 'x'], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[7, 'x']]);
  });

  it('keeps timestamps as text, as drizzle-orm/pglite expects', async () => {
    const { rows } = await client.query(`SELECT '2026-11-21T12:00:00Z'::timestamptz AS t`);
    expect(typeof (rows[0] as { t: unknown }).t).toBe('string');
  });

  it('orders concurrent transactions one after another, so none sees another half-done', async () => {
    // Each transaction reads, waits a tick, then writes: interleaved, they would lose updates.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        client.transaction(async (tx) => {
          const { rows } = await tx.query('SELECT n FROM counter WHERE id = 1');
          await new Promise((resolve) => setTimeout(resolve, 1));
          await tx.query('UPDATE counter SET n = $1 WHERE id = 1', [
            (rows[0] as { n: number }).n + 1,
          ]);
        }),
      ),
    );
    expect((await count()).n).toBe(20);
  });

  it('rolls a failed transaction back and passes PostgreSQL error codes through', async () => {
    const before = (await count()).n;
    const failure = client.transaction(async (tx) => {
      await tx.query('UPDATE counter SET n = n + 100 WHERE id = 1');
      await tx.query('UPDATE counter SET n = -1 WHERE id = 1');
    });
    await expect(failure).rejects.toMatchObject({ code: '23514' }); // check_violation
    expect((await count()).n).toBe(before);
  });

  // Starting a second PGlite takes seconds on a busy machine.
  it('refuses calls once closed', { timeout: 60_000 }, async () => {
    const other = await PgliteWorkerClient.start();
    await other.close();
    await expect(other.query('SELECT 1')).rejects.toThrow(/closed/);
  });
});
