import { tickBattle } from '@demonbane/game/buffs';
import { fightGoldLoss } from '@demonbane/game/defeat-cost';
import { ITEMS } from '@demonbane/game/items';
import { RARITIES } from '@demonbane/game/rarity';
import { pieceKey } from '@demonbane/test-support/piece-key';
import { expect } from 'vitest';
import { EconomyCommand, expectOk, expectRefused, type Outcome } from '../command-kit';
import { send, type World } from '../world';
import { bump, mintPiece, moveCurrency, type EconomyModel } from '../model';

interface Rewards {
  gold: number;
  souls: number;
  drops: { name: string; qty: number }[];
  pieces: { item_id: string; rarity: string }[];
}

/**
 * A tower fight on floor 1 played to its end by POST /hunt/auto-battle, drinking
 * potions below half HP (each drink a round of its own, the monster acting in it: the
 * potion leaves the pack, and the round may lose the fight). A win mints
 * the gold and souls it answers (ledger `battle_reward`) and adds its drops and any
 * piece; a loss burns gold by defeat-cost.ts (a novice below level 5 at most 25), and
 * leaving at the round limit half that. Either way the fight is a battle ended for
 * battle-counted buffs. A resting hero (below a quarter of max HP) is refused the
 * floor, and nothing changes.
 */
export class HuntFight extends EconomyCommand {
  constructor(readonly player: number) {
    super(player);
  }

  protected describe() {
    return `HuntFight(p${this.player})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const p = model.players[this.player]!;
    const started = await send(world, this.player, '/api/hunt/set-hunt', { hunt: 1 });
    if (started.status !== 200) {
      expect(started.body).toMatchObject({ reason: 'resting' });
      return expectRefused(started, 409, /too wounded|is resting/);
    }
    const level = p.level;
    const reply = await this.post(world, this.player, '/api/hunt/auto-battle', {
      until_hp_below: 50,
      potions: true,
    });
    expectOk(reply);
    let body = reply.body as {
      message: string;
      rewards?: Rewards;
      levelupto?: number | null;
      gold_lost?: number;
      round_logs: string[][];
    };
    // Each potion drunk opens its round: "You drink a Minor Healing Potion: HP 80/130."
    for (const round of body.round_logs) {
      const drunk = /^You drink an? (.+): HP /.exec(round[0] ?? '')?.[1];
      if (drunk === undefined) continue;
      const item = ITEMS.find((i) => i.name === drunk);
      expect(item, drunk).toBeDefined();
      expect(round.length, 'the monster acts in the round of a drink').toBeGreaterThan(1);
      bump(p.items, item!.id, -1);
      bump(model.itemsAlive, item!.id, -1);
    }
    // Gold does not move during the fight: its start is its end.
    const purse = { atStart: p.gold, now: p.gold };
    if (body.message !== 'You won the battle!' && body.message !== 'You lost the battle!') {
      // The round limit: leaving the tower now is fleeing, a defeat.
      body = (await send(world, this.player, '/api/hunt/clear-hunt')).body as typeof body;
      expect(body).toMatchObject({ fled: true, gold_lost: fightGoldLoss('flee', purse, level) });
    } else if (!body.rewards) {
      expect(body.gold_lost).toBe(fightGoldLoss('defeat', purse, level));
    }
    this.detail = body.rewards ? 'won' : 'lost';
    if (body.rewards) {
      const r = body.rewards;
      if (r.gold > 0) moveCurrency(model, this.player, 'gold', r.gold, 'battle_reward');
      if (r.souls > 0) moveCurrency(model, this.player, 'soul', r.souls, 'battle_reward');
      for (const drop of r.drops) {
        const item = ITEMS.find((i) => i.name === drop.name);
        expect(item, drop.name).toBeDefined();
        bump(p.items, item!.id, drop.qty);
        bump(model.itemsAlive, item!.id, drop.qty);
      }
      for (const piece of r.pieces) {
        expect(RARITIES).toContain(piece.rarity);
        const key = pieceKey(piece.item_id, piece.rarity);
        bump(p.pieces, key, 1);
        mintPiece(model, key);
      }
      if (body.levelupto) p.level = body.levelupto;
    } else {
      const lost = body.gold_lost ?? 0;
      if (lost > 0) moveCurrency(model, this.player, 'gold', -lost, 'defeat');
    }
    for (const buff of tickBattle([...p.buffs.values()])) {
      if (buff.battlesLeft === 0) p.buffs.delete(buff.buffId);
      else p.buffs.set(buff.buffId, buff);
    }
    return { refused: false, reason: this.detail };
  }
}
