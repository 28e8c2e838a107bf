import { expect } from 'vitest';
import type { Currency } from '../../../modules/ledger/currency';
import { grantOperation } from '../../../ops/admin-grant';
import { EconomyCommand, type Outcome } from '../command-kit';
import { balanceOf, moveCurrency, type EconomyModel } from '../model';
import type { World } from '../world';

/**
 * `npm run admin -- grant`: an operator gives (amount > 0) or takes back (< 0) gold or
 * souls, through the ledger as operator_grant; taking back stops at zero.
 */
export class OperatorGrant extends EconomyCommand {
  constructor(
    readonly player: number,
    readonly currency: Currency,
    readonly amount: number,
  ) {
    super(player);
  }

  protected describe() {
    return `OperatorGrant(p${this.player}, ${this.currency}, ${this.amount})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const { econ, players } = world;
    const result = await grantOperation.run(
      { database: econ.database, now: econ.clock.now, operator: 'economy-model' },
      [players[this.player]!.username, this.currency, String(this.amount), '--reason', 'model'],
    );
    const held = balanceOf(model.players[this.player]!, this.currency);
    const delta = this.amount > 0 ? this.amount : -Math.min(-this.amount, held);
    if (delta !== 0) moveCurrency(model, this.player, this.currency, delta, 'operator_grant');
    expect(result.ok, JSON.stringify(result)).toBe(true);
    expect(result.ok && result.data).toMatchObject({
      delta,
      balance: balanceOf(model.players[this.player]!, this.currency),
    });
    return { refused: false, reason: delta === this.amount ? 'ok' : 'down to zero' };
  }
}
