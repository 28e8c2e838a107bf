import { Agent } from 'node:http';
import type { Catalogue } from './catalogue';
import type { EconomyPlayer } from './economy-player';
import type { Journal } from './journal';
import type { ServerProcess } from './server-process';
import { sleep } from './random';

export interface CrashCycle {
  server: ServerProcess;
  players: EconomyPlayer[];
  journal: Journal;
  catalogue: Catalogue;
  cycle: number;
  /** How long the load runs before the SIGKILL, counted once it is flowing. */
  killAfterMs: number;
}

const WARM_UP_LIMIT_MS = 15_000;

/**
 * Puts every player on the server at once, SIGKILLs the server mid-load, and
 * waits until each player has stopped (its request after the kill got no answer).
 */
export async function loadThenKill(c: CrashCycle): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const ctx = {
    baseUrl: c.server.url,
    journal: c.journal,
    catalogue: c.catalogue,
    cycle: c.cycle,
    agent,
    stopAt: Date.now() + WARM_UP_LIMIT_MS + c.killAfterMs + 20_000,
  };
  const runs = c.players.map((p) => p.run(ctx));
  // A freshly started server is slow for its first requests (cold JIT); the kill
  // is meant to land under load, so its clock starts once every player got answers.
  const flowing = Date.now() + WARM_UP_LIMIT_MS;
  while (answered(c) < c.players.length && Date.now() < flowing) await sleep(20);
  await sleep(c.killAfterMs);
  const exit = await c.server.stop('SIGKILL');
  if (exit.signal !== 'SIGKILL')
    throw new Error(`the server had already exited: ${JSON.stringify(exit)}`);
  await Promise.all(runs);
  agent.destroy();
}

function answered(c: CrashCycle): number {
  return c.journal.records.filter((r) => r.cycle === c.cycle && r.status !== null).length;
}
