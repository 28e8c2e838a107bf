import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface HttpAnswer {
  status: number;
  text: string;
  /** From sending the request to the last byte of the answer. */
  ms: number;
}

/** No answer at all: a connection error or a timeout. */
export class NoAnswerError extends Error {}

const TIMEOUT_MS = 30_000;

/**
 * A light keep-alive JSON client on node:http for the player loop (autocannon cannot
 * make a request depend on the previous answer). One agent for all bots, with a
 * socket per bot: each bot has at most one request in flight, as a browser tab would.
 */
export class KeepAliveClient {
  private readonly agent: Agent;
  private readonly host: string;
  private readonly port: number;

  constructor(baseUrl: string, sockets: number) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.agent = new Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  }

  /** POSTs JSON with the hero's token and any further headers (an Idempotency-Key). */
  post(
    path: string,
    token: string,
    body: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    const payload = JSON.stringify(body);
    const headers: Record<string, string | number> = {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      ...extraHeaders,
    };
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const req = request(
        { host: this.host, port: this.port, path, method: 'POST', agent: this.agent, headers },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('error', (err) => reject(new NoAnswerError(err.message)));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text, ms: performance.now() - started }),
          );
        },
      );
      req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)));
      req.on('error', (err) => reject(new NoAnswerError(err.message)));
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
