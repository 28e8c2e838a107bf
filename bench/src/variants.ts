import { randomUUID } from 'node:crypto';
import type { ApiRoute } from '@demonbane/shared/api-contract';
import { loadEnv } from '../../apps/server/src/config/env';

/**
 * How the measured server is configured and what the bench's clients send.
 * client-true: what players meet — the server at its default log level, and an
 * Idempotency-Key on every POST whose contract accepts one, as the web client sends it
 * (apps/web/src/lib/post-intent.ts). best-case: the bench's older, friendlier setting —
 * LOG_LEVEL=warn and no keys.
 */
export const VARIANTS = ['client-true', 'best-case'] as const;
export type VariantName = (typeof VARIANTS)[number];

export interface Variant {
  name: VariantName;
  /** The server's LOG_LEVEL. */
  logLevel: string;
  /** Whether contract-idempotent POSTs carry a fresh Idempotency-Key. */
  sendKeys: boolean;
  /** Printed next to its numbers. */
  label: string;
}

/** Only these scenarios run once per variant; the others run under the first variant only. */
export const VARIANT_SCENARIOS = ['hunt', 'loop'] as const;
export type VariantScenario = (typeof VARIANT_SCENARIOS)[number];

/** The server's own default, read from its env module so the two cannot drift apart. */
export const SERVER_DEFAULT_LOG_LEVEL = loadEnv({}).LOG_LEVEL;

export function variant(name: VariantName): Variant {
  if (name === 'client-true') {
    return {
      name,
      logLevel: SERVER_DEFAULT_LOG_LEVEL,
      sendKeys: true,
      label: `client-true (${SERVER_DEFAULT_LOG_LEVEL}, keys)`,
    };
  }
  return { name, logLevel: 'warn', sendKeys: false, label: 'best case (warn, no keys)' };
}

/** The web client's header for it (apps/web/src/lib/api-client.ts), name and spelling. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The header one intent carries: a fresh UUID (one per intent, as post-intent.ts makes
 * one per click) when the route's contract accepts a key and the variant sends keys.
 */
export function intentKeyHeader(route: ApiRoute, sendKeys: boolean): Record<string, string> {
  return sendKeys && route.idempotent ? { [IDEMPOTENCY_HEADER]: randomUUID() } : {};
}
