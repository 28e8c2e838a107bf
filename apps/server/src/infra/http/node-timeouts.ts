/** How often Node looks for requests past their deadline. */
export const TIMEOUT_CHECK_INTERVAL_MS = 500;
/** The headers alone must arrive within this (or the request timeout, if shorter). */
const HEADERS_TIMEOUT_MS = 15_000;

export interface NodeTimeouts {
  requestTimeout: number;
  headersTimeout: number;
  connectionsCheckingInterval: number;
}

/**
 * Node's settings for a promise of "the whole request within `requestTimeoutSeconds`".
 * Node does not cut a request at its deadline: a timer looks every checking interval for
 * requests past it, so the cut lands up to one interval late. Each deadline is set one
 * interval early, so the cut comes at the promised time or up to an interval before it,
 * never after.
 */
export function nodeTimeouts(requestTimeoutSeconds: number): NodeTimeouts {
  const promised = requestTimeoutSeconds * 1000;
  const early = (ms: number) => ms - TIMEOUT_CHECK_INTERVAL_MS;
  return {
    requestTimeout: early(promised),
    // Node refuses a headers timeout longer than the request timeout.
    headersTimeout: early(Math.min(promised, HEADERS_TIMEOUT_MS)),
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  };
}
