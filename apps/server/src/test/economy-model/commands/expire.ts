import { expect } from 'vitest';
import { sweepExpiredListings } from '../../../modules/bazaar/bazaar-service';
import { EconomyCommand, expectOk, pick, type Outcome } from '../command-kit';
import { expireDue, type EconomyModel } from '../model';
import { send, type World } from '../world';

/** How far the clock moves: up to 40 minutes (most forges), or to just before, at or after a deadline. */
export type Advance = 'minutes' | 'to-a-forge' | 'to-a-listing';
/** What touches the bazaar afterwards: the servers' sweep, a seller's own page, or nothing. */
export type Touch = 'sweep' | 'my-listings' | 'nothing';

/**
 * Time passes (the injected clock), then something may end due listings. A forge
 * needs no touch: its state is its stored ready time, and claiming is a command.
 */
export class Expire extends EconomyCommand {
  constructor(
    readonly advance: Advance,
    readonly n: number,
    /** Milliseconds around the deadline: -1000 (not yet), 0 (exactly), or later. */
    readonly offset: number,
    readonly touch: Touch,
    readonly player: number,
  ) {
    // The player only acts when they look at their own listings.
    super(touch === 'my-listings' ? player : undefined);
  }

  protected describe() {
    return `Expire(${this.advance} #${this.n} ${this.offset >= 0 ? '+' : ''}${this.offset} ms, then ${this.touch} by p${this.player})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const now = model.now.getTime();
    const deadlines =
      this.advance === 'to-a-forge'
        ? model.players.flatMap((p) => (p.forge ? [p.forge.readyAt.getTime()] : []))
        : this.advance === 'to-a-listing'
          ? model.listings.filter((l) => l.status === 'active').map((l) => l.expiresAt.getTime())
          : [];
    const target = pick(deadlines, this.n);
    const ms =
      target === undefined ? 1000 + (this.n % 2_400_000) : Math.max(0, target + this.offset - now);
    world.econ.clock.advance(ms / 1000);
    model.now = world.econ.clock.now;
    this.detail = `+${ms} ms`;

    if (this.touch === 'sweep') {
      const expected = expireDue(model, () => true);
      expect(await sweepExpiredListings(world.econ.db, model.now), 'listings the sweep ended').toBe(
        expected,
      );
    } else if (this.touch === 'my-listings') {
      const reply = await send(world, this.player, '/api/bazaar/my-listings');
      expireDue(model, (l) => l.seller === this.player);
      expectOk(reply);
      const shown = (reply.body.listings as { _id: string; status: string }[]).map((l) => [
        l._id,
        l.status,
      ]);
      const mine = model.listings
        .filter((l) => l.seller === this.player)
        .map((l) => [l.id, l.status]);
      expect(shown.sort(), `p${this.player}'s listings`).toEqual(mine.sort());
    }
    return { refused: false };
  }
}
