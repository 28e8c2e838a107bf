import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiGroup, ApiRoute } from '@demonbane/shared/api-contract';
import { API } from '@demonbane/shared/api-routes';
import { API_PREFIX } from '@demonbane/shared/api-paths';
import { jsonSchemaOf } from '../http/json-schema';
import { REFUSALS, type RefusalStatus, type RouteKey } from '../http/refusal-statuses';
import { REPLAYED_HEADER, VALID_KEY } from './idempotency';
import serverPackage from '../../../package.json' with { type: 'json' };

/** Where the reference page is served, under the API prefix; its document is at `…/json`. */
export const DOCS_PATH = '/docs';

export interface OpenApiOptions {
  /** The per-address and per-player request limits (0: off): a route under one can answer 429. */
  addressLimitPerMinute: number;
  playerLimitPerMinute: number;
}

/** The one error body every refusal has (docs/api.md). */
const errorResponse = z.object({
  message: z.string().describe('What went wrong, in words a player can read.'),
  reason: z
    .literal('resting')
    .optional()
    .describe('On a 409 that keeps a hero below a quarter of max HP from setting out.'),
  ready_in_seconds: z
    .number()
    .optional()
    .describe('With `reason: resting`: seconds until regeneration has the hero ready.'),
});
const ERROR_REF = { $ref: '#/components/schemas/ErrorResponse' };

/** Either credential will do: OpenAPI reads the list as alternatives. */
const SESSION: Record<string, string[]>[] = [{ sessionCookie: [] }, { bearerToken: [] }];

/** What a status means on any route that can answer it; a route's own words come from REFUSALS. */
const MEANING: Record<RefusalStatus | 413 | 415 | 422 | 500, string> = {
  400: 'The body, query or address is not valid.',
  401: 'No session, or it has ended: log in again.',
  403: 'The body names another hero than the session’s.',
  404: 'Not found.',
  409: 'Refused by the state of the game.',
  413: 'The request body is too large.',
  415: 'Send the request body as application/json.',
  422: 'This Idempotency-Key was already used for a different request.',
  429: 'Too many requests: try again after Retry-After seconds.',
  500: 'Something went wrong on our side; details are only in the server log.',
  503: 'Unavailable.',
};

interface Operation {
  key: RouteKey;
  group: string;
  name: string;
  contract: ApiRoute;
}

/** Every contract route by the method and URL the server registers it at. */
const OPERATIONS = new Map<string, Operation>(
  Object.entries(API as Record<string, ApiGroup>).flatMap(([group, routes]) =>
    Object.entries(routes).map(([name, contract]): [string, Operation] => [
      `${contract.method} ${API_PREFIX}${contract.path}`,
      { key: `${contract.method} ${contract.path}` as RouteKey, group, name, contract },
    ]),
  ),
);

/**
 * The OpenAPI 3.1 document of the API, generated from the contract when first asked
 * for, and the reference page that reads it: `GET /api/docs` and `GET /api/docs/json`,
 * both public. Register it inside the API scope before the routes, so that it sees them.
 */
export const openApiPlugin = fp<OpenApiOptions>(async (api, opts) => {
  await api.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Demonbane API',
        version: serverPackage.version,
        description:
          'Generated from the typed contract in packages/shared (docs/api.md explains each ' +
          'route). Every answer carries `X-Request-Id`, the id of its lines in the server log.',
      },
      servers: [{ url: API_PREFIX }],
      tags: Object.keys(API).map((name) => ({ name })),
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'token',
            description: 'The httpOnly cookie POST /login sets.',
          },
          bearerToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The `token` POST /login answers.',
          },
        },
        schemas: { ErrorResponse: jsonSchemaOf(errorResponse) },
      },
    },
    transform: (document) => {
      const operation = OPERATIONS.get(`${document.route.method} ${document.url}`);
      if (!operation) return { schema: { hide: true } as FastifySchema, url: document.url };
      return { schema: describe(operation, document.route, opts), url: document.url };
    },
  });
  await api.register(async (docs) => {
    // The page and the document are for anyone, like the public reads.
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await docs.register(swaggerUi, {
      routePrefix: DOCS_PATH,
      // The page links its assets by absolute path: the scope's prefix goes in front.
      indexPrefix: API_PREFIX,
      uiConfig: { deepLinking: true, docExpansion: 'none' },
    });
  });
});

