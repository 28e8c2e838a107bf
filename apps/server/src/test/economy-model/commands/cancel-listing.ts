import { ChoosingCommand, expectOk, expectRefused, pick, type Outcome } from '../command-kit';
import { activeListings, bump, type EconomyModel } from '../model';
import type { World } from '../world';
import { chooseListing, refusalAfterTouch } from './buy-listing';

export type CancelChoice = 'own-open' | 'any-listing' | 'unknown';

/** POST /bazaar/cancel: only the seller, only while active; the piece comes back, the fee does not. */
export class CancelListing extends ChoosingCommand<CancelChoice> {
  override check(model: Readonly<EconomyModel>) {
    return (
      super.check(model) &&
      (this.choice !== 'own-open' || activeListings(model, this.player).length > 0)
    );
  }

  protected describe() {
    return `CancelListing(p${this.player}, ${this.choice}, #${this.n})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const own = activeListings(model, this.player);
    const id =
      this.choice === 'own-open'
        ? pick(own, this.n)!.id
        : chooseListing(model, this.player, this.choice, this.n);
    const listing = model.listings.find((l) => l.id === id);
    this.detail = listing ? `${id}: ${listing.status} ${listing.piece} of p${listing.seller}` : id;
    const reply = await this.post(world, this.player, '/api/bazaar/cancel', { listingId: id });
    if (!listing) return expectRefused(reply, 404, 'There is no such listing.');

    const refused = refusalAfterTouch(model, id, reply);
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
