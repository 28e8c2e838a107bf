import { API_PREFIX } from '@demonbane/shared/api-paths';
import type { z } from 'zod';

/** A non-2xx answer. `serverMessage` is the body's `message`, shown to the player when present. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;

  constructor(status: number, serverMessage: string | null) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
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

function fail(status: number, data: unknown): never {
  const message = serverMessage(data);
  if (status === 401) for (const listener of [...unauthorizedListeners]) listener(message);
  throw new ApiError(status, message);
}

export interface ApiResult {
  status: number;
  data: unknown;
}

export type JsonBody = Record<string, unknown>;

export interface PostOptions {
  /** Sent as `Idempotency-Key`: the server answers a repeat of it without acting twice. */
  idempotencyKey?: string;
}

/**
 * Every call is a same-origin POST with JSON (spec §7). The session rides on the
 * httpOnly cookie set at login, so no Authorization header is ever sent (spec §6).
 */
export async function postJson(
  path: string,
  body: JsonBody,
  signal?: AbortSignal,
  { idempotencyKey }: PostOptions = {},
): Promise<ApiResult> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;
  const res = await fetch(`${API_PREFIX}${path}`, {
    method: 'POST',
    headers,
    credentials: 'same-origin',
    body: JSON.stringify(body),
    signal,
  });
  const data = await readJson(res);
  if (!res.ok) fail(res.status, data);
  return { status: res.status, data };
}

/** POST and validate the answer with a shared zod schema. */
export async function post<S extends z.ZodType>(
  path: string,
  body: JsonBody,
  schema: S,
  signal?: AbortSignal,
  options?: PostOptions,
): Promise<z.output<S>> {
  const { data } = await postJson(path, body, signal, options);
  return parseResponse(path, schema, data);
}

/** Query-string values; undefined ones are left out of the URL. */
export type QueryParams = Record<string, string | number | undefined>;

/**
 * GET `path?query` (the few public reads, e.g. GET /bazaar) and validate the answer
 * with a shared zod schema. Errors are handled exactly as for post().
 */
export async function get<S extends z.ZodType>(
  path: string,
  query: QueryParams,
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  const res = await fetch(`${API_PREFIX}${path}${search ? `?${search}` : ''}`, {
    method: 'GET',
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  const data = await readJson(res);
  if (!res.ok) fail(res.status, data);
  return parseResponse(path, schema, data);
}

export function parseResponse<S extends z.ZodType>(
  path: string,
  schema: S,
  data: unknown,
): z.output<S> {
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
