import type { Currency } from '@demonbane/game/currency';

/**
 * Every cached resource's key, in one place so an action in one feature can refresh
 * what it changed in another (a purchase fills the inventory). The cache belongs to
 * one session, so keys carry no user id.
 */
export const queryKeys = {
  user: ['user'],
  jobs: ['jobs'],
  shop: (currency: Currency) => ['shop', currency],
  equipment: ['equipment'],
  consumables: ['consumables'],
  forge: ['forge'],
  combinable: ['combinable'],
  exploreMaps: ['explore', 'maps'],
  explorePosition: ['explore', 'position'],
  battle: (page: 'explore' | 'hunt') => ['battle', page],
  hunt: ['hunt'],
  huntLeaderboard: ['leaderboard', 'hunt'],
  seasons: ['seasons'],
  quests: ['quests'],
  guide: ['guide'],
  arena: ['arena'],
  arenaFight: (fightId: string) => ['arena', 'fight', fightId],
  arenaLeaderboard: ['leaderboard', 'arena'],
  guild: ['guild'],
  guilds: ['guilds'],
  guildList: (search: string) => ['guilds', search],
  guildChat: (guildId: string) => ['guild', 'chat', guildId],
  guildStandings: ['leaderboard', 'guilds'],
  gachaBoxes: ['gacha', 'boxes'],
  gachaHistory: ['gacha', 'history'],
  gachaAudit: ['gacha', 'audit'],
  fairness: ['fairness'],
  replay: (replayId: string) => ['replay', replayId],
  bazaar: ['bazaar'],
  bazaarListings: (filters: object) => ['bazaar', 'listings', filters],
  bazaarMine: ['bazaar', 'mine'],
  bazaarSellable: ['bazaar', 'sellable'],
  bazaarPrices: (filters: object) => ['bazaar', 'prices', filters],
  notifications: ['notifications'],
  upgrades: ['upgrades'],
  cosmetics: ['cosmetics'],
} as const;
