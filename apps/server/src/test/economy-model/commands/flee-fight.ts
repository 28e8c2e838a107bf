import { tickBattle } from '@demonbane/game/buffs';
import { fightGoldLoss } from '@demonbane/game/defeat-cost';
import { findShopEntry } from '@demonbane/game/shops';
import { hpToSetOut } from '@demonbane/game/resting';
import { expect } from 'vitest';
import { EconomyCommand, expectOk, type Outcome } from '../command-kit';
import { send, type World } from '../world';
import { bump, moveCurrency, type EconomyModel } from '../model';

/**
 * Leave the tower mid-fight (a defeat), after spending gold in the fight (the flight
 * still costs against the purse the fight began with), or between floors (free).
 */
export type FleeChoice = 'mid-fight' | 'spend-then-flee' | 'no-fight';

/** What the hero buys mid-fight in 'spend-then-flee'. */
const MID_FIGHT_BUY = 'potion-minor';

/**
 * POST /hunt/set-hunt (not an economy action): true when a fight began; a resting hero
 * (below hpToSetOut) is refused it.
 */
export async function setOutForFight(world: World, player: number): Promise<boolean> {
  const user = (await send(world, player, '/api/user')).body.user as {
    user_hp: number;
    user_max_hp: number;
  };
  const started = await send(world, player, '/api/hunt/set-hunt', { hunt: 1 });
  const fighting = user.user_hp >= hpToSetOut(user.user_max_hp);
  expect(started.status, JSON.stringify(started.body)).toBe(fighting ? 200 : 409);
  return fighting;
}

/**
 * POST /hunt/clear-hunt. Fleeing a fight in progress counts as a defeat at half its
 * gold cost (defeat-cost.ts; ledger `fled from …`), 0 HP, and a battle off battle buffs;
 * leaving with no fight open costs nothing. The fight is started first with
 * /hunt/set-hunt (not an economy action); a resting hero (below a quarter of max HP)
 * is refused it, and leaving is then free.
 */
export class FleeFight extends EconomyCommand {
  constructor(
    readonly player: number,
    readonly choice: FleeChoice,
  ) {
    super(player);
  }

  protected describe() {
    return `FleeFight(p${this.player}, ${this.choice})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const p = model.players[this.player]!;
    let fighting = false;
    if (this.choice !== 'no-fight') {
      fighting = await setOutForFight(world, this.player);
      this.detail = fighting ? 'in a fight' : 'resting, no fight';
    }
    const goldAtStart = p.gold;
    if (fighting && this.choice === 'spend-then-flee') await this.buyMidFight(model, world);
    const reply = await this.post(world, this.player, '/api/hunt/clear-hunt');
    expectOk(reply);
    const purse = { atStart: goldAtStart, now: p.gold };
    const lost = fighting ? fightGoldLoss('flee', purse, p.level) : 0;
    expect(reply.body).toMatchObject({ fled: fighting, gold_lost: lost });
    if (lost > 0) moveCurrency(model, this.player, 'gold', -lost, 'defeat');
    // A fled fight is a battle ended: battle-counted buffs lose one, spent ones go.
    if (fighting) {
      for (const buff of tickBattle([...p.buffs.values()])) {
        if (buff.battlesLeft === 0) p.buffs.delete(buff.buffId);
        else p.buffs.set(buff.buffId, buff);
      }
    }
    return { refused: false };
  }

  /** One potion from the gold shop, bought with the fight open (allowed: it is the purse's loss). */
  private async buyMidFight(model: EconomyModel, world: World) {
    const p = model.players[this.player]!;
    const { price } = findShopEntry('gold', MID_FIGHT_BUY)!;
    const body = { itemId: MID_FIGHT_BUY, type: 'gold', qty: 1 };
    const bought = await send(world, this.player, '/api/shop/purchase', body);
    if (p.gold < price) return expect(bought.status).toBe(409);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    this.detail += ', spent gold';
    moveCurrency(model, this.player, 'gold', -price, 'shop');
    bump(p.items, MID_FIGHT_BUY, 1);
    bump(model.itemsAlive, MID_FIGHT_BUY, 1);
  }
}
