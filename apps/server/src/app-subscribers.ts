import type { Registry } from 'prom-client';
import { inTransaction, type Subscription } from './infra/events/subscribers';
import { gameMetrics } from './infra/metrics/game-metrics';
import {
  notifyDefence,
  notifyQuestDone,
  notifySale,
  notifySeasonPlace,
  readForgeReady,
} from './modules/notifications/notification-subscribers';
import {
  countCombining,
  countDraws,
  countExploreWin,
  countForging,
  countHuntWin,
  remakeQuestsOnAscension,
} from './modules/quests/quest-subscribers';
import { forgetGuildsOfDeleted, leaveGuildOnBan } from './modules/guilds/guild-departure';
import { recordSeasonFloor } from './modules/seasons/season-service';
import { endWalkOnAscension, endWalkOnDefeat } from './modules/explore/explore-service';
import { leaveTowerOnAscension, leaveTowerOnDefeat } from './modules/hunt/hunt-service';

/**
 * Who hears which domain event, in the order they run. Built once: installing the same
 * subscriptions again (a second app on one database) does not run them twice.
 */
const GAME: readonly Subscription[] = [
  // A lost fight ends what it was part of, whatever round lost it (an attack, a potion).
  inTransaction('battle.ended', endWalkOnDefeat),
  inTransaction('battle.ended', leaveTowerOnDefeat),
  // An ascended hero is back on the ground, wherever it stood.
  inTransaction('hero.ascended', endWalkOnAscension),
  inTransaction('hero.ascended', leaveTowerOnAscension),
  inTransaction('hero.ascended', remakeQuestsOnAscension),
  inTransaction('floor.cleared', recordSeasonFloor),
  inTransaction('floor.cleared', countHuntWin),
  inTransaction('explore.won', countExploreWin),
  inTransaction('forge.started', countForging),
  inTransaction('pieces.combined', countCombining),
  inTransaction('draw.made', countDraws),
  inTransaction('quest.completed', notifyQuestDone),
  inTransaction('listing.sold', notifySale),
  inTransaction('arena.defended', notifyDefence),
  inTransaction('season.placed', notifySeasonPlace),
  inTransaction('forge.claimed', readForgeReady),
  // A player who can no longer play does not hold a guild (or its lead).
  inTransaction('account.deleted', forgetGuildsOfDeleted),
  inTransaction('account.banned', leaveGuildOnBan),
];

/** Every subscription of one app: the game's, and its counters' when it has metrics. */
export function appSubscribers(metrics: Registry | undefined): Subscription[] {
  return [...GAME, ...(metrics ? gameMetrics(metrics) : [])];
}
