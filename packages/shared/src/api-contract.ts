import type { z } from 'zod';
import type { IdempotencyClass } from './idempotency-retention';

/**
 * One API route as both sides see it: the server registers it from this (path, schemas,
 * whether it needs a session, whether it accepts an Idempotency-Key) and the web client
 * calls through it, so a path is written once and a changed schema fails typecheck on both.
 */
export interface ApiRoute {
  method: 'GET' | 'POST';
  path: string;
  /** The JSON body (POST). Logged-in bodies carry `userId` (see common-schemas). */
  body?: z.ZodType;
  /** The query string (GET). */
  query?: z.ZodType;
  /** The path's `:name` segments (GET), e.g. `/replays/:id`. */
  params?: z.ZodType;
  /** Answers by status; the first is the usual one. */
  responses: Partial<Record<200 | 201 | 202, z.ZodType>>;
  /** Answered without a session (register, login, public reads). */
  public: boolean;
  /**
   * Accepts an `Idempotency-Key` (a repeat of the key replays the first answer), and how
   * long that answer is kept: `'economy'` or `'free'` (idempotency-retention.ts); `false`
   * ignores the header.
   */
  idempotent: false | IdempotencyClass;
  /**
   * Answered as a stream of Server-Sent Events (`text/event-stream`), not one JSON body;
   * the 200 schema describes one event's data.
   */
  stream?: boolean;
}

/** Declares a route; `public` and `idempotent` default to false. */
export function route<const R extends Omit<ApiRoute, 'public' | 'idempotent'> & Partial<ApiRoute>>(
  r: R,
): R & Pick<ApiRoute, 'public' | 'idempotent'> {
  return { public: false, idempotent: false, ...r };
}

/** A group of routes keyed by a name the code uses (`bazaarApi.list`). */
export type ApiGroup = Record<string, ApiRoute>;

type Schema<S> = S extends z.ZodType ? S : never;

/** What the caller sends: the body (POST) or the path's parameters and the query (GET). */
export type RouteInput<R extends ApiRoute> = R['params'] extends z.ZodType
  ? // A query's absence must not forbid the parameters' keys (QueryInput's never-record).
    z.input<Schema<R['params']>> &
      (R['query'] extends z.ZodType ? z.input<Schema<R['query']>> : unknown)
  : QueryInput<R>;

type QueryInput<R extends ApiRoute> = R['body'] extends z.ZodType
  ? z.input<Schema<R['body']>>
  : R['query'] extends z.ZodType
    ? z.input<Schema<R['query']>>
    : R['method'] extends 'POST'
      ? // A POST without a schema (logout) reads no body; like every call it may name the user.
        { userId?: string }
      : Record<string, never>;

/** The parsed body or query the server's handler receives. */
export type RouteBody<R extends ApiRoute> = R['body'] extends z.ZodType
  ? z.output<Schema<R['body']>>
  : undefined;
export type RouteQuery<R extends ApiRoute> = R['query'] extends z.ZodType
  ? z.output<Schema<R['query']>>
  : undefined;
export type RouteParams<R extends ApiRoute> = R['params'] extends z.ZodType
  ? z.output<Schema<R['params']>>
  : undefined;

/** Any answer the route may give, as the server builds it (before serialization). */
export type RouteReply<R extends ApiRoute> = {
  [S in keyof R['responses']]: z.input<Schema<R['responses'][S]>>;
}[keyof R['responses']];

/** The usual (200 or 201) answer, as the client reads it after validation. */
export type RouteResult<R extends ApiRoute> = z.output<Schema<R['responses'][UsualStatus<R>]>>;

type UsualStatus<R extends ApiRoute> = 200 extends keyof R['responses']
  ? 200
  : 201 extends keyof R['responses']
    ? 201
    : 202;

/** The schema of the usual answer. */
export function usualResponse<R extends ApiRoute>(r: R): Schema<R['responses'][UsualStatus<R>]> {
  const schema = r.responses[200] ?? r.responses[201] ?? r.responses[202];
  if (!schema) throw new Error(`${r.method} ${r.path} declares no answer`);
  return schema as Schema<R['responses'][UsualStatus<R>]>;
}
