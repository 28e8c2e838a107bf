import type { Tx } from '../../db/database';
import type { DomainEvent } from '../../infra/events/domain-events';
import { markForgeReadyRead, notify } from './notification-service';

// Notifications are stored in the transaction of what they tell of: a committed sale
// always has its row, a rolled-back one never (the row's trigger announces it at commit).

export const notifySale = (tx: Tx, e: DomainEvent<'listing.sold'>) =>
  notify(
    tx,
    e.sellerId,
    'bazaar.sold',
    {
      listing_id: e.listingId,
      item_id: e.itemId,
      item_name: e.itemName,
      rarity: e.rarity,
      price: e.price,
      currency: e.currency,
    },
    e.now,
  );

export const notifyDefence = (tx: Tx, e: DomainEvent<'arena.defended'>) =>
  notify(
    tx,
    e.defenderId,
    'arena.defended',
    {
      fight_id: e.fightId,
      attacker: e.attacker,
      won: e.won,
      rating_change: e.ratingChange,
      rating: e.rating,
    },
    e.now,
  );

export const notifySeasonPlace = (tx: Tx, e: DomainEvent<'season.placed'>) =>
  notify(
    tx,
    e.userId,
    'season.ended',
    { season: e.season, rank: e.rank, gold: e.gold, souls: e.souls },
    e.now,
  );

export const notifyQuestDone = (tx: Tx, e: DomainEvent<'quest.completed'>) =>
  notify(tx, e.userId, 'quest.completed', { quest_id: e.questId, title: e.title }, e.now);

/** The player acted on the forge's "finished" notifications: they are read with the claim. */
export const readForgeReady = (tx: Tx, e: DomainEvent<'forge.claimed'>) =>
  markForgeReadyRead(tx, e.userId, e.now);
