import { describe, expect, it } from 'vitest';
import { compileErrors, validate } from '@readme/openapi-parser';
import { ALL_ROUTES } from '@demonbane/shared/api-routes';
import { API_PREFIX } from '@demonbane/shared/api-paths';
import { createTestApp } from '../../test/test-app';
import { registeredRoutes } from '../../test/security/registered-routes';
import { DOCS_PATH } from './openapi';

interface Operation {
  operationId: string;
  security: Record<string, string[]>[];
  parameters?: { in: string; name: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

// The limits on, as in production: every route but the health checks can answer 429.
const { app } = await createTestApp({
  ADDRESS_RATE_LIMIT_PER_MINUTE: '1200',
  GAME_RATE_LIMIT_PER_MINUTE: '300',
});
const DOCS = `${API_PREFIX}${DOCS_PATH}`;
const answer = await app.inject({ method: 'GET', url: `${DOCS}/json` });
const doc = answer.json<Document>();

// OpenAPI writes a path parameter `{id}` where the contract and Fastify write `:id`.
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
    operation,
  })),
);
const operation = (key: string) => operations.find((o) => o.key === key)!.operation;
const ERROR = { $ref: '#/components/schemas/ErrorResponse' };

describe('the API description', () => {
  it('is served to anyone, without a session', () => {
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });

  it('describes every route the server serves, and no other', () => {
    const served = registeredRoutes(app)
      .filter((r) => r.url.startsWith(`${API_PREFIX}/`) && !r.url.startsWith(DOCS))
      .map((r) => `${r.method} ${r.url}`);
    const described = operations.map(({ key }) => key.replace(' ', ` ${doc.servers[0]!.url}`));
    expect(described.sort()).toEqual(served.sort());
    expect(served.length).toBe(ALL_ROUTES.length);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Demonbane API', version: expect.any(String) });
    expect(doc.servers).toEqual([{ url: API_PREFIX }]);
    expect(doc.components.schemas.ErrorResponse).toEqual({
      type: 'object',
      properties: {
        message: expect.objectContaining({ type: 'string' }),
        // A resting hero's refusal says why and when it is ready.
        reason: expect.objectContaining({ enum: ['resting'] }),
        ready_in_seconds: expect.objectContaining({ type: 'number' }),
      },
      required: ['message'],
      additionalProperties: false,
    });
    // The official 3.1 schema and the spec's own rules (unique operation ids, …).
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('gives each operation its security, its success and its error answers', () => {
    for (const { key, operation: op } of operations) {
      const contract = ALL_ROUTES.find((r) => `${r.method} ${r.path}` === key)!;
      expect(op.security, key).toEqual(
        contract.public ? [] : [{ sessionCookie: [] }, { bearerToken: [] }],
      );
      const statuses = Object.keys(op.responses);
      const success = Object.keys(contract.responses);
      const errors = ['400', '500', ...(contract.public ? [] : ['401', '403'])];
      if (contract.idempotent) errors.push('422');
      if (!key.startsWith('GET /health')) errors.push('429');
      expect(statuses, key).toEqual(expect.arrayContaining([...success, ...errors]));
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        const body = op.responses[status]!.content!['application/json']!.schema;
        expect(JSON.stringify(body), `${key} ${status}`).toContain(JSON.stringify(ERROR));
        expect(op.responses[status]!.description, `${key} ${status}`).not.toBe('Default Response');
      }
    }
  });

  it('takes the request body and query from the contract', () => {
    const buy = operation('POST /bazaar/buy');
    expect(buy.requestBody!.content['application/json']!.schema).toMatchObject({
      type: 'object',
      properties: { listingId: { type: 'string', format: 'uuid' } },
      required: ['listingId'],
      additionalProperties: false,
    });
    expect(buy.responses['404']!.description).toBe('There is no such listing.');
    const browse = operation('GET /bazaar');
    expect(browse.parameters!.map((p) => p.in)).toEqual(browse.parameters!.map(() => 'query'));
    expect(browse.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['rarity', 'sort', 'page', 'pageSize']),
    );
  });

  it('takes a path parameter from the contract (GET /replays/:id)', () => {
    expect(Object.keys(doc.paths)).toContain('/replays/{id}');
    const replay = operation('GET /replays/:id');
    expect(replay.parameters).toEqual([
      expect.objectContaining({
        in: 'path',
        name: 'id',
        required: true,
        schema: expect.objectContaining({ type: 'string', format: 'uuid' }),
      }),
    ]);
    expect(replay.responses['404']!.description).toBe(
      'There is no such replay: it may have been swept.',
    );
  });

  it('offers an Idempotency-Key header exactly on the idempotent routes', () => {
    for (const { key, operation: op } of operations) {
      const contract = ALL_ROUTES.find((r) => `${r.method} ${r.path}` === key)!;
      const header = op.parameters?.find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
      expect(Boolean(header), key).toBe(Boolean(contract.idempotent));
      if (header) expect(header.required).toBe(false);
    }
  });

  it('answers the failure body a route adds to its refusals (gacha: success false)', () => {
    const refusal = operation('POST /gacha').responses['409']!.content!['application/json']!;
    expect(refusal.schema).toEqual({
      allOf: [ERROR, expect.objectContaining({ properties: { success: { enum: [false] } } })],
    });
    expect(operation('POST /gacha').responses['500']!.content!['application/json']!.schema).toEqual(
      ERROR,
    );
  });

  it('describes a stream route as text/event-stream', () => {
    const streams = ALL_ROUTES.filter((r) => r.stream);
    expect(streams.length).toBeGreaterThan(0);
    for (const route of streams) {
      const ok = operation(`${route.method} ${route.path}`).responses['200']!;
      expect(Object.keys(ok.content!)).toEqual(['text/event-stream']);
      expect(ok.content!['text/event-stream']!.schema).toEqual({ type: 'string' });
    }
  });

  it('gives GET /events both event shapes: a notification and a guild chat message', () => {
    const media = operation('GET /events').responses['200']!.content![
      'text/event-stream'
    ] as unknown as {
      'x-event-data': { anyOf: { properties: Record<string, unknown> }[] };
    };
    const shapes = media['x-event-data'].anyOf.map((s) => Object.keys(s.properties).sort());
    expect(shapes).toEqual([
      ['_id', 'created_at', 'data', 'kind', 'message', 'read'],
      ['deleted', 'message'],
    ]);
  });
});

describe('the reference page', () => {
  it('is served to anyone, under the server’s own content security policy', async () => {
    const page = await app.inject({ method: 'GET', url: DOCS });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // Its scripts and styles are files of the server's own, under the docs path.
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset.startsWith(`${DOCS}/static/`), asset).toBe(true);
      const res = await app.inject({ method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
    }
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
