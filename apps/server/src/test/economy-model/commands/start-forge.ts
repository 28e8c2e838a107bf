import { expect } from 'vitest';
import { MATERIALS, planForge } from '@demonbane/game/forge';
import { fairForge, serverSeedHash } from '@demonbane/game/fair-draw';
import type { FreshFairSeeds } from '../../../infra/actions/random';
import { EconomyCommand, expectOk, expectRefused, pick, type Outcome } from '../command-kit';
import { pieceKey } from '@demonbane/test-support/piece-key';
import { bump, livingPlayers, mintPiece, type EconomyModel } from '../model';
import type { World } from '../world';

export type ForgeChoice = 'owned' | 'any-material' | 'with-a-potion';

const MATERIAL_IDS: readonly string[] = MATERIALS.map((m) => m.itemId);

/** A player's materials one unit per entry, so picks without repeats stay within what is owned. */
const unitsOf = (model: Readonly<EconomyModel>, player: number) =>
  [...model.players[player]!.items].flatMap(([id, n]) =>
    MATERIAL_IDS.includes(id) ? Array<string>(n).fill(id) : [],
  );

/**
 * POST /forge. The hero's fair seeds are queued for the server (taken if it has none
 * yet), so the model knows the sealed piece (`fairForge` at the hero's next nonce):
 * from the start it exists, in the forge, until it is claimed.
 */
export class StartForge extends EconomyCommand {
  constructor(
    /** 'owned' forges as a player who has three materials, when anyone has; else any living one. */
    readonly n: number,
    readonly choice: ForgeChoice,
    readonly picks: readonly number[],
    readonly fair: FreshFairSeeds,
  ) {
    super();
  }

  override check(model: Readonly<EconomyModel>) {
    return this.choice !== 'owned' || model.players.some((_, i) => unitsOf(model, i).length >= 3);
  }

  protected describe() {
    return `StartForge(#${this.n}, ${this.choice}, [${this.picks.join(', ')}], seeds ${this.fair.serverSeed.slice(0, 8)}…/${this.fair.clientSeed})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const stocked = model.players.flatMap((_, i) => (unitsOf(model, i).length >= 3 ? [i] : []));
    // A deleted account has no materials, so it is never among the stocked.
    const player = pick(this.choice === 'owned' ? stocked : livingPlayers(model), this.n)!;
    const p = model.players[player]!;
    const units = unitsOf(model, player);
    const materials = this.picks.map((n, i) => {
      if (this.choice === 'with-a-potion' && i === 2) return 'potion-minor';
      if (this.choice === 'owned') return units.splice(n % units.length, 1)[0]!;
      return pick(MATERIAL_IDS, n)!;
    });
    this.detail = `p${player}: ${materials.join(', ')}`;
    world.econ.fairSeeds.push(this.fair);
    const reply = await this.post(world, player, '/api/forge', { materials });

    const plan = planForge(materials);
    if (!plan.ok) return expectRefused(reply, 400, 'Only forge materials can go into the forge.');
    if (p.forge) {
      const ready = p.forge.readyAt.getTime() <= model.now.getTime();
      return expectRefused(
        reply,
        409,
        ready ? 'Claim your forged item first.' : 'Your forge is already working.',
      );
    }
    const needed = new Map<string, number>();
    for (const id of materials) needed.set(id, (needed.get(id) ?? 0) + 1);
    if ([...needed].some(([id, n]) => (p.items.get(id) ?? 0) < n))
      return expectRefused(reply, 409, /^Not enough materials available/);

    expectOk(reply);
    for (const [id, n] of needed) {
      bump(p.items, id, -n);
      bump(model.itemsAlive, id, -n);
    }
    p.fair ??= { ...this.fair, nonce: 0 };
    const { item, rarity } = fairForge(p.fair, plan);
    const fairness = {
      server_seed_hash: serverSeedHash(p.fair.serverSeed),
      client_seed: p.fair.clientSeed,
      nonce: p.fair.nonce,
      pity_before: 0,
    };
    expect(reply.body.fairness, 'the seeds of the forging').toEqual(fairness);
    p.fair.nonce++;
    const piece = pieceKey(item.id, rarity);
    p.forge = {
      materials,
      piece,
      fairness,
      readyAt: new Date(
        model.now.getTime() +
          Math.round(plan.minutes * 60_000 * world.econ.app.env.FORGE_TIME_SCALE),
      ),
    };
    mintPiece(model, piece);
    return { refused: false };
  }
}
