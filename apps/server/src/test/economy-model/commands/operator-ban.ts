import { expect } from 'vitest';
import { banOperation, unbanOperation } from '../../../ops/admin-ban';
import type { OperationContext } from '../../../ops/operation';
import { refusedWithin } from '../../refused-within';
import { EconomyCommand, pick, type Outcome } from '../command-kit';
import { activeListings, bump, livingPlayers, type EconomyModel } from '../model';
import { logIn, type World } from '../world';

function candidates(model: Readonly<EconomyModel>, choice: OperatorBan['choice']): number[] {
  const living = livingPlayers(model);
  return choice === 'anyone' ? living : living.filter((i) => activeListings(model, i).length > 0);
}

/**
 * `npm run admin -- ban`, then `unban`: the ban ends every session and withdraws the
 * player's active listings (each piece back in the inventory, as a cancel does; due
 * ones too: the database still holds them as active), and login is refused with 403
 * until the unban. Then the player logs in again and plays on with the new token.
 */
export class OperatorBan extends EconomyCommand {
  constructor(
    /** Whom: anyone living, or a seller with active listings (what a ban withdraws). */
    readonly choice: 'anyone' | 'a-seller',
    readonly n: number,
    /** Days of the ban; null: permanent. */
    readonly days: number | null,
  ) {
    super();
  }

  override check(model: Readonly<EconomyModel>) {
    return candidates(model, this.choice).length > 0;
  }

  protected describe() {
    return `OperatorBan(${this.choice} #${this.n}, ${this.days === null ? 'permanent' : `${this.days} days`})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const { econ } = world;
    const player = pick(candidates(model, this.choice), this.n)!;
    const me = world.players[player]!;
    const ctx: OperationContext = {
      database: econ.database,
      now: econ.clock.now,
      operator: 'economy-model',
    };
    const days = this.days === null ? [] : ['--days', String(this.days)];
    const banned = await banOperation.run(ctx, [me.username, '--reason', 'model', ...days]);
    expect(banned.ok, JSON.stringify(banned)).toBe(true);

    const withdrawn = activeListings(model, player);
    for (const listing of withdrawn) {
      listing.status = 'cancelled';
      bump(model.players[player]!.pieces, listing.piece, 1);
    }
    this.detail = `p${player}, ${withdrawn.length} listings withdrawn`;
    // A banned player leaves their guild (a guild of one is disbanded), and waits to rejoin.
    const member = model.players[player]!;
    if (member.guild) Object.assign(member, { guild: false, guildLeftAt: econ.clock.now });
    expect(banned.ok && banned.data).toMatchObject({ listingsWithdrawn: withdrawn.length });

    await refusedWithin(econ.app, me.token, 1000);
    expect((await logIn(econ, me.username)).status, 'login while banned').toBe(403);
    expect((await unbanOperation.run(ctx, [me.username])).ok).toBe(true);
    const again = await logIn(econ, me.username);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    me.token = again.body.token as string;
    return { refused: false, reason: withdrawn.length > 0 ? 'ok, listings withdrawn' : 'ok' };
  }
}
