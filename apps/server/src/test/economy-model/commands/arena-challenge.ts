import { expect } from 'vitest';
import { ARENA, inLevelBand, winGold } from '@demonbane/game/arena';
import { EconomyCommand, expectOk, expectRefused, pick, type Outcome } from '../command-kit';
import type { World } from '../world';
import { moveCurrency, type EconomyModel } from '../model';

const WINDOW_MS = ARENA.repeatWindowHours * 60 * 60 * 1000;

/**
 * POST /arena/challenge against another of the run's players (a deleted one: 404). A
 * level more than the band away is refused (409) and changes nothing; a win mints the
 * gold arena.ts winGold gives the challenger's level after its wins over that defender
 * in the last 24 h (ledger `arena_win`); a loss moves no currency. A sixth challenge in
 * a UTC day is refused.
 */
export class ArenaChallenge extends EconomyCommand {
  constructor(
    readonly player: number,
    readonly n: number,
  ) {
    super(player);
  }

  protected describe() {
    return `ArenaChallenge(p${this.player}, #${this.n})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const me = model.players[this.player]!;
    const others = model.players.flatMap((_, i) => (i === this.player ? [] : [i]));
    const target = pick(others, this.n)!;
    const foe = model.players[target]!;
    this.detail = `p${target}${foe.deleted ? ' (deleted)' : ''} L${me.level}/L${foe.level}`;
    const reply = await this.post(world, this.player, '/api/arena/challenge', {
      opponentId: foe.userId,
    });
    if (foe.deleted) return expectRefused(reply, 404, 'There is no such hero to challenge.');
    if (reply.status === 409 && /No challenges left today/.test(String(reply.body.message))) {
      return expectRefused(reply, 409, /No challenges left today/);
    }
    if (!inLevelBand(me.level, foe.level)) {
      return expectRefused(reply, 409, /levels from yours .* to challenge\./);
    }
    expectOk(reply);
    const now = world.econ.clock.now.getTime();
    const earlier = model.arenaWins.filter(
      (w) => w.attacker === this.player && w.defender === target && now - w.at < WINDOW_MS,
    ).length;
    const won = reply.body.result === 'win';
    expect(reply.body.gold).toBe(won ? winGold(me.level, earlier) : 0);
    if (won) {
      model.arenaWins.push({ attacker: this.player, defender: target, at: now });
      const gold = winGold(me.level, earlier);
      if (gold > 0) moveCurrency(model, this.player, 'gold', gold, 'arena_win');
    }
    return { refused: false, reason: won ? `won (after ${earlier})` : 'lost' };
  }
}
