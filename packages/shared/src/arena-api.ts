import { route } from './api-contract';
import { userOnlyBody } from './common-schemas';
import {
  arenaFightBody,
  arenaFightResponse,
  arenaLeaderboardResponse,
  arenaResponse,
  challengeBody,
  challengeResponse,
} from './arena-schemas';

export const arenaApi = {
  overview: route({
    method: 'POST',
    path: '/arena',
    body: userOnlyBody,
    responses: { 200: arenaResponse },
  }),
  challenge: route({
    method: 'POST',
    path: '/arena/challenge',
    body: challengeBody,
    responses: { 200: challengeResponse },
    idempotent: 'economy',
  }),
  fight: route({
    method: 'POST',
    path: '/arena/fight',
    body: arenaFightBody,
    responses: { 200: arenaFightResponse },
  }),
  leaderboard: route({
    method: 'GET',
    path: '/leaderboard/arena',
    responses: { 200: arenaLeaderboardResponse },
    public: true,
  }),
};
