import {
  usualResponse,
  type ApiRoute,
  type RouteInput,
  type RouteResult,
} from '@demonbane/shared/api-contract';
import { API_PREFIX } from '@demonbane/shared/api-paths';
import type { z } from 'zod';

/**
 * A non-2xx answer. `serverMessage` is the body's `message`, shown to the player when
 * present; `body` is the whole answer, for refusals that say more (a resting hero's wait);
 * `retryAfterSeconds` the Retry-After header of a 429 or 503, when it came with one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  readonly body: unknown;
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    serverMessage: string | null,
    body: unknown = null,
    retryAfterSeconds: number | null = null,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A 2xx answer whose body does not match the shared contract: a bug, never shown verbatim. */
export class ContractError extends Error {
  constructor(path: string, issues: string) {
    super(`Unexpected response from ${path}: ${issues}`);
    this.name = 'ContractError';
  }
}

/** Told the server's message when an answer is 401: the session has ended server-side. */
export type UnauthorizedListener = (serverMessage: string | null) => void;

const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Hears every 401, whichever call got it: a session ended elsewhere (log out everywhere,
 * a password change, expiry) logs this tab out on its next call. Returns the unsubscribe.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

function fail(status: number, data: unknown, retryAfter: string | null): never {
  const message = serverMessage(data);
  if (status === 401) for (const listener of [...unauthorizedListeners]) listener(message);
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  throw new ApiError(status, message, data, Number.isFinite(seconds) ? seconds : null);
}

/** Options of one call. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: the server answers a repeat of it without acting twice. */
  idempotencyKey?: string;
}

type Schema<S> = S extends z.ZodType ? S : never;

/** One answer the route declares, tagged with its status (POST /user: 200 or 202). */
export type RouteAnswer<R extends ApiRoute> = {
  [S in keyof R['responses'] & number]: { status: S; data: z.output<Schema<R['responses'][S]>> };
}[keyof R['responses'] & number];

/**
 * Calls one route of the shared contract and validates its usual answer: a POST sends
 * `input` as its JSON body, a GET as its query string. Every call is same-origin; the
 * session rides on the httpOnly cookie set at login, so no Authorization header is ever
 * sent (spec §6, §7).
 */
export async function callApi<R extends ApiRoute>(
  contract: R,
  input: RouteInput<R>,
  options: CallOptions = {},
): Promise<RouteResult<R>> {
  const { data } = await send(contract, input, options);
  return parseResponse(contract.path, usualResponse(contract), data);
}

/**
 * callApi for a route with more than one answer: the answer is validated with the
 * schema of the status it came with, which an undeclared status fails.
 */
export async function callApiWithStatus<R extends ApiRoute>(
  contract: R,
  input: RouteInput<R>,
  options: CallOptions = {},
): Promise<RouteAnswer<R>> {
  const { status, data } = await send(contract, input, options);
  const schema = contract.responses[status as keyof ApiRoute['responses']];
  if (!schema) throw new ContractError(contract.path, `undeclared status ${status}`);
  return { status, data: parseResponse(contract.path, schema, data) } as RouteAnswer<R>;
}

async function send(
  contract: ApiRoute,
  input: unknown,
  { signal, idempotencyKey }: CallOptions,
): Promise<{ status: number; data: unknown }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;
  let url = API_PREFIX;
  let body: string | undefined;
  if (contract.method === 'GET') {
    const { path, rest } = fillPath(contract.path, input);
    url += path + queryString(rest);
  } else {
    url += contract.path;
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input);
  }
  const res = await fetch(url, {
    method: contract.method,
    headers,
    credentials: 'same-origin',
    body,
    signal,
  });
  const data = await readJson(res);
  if (!res.ok) fail(res.status, data, res.headers.get('Retry-After'));
  return { status: res.status, data };
}

/** The path with its `:name` segments filled (encoded) from the input, and what is left for the query. */
function fillPath(path: string, input: unknown): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...(input ?? {}) };
  const filled = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

/** `?key=value…` for a GET's input, undefined values left out; '' when nothing is left. */
function queryString(input: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

function parseResponse<S extends z.ZodType>(path: string, schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ContractError(path, parsed.error.message);
  return parsed.data;
}

/**
 * An error body's `{ message }` (common-schemas' messageResponse), checked by hand so
 * that the login page, which needs only this from the contract, loads without zod.
 */
function serverMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('message' in data)) return null;
  return typeof data.message === 'string' ? data.message : null;
}

async function readJson(res: Response): Promise<unknown> {
  // Proxies and crashes can answer with an empty or HTML body; treat that as "no message".
  const text = await res.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
