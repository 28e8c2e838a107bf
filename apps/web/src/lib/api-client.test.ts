import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { route } from '@demonbane/shared/api-contract';
import { mockApi } from '@/testing/mock-api';
import { ApiError, callApi, callApiWithStatus, ContractError, onUnauthorized } from './api-client';
import { errorMessage } from './error-message';

/** A POST route at `path` taking any body and answering `answer`. */
const postRoute = <S extends z.ZodType>(path: string, answer: S) =>
  route({
    method: 'POST',
    path,
    body: z.record(z.string(), z.unknown()),
    responses: { 200: answer },
  });

const anyAnswer = (path: string) => postRoute(path, z.unknown());

describe('api client', () => {
  it('POSTs JSON to /api<path> with same-origin credentials', async () => {
    const fetchMock = mockApi(() => ({ status: 200, body: { ok: true } }));
    await callApi(anyAnswer('/user'), { userId: 'u1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(new Headers(init?.headers).has('Idempotency-Key')).toBe(false);
    expect(init?.body).toBe('{"userId":"u1"}');
  });

  it('sends the Idempotency-Key it is given', async () => {
    const fetchMock = mockApi(() => ({ status: 200, body: {} }));
    await callApi(anyAnswer('/forge/claim'), {}, { idempotencyKey: 'k1' });
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Idempotency-Key')).toBe('k1');
  });

  it("validates the answer with the contract's usual answer", async () => {
    mockApi(() => ({ status: 200, body: { n: 3 } }));
    await expect(callApi(postRoute('/x', z.object({ n: z.number() })), {})).resolves.toEqual({
      n: 3,
    });
    await expect(callApi(postRoute('/x', z.object({ n: z.string() })), {})).rejects.toBeInstanceOf(
      ContractError,
    );
  });

  it('turns an error body into ApiError with the server message', async () => {
    mockApi(() => ({ status: 409, body: { message: 'Taken.' } }));
    const error = await callApi(anyAnswer('/register'), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, serverMessage: 'Taken.' });
    expect(errorMessage(error, 'fallback')).toBe('Taken.');
  });

  it('has no server message for an empty or non-JSON error body', async () => {
    mockApi(() => ({ status: 500 }));
    const error = await callApi(anyAnswer('/x'), {}).catch((e: unknown) => e);
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
    const getRoute = route({ method: 'GET', path: '/shop/x', responses: { 200: z.unknown() } });
    await expect(callApi(anyAnswer('/shop'), {})).rejects.toMatchObject({ status: 401 });
    await expect(callApi(getRoute, {})).rejects.toMatchObject({ status: 401 });
    await expect(callApi(anyAnswer('/user'), {})).rejects.toMatchObject({ status: 403 });
    expect(heard.mock.calls).toEqual([
      ['Your session has expired. Please log in again.'],
      ['Your session has expired. Please log in again.'],
    ]);

    stop();
    await expect(callApi(anyAnswer('/shop'), {})).rejects.toMatchObject({ status: 401 });
    expect(heard).toHaveBeenCalledTimes(2);
  });
});

describe('api client callApiWithStatus()', () => {
  const twoAnswers = route({
    method: 'POST',
    path: '/user',
    body: z.record(z.string(), z.unknown()),
    responses: { 200: z.object({ n: z.number() }), 202: z.object({ message: z.string() }) },
  });

  it('validates each answer with the schema of its status', async () => {
    let status = 200;
    mockApi(() =>
      status === 200
        ? { status, body: { n: 1 } }
        : { status, body: { message: 'Choose a job first.' } },
    );
    await expect(callApiWithStatus(twoAnswers, {})).resolves.toEqual({
      status: 200,
      data: { n: 1 },
    });
    status = 202;
    await expect(callApiWithStatus(twoAnswers, {})).resolves.toEqual({
      status: 202,
      data: { message: 'Choose a job first.' },
    });
  });

  it('fails a status the contract does not declare, or a body that does not match it', async () => {
    let reply = { status: 201, body: { n: 1 } as unknown };
    mockApi(() => reply);
    await expect(callApiWithStatus(twoAnswers, {})).rejects.toBeInstanceOf(ContractError);
    reply = { status: 202, body: { n: 1 } };
    await expect(callApiWithStatus(twoAnswers, {})).rejects.toBeInstanceOf(ContractError);
  });
});
