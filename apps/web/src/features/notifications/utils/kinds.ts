import type { QueryKey } from '@tanstack/react-query';
import type { NotificationKind } from '@demonbane/shared/event-schemas';
import { queryKeys } from '@/lib/query-keys';

export interface KindEffect {
  /** The toast's and the list's heading for it. */
  title: string;
  /** The cached answers it makes out of date: screens showing them fetch them again. */
  refreshes: readonly QueryKey[];
  /** It changed the hero's purse (a sale paid, a season's prize): the hero is fetched again. */
  hero: boolean;
  /** The screen it is about, offered as a link on the toast. */
  opens: { to: string; label: string };
}

/** What each kind of notification is called and what it changes in the cache. */
export const KIND_EFFECTS = {
  'bazaar.sold': {
    title: 'Sold on the bazaar',
    refreshes: [queryKeys.bazaar],
    hero: true,
    opens: { to: '/bazaar/my-list', label: 'My listings' },
  },
  'forge.ready': {
    title: 'Forge ready',
    refreshes: [queryKeys.forge],
    hero: false,
    opens: { to: '/forge', label: 'Go to the forge' },
  },
  'arena.defended': {
    title: 'Arena defence',
    refreshes: [queryKeys.arena, queryKeys.arenaLeaderboard],
    hero: false,
    opens: { to: '/arena', label: 'Go to the arena' },
  },
  'quest.completed': {
    title: 'Quest complete',
    refreshes: [queryKeys.quests],
    hero: false,
    opens: { to: '/', label: 'Claim on Home' },
  },
  'season.ended': {
    title: 'Hunt season over',
    refreshes: [queryKeys.seasons, queryKeys.huntLeaderboard, queryKeys.hunt],
    hero: true,
    opens: { to: '/hunt', label: 'See the champions' },
  },
  'guild.request': {
    title: 'Request to join',
    refreshes: [queryKeys.guild],
    hero: false,
    opens: { to: '/guild', label: 'Answer it' },
  },
  'guild.invite': {
    title: 'Guild invitation',
    refreshes: [queryKeys.guild],
    hero: false,
    opens: { to: '/guild', label: 'See the invitation' },
  },
  'guild.accepted': {
    title: 'Welcome to the guild',
    refreshes: [queryKeys.guild],
    hero: false,
    opens: { to: '/guild', label: 'Go to your guild' },
  },
  'raid.fell': {
    title: 'Raid boss fallen',
    refreshes: [queryKeys.guild, queryKeys.guildStandings],
    hero: true,
    opens: { to: '/guild', label: 'See the raid' },
  },
} as const satisfies Record<NotificationKind, KindEffect>;
