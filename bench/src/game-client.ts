import { performance } from 'node:perf_hooks';
import type { ApiRoute, RouteInput, RouteResult } from '@demonbane/shared/api-contract';
import { API_PREFIX } from '@demonbane/shared/api-paths';
import type { BenchHero } from './hero-setup';
import type { KeepAliveClient, HttpAnswer } from './loop-http';
import type { LoopTally } from './loop-tally';
import { intentKeyHeader } from './variants';

export type CallResult<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'failed' };

export interface CallOptions<T> {
  /** Statuses the game legitimately answers to this call in play (e.g. 409 not enough gold). */
  refusable?: readonly number[];
  /** Why a parsed answer is not the state the bot expected; null when it is. */
  check?: (value: T) => string | null;
}

function messageOf(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : text;
  } catch {
    return text;
  }
}

/**
 * One hero's calls through the shared contract: the path, the idempotency flag and the
 * answer's zod schema all come from the route, so the bench checks what the web client
 * relies on. With `sendKeys`, every call to a route that accepts an Idempotency-Key is
 * a new intent with a fresh key, as the web client sends it. Every answer is tallied as
 * correct, refused or unexpected.
 */
export class GameClient {
  constructor(
    private readonly http: KeepAliveClient,
    private readonly tally: LoopTally,
    readonly hero: BenchHero,
    /** Once the run is over, calls end at once (uncounted) so a bot's episode stops short. */
    private readonly stopped: () => boolean,
    private readonly sendKeys: boolean,
  ) {}

  async post<R extends ApiRoute>(
    action: string,
    route: R,
    body: RouteInput<R>,
    options: CallOptions<RouteResult<R>> = {},
  ): Promise<CallResult<RouteResult<R>>> {
    if (this.stopped()) return { kind: 'failed' };
    const sentAt = performance.now();
    let answer: HttpAnswer;
    try {
      answer = await this.http.post(
        `${API_PREFIX}${route.path}`,
        this.hero.token,
        { userId: this.hero.userId, ...(body as object) },
        intentKeyHeader(route, this.sendKeys),
      );
    } catch (err) {
      const ms = performance.now() - sentAt;
      this.tally.record(action, 'unexpected', sentAt, ms, null, String(err));
      return { kind: 'failed' };
    }
    const { status, text, ms } = answer;
    const unexpected = (detail: string): CallResult<never> => {
      this.tally.record(action, 'unexpected', sentAt, ms, status, detail);
      return { kind: 'failed' };
    };
    if (status !== 200) {
      if (!(options.refusable ?? []).includes(status)) return unexpected(text);
      const message = messageOf(text);
      this.tally.record(action, 'refused', sentAt, ms, status);
      return { kind: 'refused', status, message };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return unexpected(`not JSON: ${text}`);
    }
    const parsed = route.responses[200]?.safeParse(json);
    if (!parsed?.success) {
      return unexpected(`schema mismatch: ${parsed?.error.message ?? 'no 200 schema'}`);
    }
    const value = parsed.data as RouteResult<R>;
    const wrong = options.check?.(value) ?? null;
    if (wrong !== null) return unexpected(`${wrong}: ${text}`);
    this.tally.record(action, 'correct', sentAt, ms, status);
    return { kind: 'ok', value };
  }
}
