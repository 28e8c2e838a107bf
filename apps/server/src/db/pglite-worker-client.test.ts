import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB, PgliteWorkerClient } from './pglite-worker-client';

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

  it('counts the calls queued behind a transaction, and times each round trip', async () => {
    const times: number[] = [];
    const stop = client.queryTimes.observe((seconds) => times.push(seconds));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = client.transaction(async (tx) => {
      await tx.query('SELECT 1');
      await held;
    });
    const queued = [client.query('SELECT 2'), client.query('SELECT 3')];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.queueDepth).toBe(2);
    release();
    await Promise.all([holding, ...queued]);
    expect(client.queueDepth).toBe(0);
    stop();
    // SELECT 1, COMMIT, SELECT 2, SELECT 3.
    expect(times).toHaveLength(4);
    expect(times.every((t) => t >= 0 && t < 5)).toBe(true);
    await client.query('SELECT 4');
    expect(times).toHaveLength(4);
  });

  // SAVEPOINT is refused outside a transaction block: it fails only when the session is idle.
  const sessionIsIdle = async () => {
    await expect(client.exec('SAVEPOINT probe')).rejects.toMatchObject({ code: '25P01' });
  };

  it('rolls back cleanly when the first statement, sent with BEGIN, fails', async () => {
    const before = (await count()).n;
    const failure = client.transaction(async (tx) => {
      await tx.query('UPDATE counter SET n = -1 WHERE id = 1');
    });
    await expect(failure).rejects.toMatchObject({ code: '23514' });
    await sessionIsIdle();
    expect((await count()).n).toBe(before);
  });

  it('sends no BEGIN for a transaction that runs no statement', async () => {
    const sent = client.messagesSent;
    await client.transaction(async () => 'nothing');
    await expect(client.transaction(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(client.messagesSent).toBe(sent);
    await sessionIsIdle();
  });

  it("sends the next caller's statement before COMMIT is answered", async () => {
    const sent = client.messagesSent;
    const committed = client.transaction(async (tx) => {
      await tx.query('UPDATE counter SET n = n + 1 WHERE id = 1');
    });
    const next = client.query('SELECT n FROM counter WHERE id = 1');
    // `next` asked while the transaction held the lock, so it waited for it...
    const order: string[] = [];
    await Promise.all([
      committed.then(() => order.push(`committed, ${client.messagesSent - sent} sent`)),
      next.then(() => order.push('next answered')),
    ]);
    // ...yet was already sent (the UPDATE, COMMIT, then it) when COMMIT's answer came back,
    // and saw the committed row.
    expect(order).toEqual(['committed, 3 sent', 'next answered']);
  });

  it('sends savepoints with the next statement, and rolls back to them as drizzle asks', async () => {
    const db = drizzle(client as unknown as PGlite);
    const before = (await count()).n;
    const sent = client.messagesSent;
    await db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE counter SET n = n + 1 WHERE id = 1`);
      await tx.transaction(async (kept) => {
        await kept.execute(sql`UPDATE counter SET n = n + 10 WHERE id = 1`);
      });
      await expect(
        tx.transaction(async (undone) => {
          await undone.execute(sql`UPDATE counter SET n = n + 100 WHERE id = 1`);
          await undone.execute(sql`UPDATE counter SET n = -1 WHERE id = 1`);
        }),
      ).rejects.toMatchObject({ cause: { code: '23514' } });
    });
    // BEGIN+UPDATE, SAVEPOINT+UPDATE, RELEASE+SAVEPOINT+UPDATE, the failing UPDATE,
    // ROLLBACK TO+COMMIT: five messages where each statement alone would be ten.
    expect(client.messagesSent - sent).toBe(5);
    expect((await count()).n).toBe(before + 11);
    await sessionIsIdle();
  });

  it('refuses a COMMIT that PostgreSQL turned into a rollback, and ends the transaction', async () => {
    const before = (await count()).n;
    const swallowed = client.transaction(async (tx) => {
      await tx.query('UPDATE counter SET n = n + 1 WHERE id = 1');
      await tx.query('SELECT 1 / 0').catch(() => {}); // the transaction is now in error
    });
    await expect(swallowed).rejects.toMatchObject({ code: '25P02' });
    await sessionIsIdle();
    expect((await count()).n).toBe(before);
  });

  it('ends the transaction when a statement sent with its COMMIT fails', async () => {
    const before = (await count()).n;
    const failure = client.transaction(async (tx) => {
      await tx.query('UPDATE counter SET n = n + 1 WHERE id = 1');
      await tx.query('RELEASE SAVEPOINT never_made'); // kept, and sent with COMMIT
    });
    await expect(failure).rejects.toMatchObject({ code: '3B001' }); // invalid_savepoint_specification
    await sessionIsIdle();
    expect((await count()).n).toBe(before);
  });

  // Starting a second PGlite takes seconds on a busy machine.
  it('refuses calls once closed', { timeout: 60_000 }, async () => {
    const other = await PgliteWorkerClient.start();
    await other.close();
    await expect(other.query('SELECT 1')).rejects.toThrow(/closed/);
  });
});

// Each of these starts PGlite again, which takes seconds on a busy machine.
describe('PgliteWorkerClient.start', { timeout: 90_000 }, () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'demonbane-pglite-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const sharedBuffers = async (client: PgliteWorkerClient) =>
    (await client.query('SHOW shared_buffers')).rows[0] as { shared_buffers: string };

  it('gives PostgreSQL a page cache of 32 MB, or the size asked for', async () => {
    expect(DEFAULT_PGLITE_SHARED_BUFFERS_MB).toBe(32);
    const byDefault = await PgliteWorkerClient.start();
    try {
      expect(await sharedBuffers(byDefault)).toEqual({ shared_buffers: '32MB' });
    } finally {
      await byDefault.close();
    }
    const small = await PgliteWorkerClient.start({ sharedBuffersMb: 8 });
    try {
      expect(await sharedBuffers(small)).toEqual({ shared_buffers: '8MB' });
    } finally {
      await small.close();
    }
  });

  it('creates a new data directory (in a process of its own) and opens it again later', async () => {
    const dataDir = join(tempDir(), 'pglite');
    const first = await PgliteWorkerClient.start({ dataDir, sharedBuffersMb: 16 });
    try {
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
      expect(await sharedBuffers(first)).toEqual({ shared_buffers: '16MB' });
      await first.exec("CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')");
    } finally {
      await first.close();
    }
    const again = await PgliteWorkerClient.start({ dataDir });
    try {
      expect((await again.query('SELECT v FROM kept')).rows).toEqual([{ v: 'still here' }]);
      expect(await sharedBuffers(again)).toEqual({ shared_buffers: '32MB' });
    } finally {
      await again.close();
    }
  });

  it('says why when the new data directory cannot be created', async () => {
    const file = join(tempDir(), 'a-file');
    writeFileSync(file, '');
    await expect(PgliteWorkerClient.start({ dataDir: join(file, 'pglite') })).rejects.toThrow(
      /PGlite could not create its database in .*a-file.*: .*(ENOTDIR|not a directory)/s,
    );
  });
});
