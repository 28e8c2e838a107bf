import { MAX_ACTIVE_LISTINGS } from '@demonbane/game/bazaar';
import type { Rarity } from '@demonbane/game/rarity';

export interface BoardListing {
  id: string;
  sellerId: string;
  rarity: Rarity;
}

/**
 * The loop's own listings, shared by the bots: a bot that lists puts its listing here
 * and another bot buys it. Not GET /bazaar: the best-case bazaar scenario may have left
 * tens of thousands of listings behind, and counting them would make the loop's numbers
 * depend on which scenarios ran before it. Each listing is handed to one buyer only.
 */
export class LoopMarket {
  private readonly board: BoardListing[] = [];
  private readonly active = new Map<string, number>();

  post(listing: BoardListing): void {
    this.board.push(listing);
    this.active.set(listing.sellerId, this.activeOf(listing.sellerId) + 1);
  }

  /** The oldest listing of another seller, taken off the board. */
  take(buyerId: string): BoardListing | undefined {
    const index = this.board.findIndex((l) => l.sellerId !== buyerId);
    if (index < 0) return undefined;
    const [listing] = this.board.splice(index, 1);
    return listing;
  }

  /** A buy that went through: the seller has one active listing fewer. */
  sold(listing: BoardListing): void {
    this.active.set(listing.sellerId, Math.max(0, this.activeOf(listing.sellerId) - 1));
  }

  /** A buy that was refused (the buyer's purse): the listing goes back for someone else. */
  putBack(listing: BoardListing): void {
    this.board.unshift(listing);
  }

  activeOf(sellerId: string): number {
    return this.active.get(sellerId) ?? 0;
  }

  /** The server refuses an 11th active listing; the bot buys or draws instead. */
  canList(sellerId: string): boolean {
    return this.activeOf(sellerId) < MAX_ACTIVE_LISTINGS;
  }
}
