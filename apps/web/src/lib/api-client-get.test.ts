import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mockApi } from '@/testing/mock-api';
import { ApiError, ContractError, get } from './api-client';

describe('api client get()', () => {
  it('GETs /api<path> with a query string, leaving out undefined values', async () => {
    const fetchMock = mockApi(() => ({ status: 200, body: { n: 1 } }));
    await get('/bazaar', { rarity: 'Rare', type: undefined, page: 2 }, z.object({ n: z.number() }));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/bazaar?rarity=Rare&page=2');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe('same-origin');
  });

  it('has no "?" without a query, and validates the answer', async () => {
    const fetchMock = mockApi(() => ({ status: 200, body: { n: 'x' } }));
    const error = await get('/gacha/boxs', {}, z.object({ n: z.number() })).catch((e) => e);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/gacha/boxs');
    expect(error).toBeInstanceOf(ContractError);
  });

  it('turns an error body into ApiError with the server message', async () => {
    mockApi(() => ({ status: 400, body: { message: 'Unknown query key.' } }));
    const error = await get('/bazaar', { x: 1 }, z.object({})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, serverMessage: 'Unknown query key.' });
  });
});
