import { expect } from 'vitest';
import {
  MAX_ACTIVE_LISTINGS,
  MAX_PRICE,
  MIN_PRICE,
  listingExpiry,
  listingFee,
} from '@demonbane/game/bazaar';
import type { Currency } from '@demonbane/game/currency';
import { EQUIPMENT, findEquipment } from '@demonbane/game/equipment';
import { RARITIES } from '@demonbane/game/rarity';
import { EconomyCommand, expectOk, expectRefused, pick, type Outcome } from '../command-kit';
import { pieceKey, splitPieceKey, type PieceKey } from '@demonbane/test-support/piece-key';
import { bump, expireDue, moveCurrency, type EconomyModel } from '../model';
import type { World } from '../world';

export type ListChoice = 'from-inventory' | 'worn' | 'not-owned' | 'unknown';
export type PriceChoice = 'fair' | 'below-minimum' | 'above-maximum';

const ALL_PIECES = EQUIPMENT.flatMap((e) => RARITIES.map((r) => pieceKey(e.id, r)));

/** The price the choice stands for; gold above its maximum is refused by the schema already. */
function priceFor(choice: PriceChoice, currency: Currency, n: number): number {
  if (choice === 'below-minimum') return 1 + (n % (MIN_PRICE[currency] - 1));
  if (choice === 'above-maximum') return MAX_PRICE[currency] + 1 + (n % 1000);
  // Mostly prices other players can pay (fees stay affordable too), sometimes dear ones.
  const spread = n % 4 === 0 ? 20 : 1;
  return currency === 'gold'
    ? MIN_PRICE.gold + (n % (1_000 * spread))
    : MIN_PRICE.soul + (n % (20 * spread));
}

/**
 * POST /bazaar/list: the fee burns and the piece goes into escrow. The seller's
 * due listings are ended first (expiry on touch), even when the listing is refused.
 */
export class ListPiece extends EconomyCommand {
  constructor(
    readonly player: number,
    readonly choice: ListChoice,
    readonly n: number,
    readonly currency: Currency,
    readonly price: PriceChoice,
    readonly priceN: number,
  ) {
    super(player);
  }

  protected describe() {
    return `ListPiece(p${this.player}, ${this.choice}, #${this.n}, ${this.currency}, ${this.price} #${this.priceN})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const p = model.players[this.player]!;
    const worn = Object.values(p.worn).filter((k): k is PieceKey => k !== null);
    const notOwned = ALL_PIECES.filter((k) => !p.pieces.has(k));
    const key =
      this.choice === 'from-inventory'
        ? (pick([...p.pieces.keys()], this.n) ?? pick(notOwned, this.n)!)
        : this.choice === 'worn'
          ? (pick(worn, this.n) ?? pick(notOwned, this.n)!)
          : this.choice === 'not-owned'
            ? pick(notOwned, this.n)!
            : 'Epic:paper-crown';
    const price = priceFor(this.price, this.currency, this.priceN);
    this.detail = `${key} for ${price} ${this.currency}`;
    const { itemId, rarity } = splitPieceKey(key);
    const reply = await this.post(world, this.player, '/api/bazaar/list', {
      item_id: itemId,
      rarity,
      price,
      currency: this.currency,
    });
    // The schema caps any price at the gold maximum: such a body never reaches the service.
    if (price > MAX_PRICE.gold) return expectRefused(reply, 400);

    const expired = expireDue(model, (l) => l.seller === this.player);
    const refused = (status: number, message?: string | RegExp) => ({
      ...expectRefused(reply, status, message),
      expired,
    });
    if (!findEquipment(itemId)) return refused(404, 'There is no such piece.');
    if (price < MIN_PRICE[this.currency]) return refused(400, /^The minimum price is /);
    if (price > MAX_PRICE[this.currency]) return refused(400, /^The maximum price is /);
    const active = model.listings.filter((l) => l.seller === this.player && l.status === 'active');
    if (active.length >= MAX_ACTIVE_LISTINGS) return refused(409, /^You can have at most /);
    if (!p.pieces.has(key)) return refused(409, /^You have no /);
    const fee = listingFee(price, this.currency);
    if (p.gold < fee) return refused(409, /^The listing fee is /);

    expectOk(reply);
    const listing = reply.body.listing as { _id: string; expires_at: string };
    expect(reply.body).toMatchObject({ fee, gold: p.gold - fee });
    expect(new Date(listing.expires_at).getTime()).toBe(listingExpiry(model.now).getTime());
    bump(p.pieces, key, -1);
    moveCurrency(model, this.player, 'gold', -fee, 'bazaar_fee');
    model.listings.push({
      id: listing._id,
      seller: this.player,
      piece: key,
      price,
      currency: this.currency,
      fee,
      status: 'active',
      buyer: null,
      expiresAt: listingExpiry(model.now),
    });
    return { refused: false, expired };
  }
}
