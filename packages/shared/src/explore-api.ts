import { route } from './api-contract';
import {
  attackBody,
  attackResponse,
  autoBattleBody,
  autoBattleResponse,
  battleResponse,
} from './battle-schemas';
import { leaveResponse, messageResponse, userOnlyBody } from './common-schemas';
import {
  exploreListResponse,
  moveBody,
  moveResponse,
  positionResponse,
  setMapBody,
} from './explore-schemas';

export const exploreApi = {
  maps: route({
    method: 'POST',
    path: '/explore/user',
    body: userOnlyBody,
    responses: { 200: exploreListResponse },
  }),
  setMap: route({
    method: 'POST',
    path: '/explore/map',
    body: setMapBody,
    responses: { 200: messageResponse },
  }),
  /** Leave the dungeon; fleeing a fight in progress counts as a defeat. */
  clear: route({
    method: 'POST',
    path: '/explore/clear',
    body: userOnlyBody,
    responses: { 200: leaveResponse },
    idempotent: 'economy',
  }),
  position: route({
    method: 'POST',
    path: '/explore/current-position',
    body: userOnlyBody,
    responses: { 200: positionResponse },
  }),
  move: route({
    method: 'POST',
    path: '/explore/move',
    body: moveBody,
    responses: { 200: moveResponse },
  }),
  battle: route({
    method: 'POST',
    path: '/explore/battle',
    body: userOnlyBody,
    responses: { 200: battleResponse },
  }),
  attack: route({
    method: 'POST',
    path: '/explore/attack',
    body: attackBody,
    responses: { 200: attackResponse },
    idempotent: 'economy',
  }),
  autoBattle: route({
    method: 'POST',
    path: '/explore/auto-battle',
    body: autoBattleBody,
    responses: { 200: autoBattleResponse },
    idempotent: 'economy',
  }),
};
