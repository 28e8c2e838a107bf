import { EconomyCommand, expectOk, expectRefused, pick, type Outcome } from '../command-kit';
import { bump, expireDue, type EconomyModel } from '../model';
import type { World } from '../world';
import { chooseListing } from './buy-listing';

export type CancelChoice = 'own-open' | 'any-listing' | 'unknown';

/** POST /bazaar/cancel: only the seller, only while active; the piece comes back, the fee does not. */
export class CancelListing extends EconomyCommand {
  constructor(
    readonly player: number,
    readonly choice: CancelChoice,
    readonly n: number,
  ) {
    super(player);
  }

  override check(model: Readonly<EconomyModel>) {
    return (
      super.check(model) &&
      (this.choice !== 'own-open' ||
        model.listings.some((l) => l.status === 'active' && l.seller === this.player))
    );
  }

  protected describe() {
    return `CancelListing(p${this.player}, ${this.choice}, #${this.n})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const own = model.listings.filter((l) => l.status === 'active' && l.seller === this.player);
    const id =
      this.choice === 'own-open'
        ? pick(own, this.n)!.id
        : chooseListing(model, this.player, this.choice, this.n);
    const listing = model.listings.find((l) => l.id === id);
    this.detail = listing ? `${id}: ${listing.status} ${listing.piece} of p${listing.seller}` : id;
    const reply = await this.post(world, this.player, '/api/bazaar/cancel', { listingId: id });
    if (!listing) return expectRefused(reply, 404, 'There is no such listing.');

    // Expiry on touch comes first, whoever touches it.
    const expired = expireDue(model, (l) => l.id === id);
    const refused = (status: number, message?: string | RegExp) => ({
      ...expectRefused(reply, status, message),
      expired,
    });
    if (listing.seller !== this.player) return refused(403, 'That is not your listing.');
    if (listing.status === 'expired')
      return refused(409, 'This listing has expired; the piece is back in your inventory.');
    if (listing.status !== 'active') return refused(409, 'This listing is no longer active.');

    expectOk(reply);
    listing.status = 'cancelled';
    bump(model.players[this.player]!.pieces, listing.piece, 1);
    return { refused: false };
  }
}
