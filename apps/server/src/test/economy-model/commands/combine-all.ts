import { RARITIES } from '@demonbane/game/rarity';
import { EconomyCommand, expectOk, expectRefused, pick, type Outcome } from '../command-kit';
import { pieceKey, splitPieceKey, type PieceKey } from '@demonbane/test-support/piece-key';
import { bump, burnPiece, mintPiece, type EconomyModel } from '../model';
import type { World } from '../world';

/**
 * POST /forge/combine-all with some stacks locked. The model's own cascade: lowest
 * rarity first, every unlocked stack as often as it can, new copies combining again.
 */
export class CombineAll extends EconomyCommand {
  constructor(
    readonly player: number,
    readonly locks: readonly number[],
    readonly lockUnowned: boolean,
  ) {
    super(player);
  }

  protected describe() {
    return `CombineAll(p${this.player}, locks [${this.locks.join(', ')}]${this.lockUnowned ? ', + an unowned lock' : ''})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const p = model.players[this.player]!;
    const owned = [...p.pieces.keys()];
    const locked = this.locks
      .map((n) => pick(owned, n))
      .filter((k): k is PieceKey => k !== undefined);
    if (this.lockUnowned) locked.push('Epic:no-such-piece');
    this.detail = `locked ${locked.join(' ') || 'nothing'}`;
    const reply = await this.post(world, this.player, '/api/forge/combine-all', {
      locked_items: locked,
    });

    const qty = new Map(p.pieces);
    const itemIds = [...new Set(owned.map((k) => splitPieceKey(k).itemId))];
    const steps: { from: PieceKey; to: PieceKey; times: number }[] = [];
    for (const [r, rarity] of RARITIES.slice(0, -1).entries()) {
      for (const itemId of itemIds) {
        const from = pieceKey(itemId, rarity);
        const times = Math.floor((qty.get(from) ?? 0) / 3);
        if (times === 0 || locked.includes(from)) continue;
        const to = pieceKey(itemId, RARITIES[r + 1]!);
        bump(qty, from, -3 * times);
        bump(qty, to, times);
        steps.push({ from, to, times });
      }
    }
    if (steps.length === 0) return expectRefused(reply, 409, 'Nothing to combine.');

    expectOk(reply);
    for (const { from, to, times } of steps) {
      bump(p.pieces, from, -3 * times);
      bump(p.pieces, to, times);
      burnPiece(model, from, 3 * times);
      mintPiece(model, to, times);
    }
    return { refused: false };
  }
}
