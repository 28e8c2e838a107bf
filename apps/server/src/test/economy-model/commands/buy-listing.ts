import { ChoosingCommand, expectOk, expectRefused, pick, type Outcome } from '../command-kit';
import { balanceOf, bump, expireDue, moveCurrency, type EconomyModel } from '../model';
import type { Reply, World } from '../world';

export type ListingChoice = 'open-elsewhere' | 'any-listing' | 'unknown';

/** A listing id of this run, or one nobody ever listed. */
export function chooseListing(
  model: EconomyModel,
  player: number,
  choice: ListingChoice,
  n: number,
) {
  const open = model.listings.filter((l) => l.status === 'active' && l.seller !== player);
  const listing =
    choice === 'open-elsewhere'
      ? pick(open, n)
      : choice === 'any-listing'
        ? pick(model.listings, n)
        : undefined;
  return listing?.id ?? `00000000-0000-4000-8000-${String(n % 1e12).padStart(12, '0')}`;
}

/**
 * After a buy or a cancel of listing `id` was sent: one past its time ends on the touch
 * first, whoever touches it, and each refusal counts that expiry.
 */
export function refusalAfterTouch(model: EconomyModel, id: string, reply: Reply) {
  const expired = expireDue(model, (l) => l.id === id);
  return (status: number, message?: string | RegExp) => ({
    ...expectRefused(reply, status, message),
    expired,
  });
}

/**
 * POST /bazaar/buy: the buyer pays, the seller gets the full price, the piece moves,
 * all or nothing. Refused: own listing, sold/cancelled/expired, too little currency.
 */
export class BuyListing extends ChoosingCommand<ListingChoice> {
  override check(model: Readonly<EconomyModel>) {
    return (
      super.check(model) &&
      (this.choice !== 'open-elsewhere' ||
        model.listings.some((l) => l.status === 'active' && l.seller !== this.player))
    );
  }

  protected describe() {
    return `BuyListing(p${this.player}, ${this.choice}, #${this.n})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const id = chooseListing(model, this.player, this.choice, this.n);
    const listing = model.listings.find((l) => l.id === id);
    this.detail = listing ? `${id}: ${listing.status} ${listing.piece} of p${listing.seller}` : id;
    const reply = await this.post(world, this.player, '/api/bazaar/buy', { listingId: id });
    if (!listing) return expectRefused(reply, 404, 'There is no such listing.');

    const refused = refusalAfterTouch(model, id, reply);
    if (listing.status === 'sold') return refused(409, 'Someone else bought it first.');
    if (listing.status !== 'active') return refused(409, 'This listing is no longer available.');
    if (listing.seller === this.player) return refused(409, 'You cannot buy your own listing.');
    const buyer = model.players[this.player]!;
    if (balanceOf(buyer, listing.currency) < listing.price) return refused(409, /^Not enough /);

    expectOk(reply);
    moveCurrency(model, this.player, listing.currency, -listing.price, 'bazaar_buy', id);
    moveCurrency(model, listing.seller, listing.currency, listing.price, 'bazaar_sale', id);
    bump(buyer.pieces, listing.piece, 1);
    listing.status = 'sold';
    listing.buyer = this.player;
    if (reply.body.balance !== balanceOf(buyer, listing.currency))
      throw new Error(
        `answer says ${String(reply.body.balance)} left, model ${balanceOf(buyer, listing.currency)}`,
      );
    return { refused: false };
  }
}
