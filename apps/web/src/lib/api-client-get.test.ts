import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from '@demonbane/shared/api-contract';
import { mockApi } from '@/testing/mock-api';
import { ApiError, callApi, ContractError } from './api-client';

/** A GET route at `path` with an open query, answering `answer`. */
const getRoute = <S extends z.ZodType>(path: string, answer: S) =>
  route({
    method: 'GET',
    path,
    query: z.record(z.string(), z.union([z.string(), z.number()]).optional()),
    responses: { 200: answer },
  });

describe('api client callApi() for a GET route', () => {
  it('GETs /api<path> with a query string, leaving out undefined values', async () => {
    const fetchMock = mockApi(() => ({ status: 200, body: { n: 1 } }));
    await callApi(getRoute('/bazaar', z.object({ n: z.number() })), {
      rarity: 'Rare',
      type: undefined,
      page: 2,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/bazaar?rarity=Rare&page=2');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('has no "?" without a query, and validates the answer', async () => {
    const fetchMock = mockApi(() => ({ status: 200, body: { n: 'x' } }));
    const boxes = route({
      method: 'GET',
      path: '/gacha/boxs',
      responses: { 200: z.object({ n: z.number() }) },
    });
    const error = await callApi(boxes, {}).catch((e: unknown) => e);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/gacha/boxs');
    expect(error).toBeInstanceOf(ContractError);
  });

  it('turns an error body into ApiError with the server message', async () => {
    mockApi(() => ({ status: 400, body: { message: 'Unknown query key.' } }));
    const error = await callApi(getRoute('/bazaar', z.object({})), { x: 1 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, serverMessage: 'Unknown query key.' });
  });
});
