import { ChoosingCommand, expectOk, expectRefused, pick, type Outcome } from '../command-kit';
import {
  allowanceLeft,
  passedValue,
  passerOf,
  referenceValue,
  tradingAllowance,
} from '@demonbane/game/bazaar';
import { findEquipment } from '@demonbane/game/equipment';
import { splitPieceKey } from '@demonbane/test-support/piece-key';
import {
  balanceOf,
  bump,
  expireDue,
  moveCurrency,
  type EconomyModel,
  type ListingModel,
} from '../model';
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
 * The value a purchase would pass and who passes it (the buyer paying above the piece's
 * reference value, the seller asking below it), with that player's allowance left;
 * null when the price is the reference.
 */
export function passedBy(model: EconomyModel, buyerIndex: number, listing: ListingModel) {
  const { itemId, rarity } = splitPieceKey(listing.piece);
  const passing = passerOf(
    passedValue(referenceValue(findEquipment(itemId)!, rarity), listing.price, listing.currency),
  );
  if (!passing) return null;
  const { amount } = passing;
  const passer = model.players[passing.by === 'buyer' ? buyerIndex : listing.seller]!;
  const limit = tradingAllowance(passer.level, passer.createdAt, model.now);
  return { passer, amount, left: allowanceLeft(limit, passer.bazaarPassed) };
}

/**
 * POST /bazaar/buy: the buyer pays, the seller gets the full price, the piece moves,
 * all or nothing. Refused: own listing, sold/cancelled/expired, a price passing more
 * value than the passing player's trading allowance has left, too little currency.
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
    const passing = passedBy(model, this.player, listing);
    if (passing && passing.amount > passing.left) {
      return refused(
        409,
        passing.passer === buyer
          ? /^Your trading allowance has [\d,]+ gold left: /
          : /^The seller's trading allowance has [\d,]+ gold left: /,
      );
    }
    if (balanceOf(buyer, listing.currency) < listing.price) return refused(409, /^Not enough /);

    expectOk(reply);
    if (passing) passing.passer.bazaarPassed += passing.amount;
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