/** One operation: the contract's schemas, its security, and every answer it can give. */
function describe(
  { key, group, name, contract }: Operation,
  route: RouteOptions,
  opts: OpenApiOptions,
): FastifySchema {
  const { schema } = jsonSchemaTransform({
    schema: {
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      response: contract.stream ? streamResponse() : successResponses(contract),
    },
    url: API_PREFIX + contract.path,
    route,
    openapiObject: { openapi: '3.1.0' },
  }) as { schema: FastifySchema & { response: Record<string, Record<string, unknown>> } };
  if (contract.stream) {
    // Each event's data, as the contract declares it, beside the stream it arrives in.
    const media = (schema.response[200]!.content as Record<string, Record<string, unknown>>)[
      'text/event-stream'
    ]!;
    media['x-event-data'] = jsonSchemaOf(contract.responses[200]!);
  }
  if (contract.idempotent) {
    for (const answer of Object.values(schema.response)) {
      answer.headers = {
        [REPLAYED_HEADER]: {
          type: 'string',
          enum: ['true'],
          description: 'This is the first answer to the same Idempotency-Key, replayed.',
        },
      };
    }
  }
  const failureBody = route.config?.failureBody ?? {};
  for (const [status, meaning] of errorAnswers(key, contract, route, opts)) {
    schema.response[status] = errorAnswer(status, meaning, failureBody);
  }
  return {
    ...schema,
    operationId: `${group}${name[0]!.toUpperCase()}${name.slice(1)}`,
    tags: [group],
    security: contract.public ? [] : SESSION,
    ...(contract.idempotent ? { headers: idempotencyHeader() } : {}),
  };
}

/** The statuses a route can refuse with, and what each means there. */
export function errorAnswers(
  key: RouteKey,
  contract: ApiRoute,
  route: Pick<RouteOptions, 'config'>,
  opts: OpenApiOptions,
): Map<number, string> {
  const answers = new Map<number, string>([[400, MEANING[400]]]);
  if (!contract.public) {
    answers.set(401, MEANING[401]);
    answers.set(403, MEANING[403]);
  }
  for (const [status, meaning] of Object.entries(REFUSALS[key] ?? {})) {
    answers.set(Number(status), meaning);
  }
  if (contract.method === 'POST') {
    answers.set(413, MEANING[413]);
    answers.set(415, MEANING[415]);
  }
  if (contract.idempotent) answers.set(422, MEANING[422]);
  const config = route.config ?? {};
  const limited =
    Boolean(config.rateLimit) ||
    (!config.unlimited &&
      (opts.addressLimitPerMinute > 0 || (!contract.public && opts.playerLimitPerMinute > 0)));
  if (limited && !answers.has(429)) answers.set(429, MEANING[429]);
  answers.set(500, MEANING[500]);
  return new Map([...answers].sort(([a], [b]) => a - b));
}

function successResponses(contract: ApiRoute) {
  return Object.fromEntries(
    Object.entries(contract.responses).map(([status, body]) => [
      status,
      { description: SUCCESS[status] ?? 'OK', content: { 'application/json': { schema: body } } },
    ]),
  );
}

const SUCCESS: Record<string, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted' };

function streamResponse() {
  return {
    200: {
      description:
        'Server-Sent Events: a notification each (with an id), or a guild chat message (`guild.message`, no id); the data of each event is JSON as in x-event-data.',
      content: { 'text/event-stream': { schema: z.string() } },
    },
  };
}

function errorAnswer(status: number, meaning: string, failureBody: Record<string, unknown>) {
  // The error handler adds a route's failure fields to its 4xx answers, never to a 500.
  const extra = status < 500 ? Object.entries(failureBody) : [];
  const schema = extra.length
    ? {
        allOf: [
          ERROR_REF,
          {
            type: 'object',
            properties: Object.fromEntries(
              extra.map(([field, value]) => [field, { const: value }]),
            ),
            required: extra.map(([field]) => field),
          },
        ],
      }
    : ERROR_REF;
  return {
    description: meaning,
    content: { 'application/json': { schema } },
    ...(status === 429
      ? {
          headers: {
            'Retry-After': { type: 'integer', minimum: 1, description: 'Seconds to wait.' },
          },
        }
      : {}),
  };
}

function idempotencyHeader() {
  return {
    type: 'object',
    properties: {
      'Idempotency-Key': {
        type: 'string',
        pattern: VALID_KEY.source,
        description:
          'One key per intended action: a repeat with the same key gets the first answer and does nothing again.',
      },
    },
  };
}
