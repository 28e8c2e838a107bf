import { expect } from 'vitest';
import { EconomyCommand, expectOk, expectRefused, pick, type Outcome } from '../command-kit';
import { splitPieceKey } from '@demonbane/test-support/piece-key';
import { bump, livingPlayers, type EconomyModel } from '../model';
import type { World } from '../world';

/** Who claims: a player whose forge is ready, or busy (when there is one), or anyone still there. */
export type ClaimChoice = 'ready-forge' | 'busy-forge' | 'anyone';

/** The players this choice may pick. */
function candidates(model: Readonly<EconomyModel>, choice: ClaimChoice): number[] {
  const all = livingPlayers(model);
  if (choice === 'anyone') return all;
  const busy = all.filter((i) => model.players[i]!.forge);
  if (choice === 'busy-forge') return busy;
  return busy.filter((i) => model.players[i]!.forge!.readyAt.getTime() <= model.now.getTime());
}

/** POST /forge/claim: only a ready forge gives its piece, once; early or empty is refused. */
export class ClaimForge extends EconomyCommand {
  constructor(
    readonly choice: ClaimChoice,
    readonly n: number,
  ) {
    super();
  }

  override check(model: Readonly<EconomyModel>) {
    return candidates(model, this.choice).length > 0;
  }

  protected describe() {
    return `ClaimForge(${this.choice} #${this.n})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const player = pick(candidates(model, this.choice), this.n)!;
    this.detail = `p${player}`;
    const p = model.players[player]!;
    const reply = await this.post(world, player, '/api/forge/claim');
    if (!p.forge) return expectRefused(reply, 409, 'There is nothing to claim.');
    if (p.forge.readyAt.getTime() > model.now.getTime())
      return expectRefused(reply, 409, 'Your item is not ready yet.');
    expectOk(reply);
    const { itemId, rarity } = splitPieceKey(p.forge.piece);
    expect(reply.body).toMatchObject({ item_id: itemId, rarity, fairness: p.forge.fairness });
    bump(p.pieces, p.forge.piece, 1);
    p.forge = null;
    return { refused: false };
  }
}
