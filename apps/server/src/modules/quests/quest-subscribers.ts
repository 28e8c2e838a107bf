import type { Tx } from '../../db/database';
import type { DomainEvent } from '../../infra/events/domain-events';
import { countQuestEvent, remakeUnclaimedQuests } from './quest-service';

// What counts towards the daily quests: each runs in the action's transaction. The
// market quest has none: it is counted from the day's listings when quests are read.

export const countExploreWin = (tx: Tx, e: DomainEvent<'explore.won'>) =>
  countQuestEvent(
    tx,
    e.userId,
    e.now,
    { kind: 'explore-win', mapId: e.mapId, boss: e.boss, monsterLevel: e.monsterLevel },
    e.level,
  );

export const countHuntWin = (tx: Tx, e: DomainEvent<'floor.cleared'>) =>
  countQuestEvent(
    tx,
    e.userId,
    e.now,
    { kind: 'hunt-win', boss: e.boss, monsterLevel: e.monsterLevel },
    e.level,
  );

export const countForging = (tx: Tx, e: DomainEvent<'forge.started'>) =>
  countQuestEvent(tx, e.userId, e.now, { kind: 'forge' }, e.level);

export const countCombining = (tx: Tx, e: DomainEvent<'pieces.combined'>) =>
  countQuestEvent(tx, e.userId, e.now, { kind: 'combine' }, e.level);

export const countDraws = (tx: Tx, e: DomainEvent<'draw.made'>) =>
  countQuestEvent(tx, e.userId, e.now, { kind: 'draw', amount: e.draws, gearLevel: e.gearLevel });

// Today's quests were made for the level the hero left: those not yet claimed are made
// again, for level 1, when they are next read. Claimed ones stay claimed.
export const remakeQuestsOnAscension = (tx: Tx, e: DomainEvent<'hero.ascended'>) =>
  remakeUnclaimedQuests(tx, e.userId, e.now);
