import { route } from './api-contract';
import { userOnlyBody } from './common-schemas';
import {
  ascendResponse,
  buyCosmeticBody,
  cosmeticsResponse,
  enchantResponse,
  refineResponse,
  slotBody,
  upgradesResponse,
  wearCosmeticBody,
} from './endgame-schemas';

/** Past level 50: ascension, slot upgrades and cosmetics. */
export const endgameApi = {
  ascend: route({
    method: 'POST',
    path: '/ascend',
    body: userOnlyBody,
    responses: { 200: ascendResponse },
    idempotent: 'economy',
  }),
  upgrades: route({
    method: 'POST',
    path: '/upgrades',
    body: userOnlyBody,
    responses: { 200: upgradesResponse },
  }),
  refine: route({
    method: 'POST',
    path: '/upgrades/refine',
    body: slotBody,
    responses: { 200: refineResponse },
    idempotent: 'economy',
  }),
  enchant: route({
    method: 'POST',
    path: '/upgrades/enchant',
    body: slotBody,
    responses: { 200: enchantResponse },
    idempotent: 'economy',
  }),
  cosmetics: route({
    method: 'POST',
    path: '/cosmetics',
    body: userOnlyBody,
    responses: { 200: cosmeticsResponse },
  }),
  buyCosmetic: route({
    method: 'POST',
    path: '/cosmetics/buy',
    body: buyCosmeticBody,
    responses: { 200: cosmeticsResponse },
    idempotent: 'economy',
  }),
  wearCosmetic: route({
    method: 'POST',
    path: '/cosmetics/wear',
    body: wearCosmeticBody,
    responses: { 200: cosmeticsResponse },
  }),
};
