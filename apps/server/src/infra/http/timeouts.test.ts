import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadEnv } from '../../config/env';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { nodeTimeouts, TIMEOUT_CHECK_INTERVAL_MS } from './node-timeouts';

/**
 * Timeouts need a real socket: light-my-request never times out. The routes below
 * never reach the database (the body never arrives), so none is opened.
 */
const REQUEST_TIMEOUT_SECONDS = 2;
const PROMISED_MS = REQUEST_TIMEOUT_SECONDS * 1000;
/**
 * Room for this test's own timers and socket events on a busy machine: less than the
 * spread of stallThrice's three stalls, so a cut that can come an interval late fails one.
 */
const SLACK_MS = 250;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
      KEEP_ALIVE_TIMEOUT_SECONDS: '1',
    }),
    db: {} as Database,
    jwtSecret: 'timeouts-test-secret-that-is-long-enough-0123456789',
    serveWeb: false,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await app.close();
});

/** Opens a socket, writes `text`, and resolves with what came back and when the socket closed. */
function stall(text: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: performance.now() - started }));
    // Never end the request ourselves; a server without timeouts keeps this open for ever.
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the stalled socket open'));
    }, 10_000);
  });
}

/**
 * Stalls three requests a third of a check interval apart, so they meet Node's periodic
 * check at different points of its cycle: a cut that could land late lands late for one.
 */
async function stallThrice(text: string) {
  const third = TIMEOUT_CHECK_INTERVAL_MS / 3;
  return Promise.all(
    [0, third, 2 * third].map((delay) =>
      new Promise<void>((r) => setTimeout(r, delay)).then(() => stall(text)),
    ),
  );
}

describe('the deadlines given to Node', () => {
  it('cut the default 30 s request within 30 s, never later', () => {
    expect(nodeTimeouts(30)).toEqual({
      requestTimeout: 29_500,
      headersTimeout: 14_500,
      connectionsCheckingInterval: 500,
    });
  });

  it.each([1, 2, 15, 16, 30, 600])('hold for %i s: checked late, still in time', (seconds) => {
    const t = nodeTimeouts(seconds);
    expect(t.requestTimeout + t.connectionsCheckingInterval).toBeLessThanOrEqual(seconds * 1000);
    expect(t.headersTimeout + t.connectionsCheckingInterval).toBeLessThanOrEqual(
      Math.min(seconds * 1000, 15_000),
    );
    expect(t.headersTimeout).toBeLessThanOrEqual(t.requestTimeout);
    expect(t.headersTimeout).toBeGreaterThan(0);
  });
});

describe('a stalled client is cut off', () => {
  it('when the body stops halfway: within the promised time, never after it', async () => {
    const stalls = await stallThrice(
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"username":"bo',
    );
    for (const { answer, closedAfterMs } of stalls) {
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(closedAfterMs).toBeGreaterThanOrEqual(PROMISED_MS - TIMEOUT_CHECK_INTERVAL_MS);
      expect(closedAfterMs).toBeLessThanOrEqual(PROMISED_MS + SLACK_MS);
    }
  });

  it('when the headers never end', async () => {
    const stalls = await stallThrice('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    for (const { answer, closedAfterMs } of stalls) {
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(closedAfterMs).toBeLessThanOrEqual(PROMISED_MS + SLACK_MS);
    }
  });

  it('when a keep-alive connection sits idle', async () => {
    const { answer, closedAfterMs } = await stall(
      'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(closedAfterMs).toBeLessThan(1000 + 2500);
  });
});
