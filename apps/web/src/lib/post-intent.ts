import type { ApiRoute, RouteInput, RouteResult } from '@demonbane/shared/api-contract';
import type { IdempotencyClass } from '@demonbane/shared/idempotency-retention';
import { ApiError, callApi, ContractError } from './api-client';

/**
 * How long a key outlives an attempt whose outcome is unknown (network error, 5xx):
 * a retry within it is the same intent and replays; a click after it is a new one.
 */
export const INTENT_RETRY_WINDOW_MS = 60_000;

interface Intent {
  key: string;
  lastSentAt: number;
}

/** Keys of intents still in flight, or whose last attempt ended without an answer. */
const intents = new Map<string, Intent>();

/**
 * POST an economy action (spend, equip, attack…) with an `Idempotency-Key`: one key
 * per player intent. The same path and body sent again while the first is in flight
 * (a double click), or retried after a network error, reuses the key, so the server
 * answers the repeat with the first answer and spends nothing twice. Once the server
 * has answered (success or refusal), the next click is a new intent with a new key.
 * Only routes whose contract accepts an `Idempotency-Key` qualify.
 */
export async function postIntent<
  R extends ApiRoute & { method: 'POST'; idempotent: IdempotencyClass },
>(contract: R, body: RouteInput<R>): Promise<RouteResult<R>> {
  const id = `${contract.path} ${JSON.stringify(body)}`;
  const now = Date.now();
  const known = intents.get(id);
  const key =
    known && now - known.lastSentAt < INTENT_RETRY_WINDOW_MS ? known.key : newIdempotencyKey();
  intents.set(id, { key, lastSentAt: now });
  try {
    const result = await callApi(contract, body, { idempotencyKey: key });
    forget(id, key);
    return result;
  } catch (err) {
    // A 4xx is the server's stored answer to this key: repeating the key would only
    // replay it. A 5xx or a lost connection may or may not have acted: keep the key.
    if (err instanceof ContractError || (err instanceof ApiError && err.status < 500)) {
      forget(id, key);
    }
    throw err;
  }
}

function forget(id: string, key: string) {
  // A newer intent may have taken the slot meanwhile (after the retry window).
  if (intents.get(id)?.key === key) intents.delete(id);
}

/** A UUID; outside a secure context (plain http on a LAN) randomUUID is missing. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
