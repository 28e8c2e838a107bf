import { route } from './api-contract';
import { messageResponse, userOnlyBody } from './common-schemas';
import {
  claimResponse,
  combinableResponse,
  combineAllBody,
  combineBody,
  combineResponse,
  forgeBody,
  forgeResponse,
  materialsResponse,
} from './forge-schemas';

export const forgeApi = {
  materials: route({
    method: 'POST',
    path: '/inventory/materials',
    body: userOnlyBody,
    responses: { 200: materialsResponse },
  }),
  start: route({
    method: 'POST',
    path: '/forge',
    body: forgeBody,
    responses: { 200: forgeResponse },
    idempotent: 'economy',
  }),
  claim: route({
    method: 'POST',
    path: '/forge/claim',
    body: userOnlyBody,
    responses: { 200: claimResponse },
    idempotent: 'economy',
  }),
  combinable: route({
    method: 'POST',
    path: '/inventory/combine',
    body: userOnlyBody,
    responses: { 200: combinableResponse },
  }),
  combine: route({
    method: 'POST',
    path: '/forge/combine',
    body: combineBody,
    responses: { 200: combineResponse },
    idempotent: 'economy',
  }),
  combineAll: route({
    method: 'POST',
    path: '/forge/combine-all',
    body: combineAllBody,
    responses: { 200: messageResponse },
    idempotent: 'economy',
  }),
};
