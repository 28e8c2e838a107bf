import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteWorkerClient } from './pglite-worker-client';

// The worker's queries go through named statements (pglite-prepared.mjs); PGlite's own
// `query` is the reference they must match.
describe('PGlite queries through named statements', { timeout: 60_000 }, () => {
  let client: PgliteWorkerClient;
  let reference: PGlite;
  const TABLE = `CREATE TABLE t (id int8 PRIMARY KEY, n numeric, f float8, ok bool, s text,
    j json, jb jsonb, u uuid, tags text[], nums int4[], b bytea)`;

  beforeAll(async () => {
    [client, reference] = await Promise.all([PgliteWorkerClient.start(), PGlite.create()]);
    await Promise.all([client.exec(TABLE), reference.exec(TABLE)]);
  });
  afterAll(async () => {
    await Promise.all([client.close(), reference.close()]);
  });

  const preparedCount = async () =>
    Number(
      (
        (await client.query('SELECT count(*) AS n FROM pg_prepared_statements')).rows[0] as {
          n: number;
        }
      ).n,
    );

  it('writes parameters and reads rows exactly as PGlite does, in both row modes', async () => {
    const insert = `INSERT INTO t VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`;
    const rows: unknown[][] = [
      [
        1,
        '12.50',
        1.5,
        true,
        'a',
        { a: [1, 'x'] },
        { k: null },
        crypto.randomUUID(),
        ['x', 'y z'],
        [1, 2],
        new Uint8Array([0, 255]),
      ],
      [2, null, null, false, null, '"text"', [1, { b: 2 }], null, [], null, null],
    ];
    for (const params of rows) {
      const [mine, theirs] = [
        await client.query(insert, params),
        await reference.query(insert, params),
      ];
      expect(mine.affectedRows).toBe(1);
      expect(mine.affectedRows).toBe(theirs.affectedRows);
    }
    const select = 'SELECT *, id + $1 AS later FROM t WHERE id = ANY($2) ORDER BY id';
    for (const rowMode of ['object', 'array'] as const) {
      const mine = await client.query(select, [10, [1, 2]], { rowMode });
      const theirs = await reference.query(select, [10, [1, 2]], { rowMode });
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.rows).toHaveLength(2);
      expect(mine.fields).toEqual(
        theirs.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
      );
    }
    const update = await client.query('UPDATE t SET ok = NOT ok WHERE id > $1', [0]);
    expect(update.affectedRows).toBe(2);
  });

  it('parses each text once, and closes the least recently used past its limit', async () => {
    const before = await preparedCount();
    for (let i = 0; i < 5; i++) await client.query('SELECT $1::int + 1 AS v', [i]);
    expect(await preparedCount()).toBe(before + 1);
    // Far more texts than are kept: the count stops at the limit (200).
    for (let i = 0; i < 220; i++) {
      expect((await client.query(`SELECT $1::int + ${i} AS v`, [1])).rows).toEqual([{ v: 1 + i }]);
    }
    expect(await preparedCount()).toBe(200);
    // A closed one is parsed again when it comes back.
    expect((await client.query('SELECT $1::int + 1 AS v', [41])).rows).toEqual([{ v: 42 }]);
  });

  it('answers a changed table once with PostgreSQL’s error, then with its new columns', async () => {
    await client.exec('CREATE TABLE changing (a int)');
    await client.query('INSERT INTO changing VALUES ($1)', [1]);
    expect((await client.query('SELECT * FROM changing')).rows).toEqual([{ a: 1 }]);
    await client.exec('ALTER TABLE changing ADD COLUMN b int');
    const again = () => client.query('SELECT * FROM changing');
    await again().then(
      (result) => expect(result.rows).toEqual([{ a: 1, b: null }]),
      (err: unknown) => expect(err).toMatchObject({ code: '0A000' }),
    );
    expect((await again()).rows).toEqual([{ a: 1, b: null }]);
  });

  it('passes PostgreSQL errors with their fields, and the session goes on', async () => {
    await client.query('INSERT INTO t (id) VALUES ($1)', [3]);
    await expect(client.query('INSERT INTO t (id) VALUES ($1)', [3])).rejects.toMatchObject({
      code: '23505',
      constraint: 't_pkey',
    });
    await expect(client.query('SELECT nope FROM t')).rejects.toMatchObject({ code: '42703' });
    expect((await client.query('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 3 }]);
  });
});

describe('notifications met in a query’s answer', { timeout: 60_000 }, () => {
  it('reach their listeners before the answer', async () => {
    const client = await PgliteWorkerClient.start({ listen: ['notification'] });
    try {
      const heard: string[] = [];
      client.onNotification('notification', (payload) => heard.push(payload));
      await client.query("SELECT pg_notify('notification', $1)", ['first']);
      expect(heard).toEqual(['first']);
      await client.transaction(async (tx) => {
        await tx.query("SELECT pg_notify('notification', $1)", ['at commit']);
        expect(heard).toEqual(['first']);
      });
      expect(heard).toEqual(['first', 'at commit']);
    } finally {
      await client.close();
    }
  });
});
