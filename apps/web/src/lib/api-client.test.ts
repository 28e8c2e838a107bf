import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockApi } from '@/testing/mock-api';
import { ApiError, ContractError, get, onUnauthorized, post, postJson } from './api-client';
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

  it('tells the unauthorized listeners about every 401, with the server message', async () => {
    const heard = vi.fn();
    const stop = onUnauthorized(heard);
    mockApi((path) =>
      path.startsWith('/shop')
        ? { status: 401, body: { message: 'Your session has expired. Please log in again.' } }
        : { status: 403, body: { message: 'Not yours.' } },
    );
    await expect(postJson('/shop', {})).rejects.toMatchObject({ status: 401 });
    await expect(get('/shop/x', {}, z.unknown())).rejects.toMatchObject({ status: 401 });
    await expect(postJson('/user', {})).rejects.toMatchObject({ status: 403 });
    expect(heard.mock.calls).toEqual([
      ['Your session has expired. Please log in again.'],
      ['Your session has expired. Please log in again.'],
    ]);

    stop();
    await expect(postJson('/shop', {})).rejects.toMatchObject({ status: 401 });
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
