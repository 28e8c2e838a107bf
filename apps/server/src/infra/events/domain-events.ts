import type { Currency } from '@demonbane/game/currency';
import type { LedgerKind } from '@demonbane/game/ledger-kinds';
import type { MapId } from '@demonbane/game/maps';
import type { Rarity } from '@demonbane/game/rarity';

/**
 * What the game's actions tell the rest of the server, by name. Each is published
 * inside the action's transaction (infra/events/publish.ts); its subscribers are
 * listed in app-subscribers.ts. Payloads carry what those subscribers need.
 */
export interface DomainEvents {
  /** Any battle's end: explore and hunt fights won, lost or fled; arena duels won or lost. */
  'battle.ended': {
    userId: string;
    mode: 'explore' | 'hunt' | 'arena';
    outcome: 'won' | 'lost' | 'fled';
  };
  /**
   * A fight in an explore area won (`boss`: the one guarding the area's goal; `level`:
   * the hero's after the win, `monsterLevel`: the beaten monster's).
   */
  'explore.won': {
    userId: string;
    now: Date;
    level: number;
    monsterLevel: number;
    mapId: MapId;
    boss: boolean;
  };
  /** A hunt floor's fight won, in the hunt season of `season`. */
  'floor.cleared': {
    userId: string;
    now: Date;
    level: number;
    monsterLevel: number;
    floor: number;
    boss: boolean;
    season: number;
  };
  /** Three materials went into the forge. */
  'forge.started': { userId: string; now: Date; level: number };
  /** A finished forging was claimed. */
  'forge.claimed': { userId: string; now: Date };
  /** Copies combined into rarer ones (level: the hero's, when the action knows it). */
  'pieces.combined': { userId: string; now: Date; level?: number };
  'listing.created': { userId: string; now: Date };
  'listing.sold': {
    sellerId: string;
    buyerId: string;
    now: Date;
    listingId: string;
    itemId: string;
    itemName: string;
    rarity: Rarity;
    price: number;
    currency: Currency;
  };
  /** Gacha draws from one box (an x11 draw is 11; `gearLevel`: the top level of its gear). */
  'draw.made': {
    userId: string;
    now: Date;
    box: string;
    gearLevel: number;
    currency: Currency;
    draws: number;
  };
  /** A challenger fought `defenderId` in the arena (`won`: the defender won). */
  'arena.defended': {
    defenderId: string;
    now: Date;
    fightId: string;
    attacker: string;
    won: boolean;
    ratingChange: number;
    rating: number;
  };
  /** An ended hunt season paid a hero's place on its board. */
  'season.placed': {
    userId: string;
    now: Date;
    season: number;
    rank: number;
    gold: number;
    souls: number;
  };
  /** A level-50 hero started over at level 1 (`ascensions`: its count after this one). */
  'hero.ascended': { userId: string; now: Date; ascensions: number; tithe: number };
  /** A daily quest reached its goal. */
  'quest.completed': { userId: string; now: Date; questId: string; title: string };
  /** A hero became a member of a guild (founded, joined, accepted). */
  'guild.joined': { userId: string; guildId: string; now: Date };
  /** A hero stopped being a member (left, kicked, disbanded, deleted, banned). */
  'guild.left': { userId: string; guildId: string; now: Date };
  /** A guild's weekly raid boss fell and its members were paid (once per raid). */
  'raid.fell': { guildId: string; raidId: string; week: number; level: number; paid: number };
  /**
   * An account is being deleted: published in the deletion's transaction before the
   * owned rows go, so modules holding rows about the player tidy them first.
   */
  'account.deleted': { userId: string; now: Date };
  /** An operator banned an account (in the ban's transaction). */
  'account.banned': { userId: string; now: Date };
  /** A balance changed through the ledger (a row was written). */
  'ledger.changed': { currency: Currency; kind: LedgerKind; delta: number };
}

export type DomainEventType = keyof DomainEvents;

/** One event: its `type` and payload. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { type: K } & DomainEvents[K];
}[T];
