import { route } from './api-contract';
import { seasonQuery, seasonsResponse } from './season-schemas';
import { attackBody, attackResponse, autoBattleBody, autoBattleResponse } from './battle-schemas';
import { leaveResponse, messageResponse, userOnlyBody } from './common-schemas';
import {
  huntBattleResponse,
  huntResponse,
  leaderboardResponse,
  setHuntBody,
  setHuntResponse,
} from './hunt-schemas';

export const huntApi = {
  floors: route({
    method: 'POST',
    path: '/hunt',
    body: userOnlyBody,
    responses: { 200: huntResponse },
  }),
  setHunt: route({
    method: 'POST',
    path: '/hunt/set-hunt',
    body: setHuntBody,
    responses: { 200: setHuntResponse },
  }),
  battle: route({
    method: 'POST',
    path: '/hunt/initialize',
    body: userOnlyBody,
    responses: { 200: huntBattleResponse },
  }),
  attack: route({
    method: 'POST',
    path: '/hunt/hunt-attack',
    body: attackBody,
    responses: { 200: attackResponse },
    idempotent: 'economy',
  }),
  autoBattle: route({
    method: 'POST',
    path: '/hunt/auto-battle',
    body: autoBattleBody,
    responses: { 200: autoBattleResponse },
    idempotent: 'economy',
  }),
  next: route({
    method: 'POST',
    path: '/hunt/next',
    body: userOnlyBody,
    responses: { 200: messageResponse },
    idempotent: 'economy',
  }),
  /** Leave the tower; fleeing a fight in progress counts as a defeat. */
  clear: route({
    method: 'POST',
    path: '/hunt/clear-hunt',
    body: userOnlyBody,
    responses: { 200: leaveResponse },
    idempotent: 'economy',
  }),
  /** The current season's board, or `?season=N` a past one. */
  leaderboard: route({
    method: 'GET',
    path: '/leaderboard/hunt',
    query: seasonQuery,
    responses: { 200: leaderboardResponse },
    public: true,
  }),
  seasons: route({
    method: 'GET',
    path: '/seasons',
    responses: { 200: seasonsResponse },
    public: true,
  }),
};
