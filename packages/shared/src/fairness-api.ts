import { route } from './api-contract';
import { userOnlyBody } from './common-schemas';
import { clientSeedBody, fairnessView, rotateResponse } from './fairness-schemas';

/** Provably fair draws: the hero's committed seed, its client seed, and rotation (docs/fairness.md). */
export const fairnessApi = {
  state: route({
    method: 'POST',
    path: '/fairness',
    body: userOnlyBody,
    responses: { 200: fairnessView },
  }),
  clientSeed: route({
    method: 'POST',
    path: '/fairness/client-seed',
    body: clientSeedBody,
    responses: { 200: fairnessView },
    idempotent: 'free',
  }),
  rotate: route({
    method: 'POST',
    path: '/fairness/rotate',
    body: userOnlyBody,
    responses: { 200: rotateResponse },
    idempotent: 'free',
  }),
};
