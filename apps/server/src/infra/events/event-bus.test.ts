import { readFileSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { openDatabase } from '../../db/open-database';
import type { Tx } from '../../db/database';
import { users } from '../../db/schema';
import { MIGRATIONS_FOLDER } from '../../paths';
import { uniqueName } from '../../test/fixtures';
import { playerAction, refuse } from '../actions/player-action';
import { journaledTransaction } from './commit-journal';
import type { DomainEvent } from './domain-events';
import { publish } from './publish';
import { afterCommit, inTransaction, installSubscribers, type Subscription } from './subscribers';

// A database with no app on it: only the subscriptions each test installs hear its events.
const databaseUrl = process.env.TEST_DB === 'postgres' ? inject('databaseUrl') : undefined;
const database = await openDatabase({
  databaseUrl,
  dataDir: 'memory://',
  pgliteTemplate: databaseUrl ? undefined : readFileSync(inject('pgliteTemplatePath')),
  poolSize: 2,
  migrationsFolder: MIGRATIONS_FOLDER,
});
const db = database.db;
afterAll(() => database.close());

const uninstalls: (() => void)[] = [];
afterEach(() => {
  for (const uninstall of uninstalls.splice(0)) uninstall();
});
const install = (...list: Subscription[]) => uninstalls.push(installSubscribers(db, list));

const now = new Date('2026-11-21T12:00:00Z');
const listed = (userId: string): DomainEvent<'listing.created'> => ({
  type: 'listing.created',
  userId,
  now,
});

/** A write of the transaction's, seen afterwards only if it committed. */
const addUser = (tx: Tx, username: string) =>
  tx.insert(users).values({ username, passwordHash: 'x' }).returning({ id: users.id });
const exists = async (username: string) =>
  (await db.select().from(users).where(eq(users.username, username))).length === 1;

describe('in-transaction subscribers', () => {
  it('run in the order installed, awaited, inside the action, and commit with it', async () => {
    const names = [uniqueName('first'), uniqueName('second')];
    const ran: string[] = [];
    install(
      inTransaction('listing.created', async (tx, event) => {
        await addUser(tx, names[0]!);
        ran.push(`first:${event.userId}`);
      }),
      inTransaction('listing.created', async (tx) => {
        // Awaited in turn: the first one's row is already there.
        const [seen] = await tx.select().from(users).where(eq(users.username, names[0]!));
        ran.push(`second:${seen ? 'after first' : 'too early'}`);
        await addUser(tx, names[1]!);
      }),
      inTransaction('forge.claimed', async () => void ran.push('another event')),
    );
    const result = await playerAction(db, async (tx) => {
      await publish(tx, listed('u1'));
      return 'done';
    });
    expect(result).toEqual({ ok: true, value: 'done' });
    expect(ran).toEqual(['first:u1', 'second:after first']);
    expect(await exists(names[0]!)).toBe(true);
    expect(await exists(names[1]!)).toBe(true);
  });

  it('roll back with an action that refuses', async () => {
    const name = uniqueName('refused');
    install(inTransaction('listing.created', async (tx) => void (await addUser(tx, name))));
    const result = await playerAction(db, async (tx) => {
      await publish(tx, listed('u1'));
      return refuse(ErrorCode.Conflict, 'No.');
    });
    expect(result).toMatchObject({ ok: false, message: 'No.' });
    expect(await exists(name)).toBe(false);
  });

  it('roll the action back when one throws', async () => {
    const name = uniqueName('action');
    install(
      inTransaction('listing.created', async () => {
        throw new Error('subscriber failed');
      }),
    );
    await expect(
      playerAction(db, async (tx) => {
        await addUser(tx, name);
        await publish(tx, listed('u1'));
      }),
    ).rejects.toThrow('subscriber failed');
    expect(await exists(name)).toBe(false);
  });

  it('run once when the same list is installed twice, until both installs are gone', async () => {
    let runs = 0;
    const list = [inTransaction('listing.created', async () => void runs++)];
    const first = installSubscribers(db, list);
    const second = installSubscribers(db, list);
    const act = () => playerAction(db, (tx) => publish(tx, listed('u1')));
    await act();
    expect(runs).toBe(1);
    first();
    first(); // a second call of the same uninstall changes nothing
    await act();
    expect(runs).toBe(2);
    second();
    await act();
    expect(runs).toBe(2);
  });

  it('cannot be skipped: publishing outside a journaled transaction throws', async () => {
    await expect(db.transaction((tx) => publish(tx, listed('u1')))).rejects.toThrow(
      'listing.created was published outside a journaled transaction',
    );
  });
});

describe('after-commit subscribers', () => {
  const hearing = () => {
    const heard: string[] = [];
    install(
      afterCommit('listing.created', (e) => void heard.push(`${e.type}:${e.userId}`)),
      afterCommit('forge.claimed', (e) => void heard.push(`${e.type}:${e.userId}`)),
    );
    return heard;
  };

  it('hear each event once, in order, after the commit', async () => {
    const heard = hearing();
    let heardInside: string[] = [];
    await playerAction(db, async (tx) => {
      await publish(tx, listed('u1'));
      await publish(tx, { type: 'forge.claimed', userId: 'u2', now });
      heardInside = [...heard];
    });
    expect(heardInside).toEqual([]);
    expect(heard).toEqual(['listing.created:u1', 'forge.claimed:u2']);
  });

  it('hear nothing of a transaction that rolled back', async () => {
    const heard = hearing();
    await playerAction(db, async (tx) => {
      await publish(tx, listed('u1'));
      return refuse(ErrorCode.Conflict, 'No.');
    });
    await expect(
      journaledTransaction(db, async (tx) => {
        await publish(tx, listed('u2'));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(heard).toEqual([]);
  });

  it('hear nothing of a refusal under an idempotency key (its savepoint rolled back)', async () => {
    const heard = hearing();
    const [player] = await db
      .insert(users)
      .values({ username: uniqueName('keyed'), passwordHash: 'x' })
      .returning({ id: users.id });
    const claim = (key: string) => ({
      userId: player!.id,
      key,
      request: 'TEST /bus',
      requestHash: 'h',
      keep: 'economy' as const,
    });
    const refused = await playerAction(db, claim('refused'), async (tx) => {
      await publish(tx, listed('refused'));
      return refuse(ErrorCode.Conflict, 'No.');
    });
    // The transaction committed (the key keeps the refusal), but not the action's events.
    expect(refused).toMatchObject({ ok: false, message: 'No.' });
    expect(heard).toEqual([]);
    const done = await playerAction(db, claim('done'), (tx) => publish(tx, listed('done')));
    expect(done).toEqual({ ok: true, value: undefined });
    expect(heard).toEqual(['listing.created:done']);
    // The stored answer replays without acting again: nothing more is heard.
    await playerAction(db, claim('done'), (tx) => publish(tx, listed('done')));
    expect(heard).toEqual(['listing.created:done']);
  });

  it('that throws fails neither the answer nor the other subscribers', async () => {
    const heard: string[] = [];
    install(
      afterCommit('listing.created', () => {
        throw new Error('metrics bug');
      }),
      afterCommit('listing.created', (e) => void heard.push(e.userId)),
    );
    const name = uniqueName('kept');
    const result = await playerAction(db, async (tx) => {
      await addUser(tx, name);
      await publish(tx, listed('u1'));
      return 'answered';
    });
    expect(result).toEqual({ ok: true, value: 'answered' });
    expect(heard).toEqual(['u1']);
    expect(await exists(name)).toBe(true);
  });
});
