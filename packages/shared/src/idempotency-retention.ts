/**
 * How long the server keeps the first answer to an `Idempotency-Key`, by the route's
 * class (its contract's `idempotent`). The key only has to outlive a client's retries;
 * the longer life is for actions whose repeat would cost the player something.
 */
export const KEY_LIFE_SECONDS = {
  /** Spends, gains or fights: a late retry must still not act twice. */
  economy: 24 * 3600,
  /** Costs nothing and changes no balance (equip, mark read): a late repeat is harmless. */
  free: 10 * 60,
} as const;

/** A route's idempotency class. */
export type IdempotencyClass = keyof typeof KEY_LIFE_SECONDS;

/** A refusal changed nothing: its answer is kept only for retries (or its class's life, if shorter). */
export const REFUSAL_LIFE_SECONDS = 5 * 60;

/**
 * Each player's newest keys kept, whatever their life: a client retries a request before
 * it sends new ones, so an older key is no longer being retried.
 */
export const KEYS_KEPT_PER_PLAYER = 100;
