import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mockApi } from '@/testing/mock-api';
import { ApiError, ContractError, post, postJson } from './api-client';
import { errorMessage } from './error-message';

describe('api client', () => {
  it('POSTs JSON to /api<path> with same-origin credentials', async () => {
    const fetchMock = mockApi(() => ({ status: 200, body: { ok: true } }));
    await postJson('/user', { userId: 'u1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(init?.body).toBe('{"userId":"u1"}');
  });

  it('validates the answer with the given schema', async () => {
    mockApi(() => ({ status: 200, body: { n: 3 } }));
    await expect(post('/x', {}, z.object({ n: z.number() }))).resolves.toEqual({ n: 3 });
    await expect(post('/x', {}, z.object({ n: z.string() }))).rejects.toBeInstanceOf(ContractError);
  });

  it('turns an error body into ApiError with the server message', async () => {
    mockApi(() => ({ status: 409, body: { message: 'Taken.' } }));
    const error = await postJson('/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, serverMessage: 'Taken.' });
    expect(errorMessage(error, 'fallback')).toBe('Taken.');
  });

  it('has no server message for an empty or non-JSON error body', async () => {
    mockApi(() => ({ status: 500 }));
    const error = await postJson('/x', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, serverMessage: null });
    expect(errorMessage(error, 'fallback')).toBe('fallback');
    expect(errorMessage(new TypeError('network down'), 'fallback')).toBe('fallback');
  });
});
