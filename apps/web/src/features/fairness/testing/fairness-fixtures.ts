import type { FairnessView, RotateResponse } from '@demonbane/shared/fairness-schemas';

/** A made-up server seed and its real SHA-256 (the verifier checks one against the other). */
export const REVEALED_SEED = '9f3c1a7e2b5d4c6f8a0e1d3b5c7f9a2e4d6b8c0a1e3f5d7b9c2a4e6f8b0d1c3e';
export const REVEALED_HASH = '8248797fa6ca3f555bdf8ddec0ea3f4f2f21ea008c6a3911b70c1cc9182aad36';

/** POST /fairness for tests: a committed seed, the player's client seed, four draws made. */
export const FAIRNESS: FairnessView = {
  server_seed_hash: REVEALED_HASH,
  client_seed: 'lucky-vesper',
  nonce: 4,
};

/** POST /fairness/rotate: the seed above revealed, a new one committed, the nonce back to 0. */
export const ROTATED: RotateResponse = {
  revealed: { server_seed: REVEALED_SEED, ...FAIRNESS },
  next: {
    server_seed_hash: 'c1d2e3f4a5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
    client_seed: 'lucky-vesper',
    nonce: 0,
  },
};
