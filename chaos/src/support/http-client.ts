import type { Agent } from 'node:http';
import { request } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body (undefined when the body is not JSON). */
  body: unknown;
}

export interface HttpOptions {
  token?: string;
  /** The loopback address to send from (127.x.y.z), so one machine plays many clients. */
  localAddress?: string;
  agent?: Agent;
  /** More request headers (e.g. a forged X-Forwarded-For, to prove it is not believed). */
  headers?: Record<string, string>;
}

/** Thrown when no answer came back: the server may or may not have acted. */
export class NoAnswerError extends Error {}

/**
 * A tiny JSON client on node:http. Unlike fetch it can choose its source address,
 * and the caller owns the keep-alive agent, so a killed server's dead sockets are
 * dropped with the agent instead of poisoning the next cycle's first request.
 */
export function send(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  opts: HttpOptions = {},
): Promise<HttpAnswer> {
  const url = new URL(path, baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        agent: opts.agent ?? false,
        localAddress: opts.localAddress,
        headers: {
          accept: 'application/json',
          ...(payload !== undefined
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('error', (err) => reject(new NoAnswerError(err.message)));
        res.on('close', () => {
          if (!res.complete) reject(new NoAnswerError('the answer was cut off'));
        });
        res.on('end', () => {
          let parsed: unknown;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
        });
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', (err) => reject(new NoAnswerError(err.message)));
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}
