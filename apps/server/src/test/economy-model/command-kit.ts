import type fc from 'fast-check';
import { expect } from 'vitest';
import { readSnapshot } from '@demonbane/test-support/read-snapshot';
import type { Snapshot } from '@demonbane/test-support/snapshot';
import { drizzleQuery } from './database-query';
import { checkInvariants } from './invariants';
import type { EconomyModel } from './model';
import { send, type Reply, type World } from './world';

/** What a command saw: refused actions must leave the database exactly as it was. */
export interface Outcome {
  refused: boolean;
  /** The refusal's status and message, for the tallies. */
  reason?: string;
  /** A refused action may still end due listings first (expiry on touch). */
  expired?: number;
}

const lastSnapshot = new WeakMap<World, Snapshot>();
let keysSent = 0;
/** The steps of each run so far, as resolved against the model: printed with a failure. */
const traces = new WeakMap<World, string[]>();

/** How often each command was accepted, or refused and why (printed with ECONOMY_STATS=1). */
export const tallies = new Map<string, number>();

/** Rows in a stable order, so two reads of the same state compare equal. */
function normalized(snap: Snapshot): Snapshot {
  const sortRows = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort();
  return Object.fromEntries(
    Object.entries(snap).map(([k, rows]) => [
      k,
      k === 'ledger' ? rows : sortRows(rows as unknown[]),
    ]),
  ) as unknown as Snapshot;
}

/**
 * One economy action. `act` sends the request, asserts the answer the model
 * predicts and updates the model; then, after every command, the invariants are
 * checked against the database and a refusal is checked to have changed nothing.
 */
export abstract class EconomyCommand implements fc.AsyncCommand<EconomyModel, World> {
  /** What the abstract choices resolved to in this run (for the failure's trace). */
  protected detail = '';
  /** Send the action with an Idempotency-Key, then again as a client retry would. */
  private retried = false;

  /**
   * `actor`: the player the command acts as, when it was fixed at generation. No
   * command runs as a deleted account (UseOldToken sends its old token instead).
   */
  constructor(private readonly actor?: number) {}

  /** A copy that is (or is not) retried: generated values are shared while shrinking. */
  withRetry(retried: boolean): this {
    const copy = Object.assign(Object.create(Object.getPrototypeOf(this) as object) as this, this);
    copy.retried = retried;
    return copy;
  }

  /**
   * POSTs the action. A retried one must get the same answer the second time and
   * act once: the model is updated once, so a second effect fails the invariants.
   */
  protected async post(
    world: World,
    player: number,
    url: string,
    body: Record<string, unknown> = {},
  ): Promise<Reply> {
    if (!this.retried) return send(world, player, url, body);
    const key = `econ-${++keysSent}`;
    const first = await send(world, player, url, body, { key });
    const again = await send(world, player, url, body, { key });
    expect({ status: again.status, body: again.body }, 'the answer to a retry').toEqual({
      status: first.status,
      body: first.body,
    });
    // Schema and auth refusals come before the key is claimed; every action's answer is kept.
    if (first.status === 200) expect(again.replayed, 'a retry is a replay').toBe('true');
    return first;
  }

  /**
   * Commands that lean towards a valid action (claim a busy forge, buy an open
   * listing, …) only run when the model has one; the others run for any player
   * whose account still exists.
   */
  check(model: Readonly<EconomyModel>): boolean {
    return this.actor === undefined || !model.players[this.actor]!.deleted;
  }

  protected abstract act(model: EconomyModel, world: World): Promise<Outcome>;
  protected abstract describe(): string;

  async run(model: EconomyModel, world: World): Promise<void> {
    const trace = traces.get(world) ?? [];
    traces.set(world, trace);
    this.detail = '';
    try {
      await this.step(model, world, trace);
    } catch (err) {
      // The counterexample names the abstract commands; this says what they did.
      if (err instanceof Error)
        err.message = `steps of this run:\n${trace.join('\n')}\n${err.message}`;
      throw err;
    }
  }

  private async step(model: EconomyModel, world: World, trace: string[]): Promise<void> {
    const before = lastSnapshot.get(world);
    const line = trace.push(`  ${this.toString()}`) - 1;
    const outcome = await this.act(model, world);
    trace[line] =
      `  ${this.toString()}: ${this.detail ? `${this.detail} → ` : ''}${outcome.reason ?? 'ok'}`;
    const tally = `${this.constructor.name} ${outcome.reason ?? 'ok'}`;
    tallies.set(tally, (tallies.get(tally) ?? 0) + 1);
    world.econ.seeds.length = 0;
    world.econ.fairSeeds.length = 0;
    const after = await checkWorld(model, world);
    if (before && outcome.refused && !outcome.expired) {
      expect(normalized(after), `${this.toString()} was refused and must change nothing`).toEqual(
        normalized(before),
      );
    }
  }

  toString(): string {
    return this.retried ? `${this.describe()}.withRetry()` : this.describe();
  }
}

/**
 * A command a fixed player makes on what its abstract `choice` leans towards (an open
 * listing, a full stack, …); `n` picks among what the model offers when it runs.
 */
export abstract class ChoosingCommand<Choice> extends EconomyCommand {
  constructor(
    readonly player: number,
    readonly choice: Choice,
    readonly n: number,
  ) {
    super(player);
  }
}

/** Checks the invariants on the database now, and keeps what it read for the next step. */
export async function checkWorld(model: EconomyModel, world: World): Promise<Snapshot> {
  const snap = await readSnapshot(
    drizzleQuery(world.econ.db),
    model.players.map((p) => p.userId),
  );
  checkInvariants(model, snap);
  lastSnapshot.set(world, snap);
  return snap;
}

/** The i-th element, wrapping around; undefined for an empty list. */
export function pick<T>(list: readonly T[], n: number): T | undefined {
  return list.length === 0 ? undefined : list[n % list.length];
}

/** Asserts a refusal: its status, and its message when several refusals share a status. */
export function expectRefused(reply: Reply, status: number, message?: string | RegExp): Outcome {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  if (typeof message === 'string') expect(reply.body.message).toBe(message);
  else if (message) expect(reply.body.message).toMatch(message);
  return { refused: true, reason: `${status} ${String(reply.body.message).slice(0, 40)}` };
}

export function expectOk(reply: Reply): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}
