import type { ChannelListener } from '../../db/database';

export interface SessionCacheOptions {
  /** How long a checked session is believed without asking again (a safety net). */
  ttlMs: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries: number;
  /** A monotonic clock in ms (real time: the game's injected clock may stand still). */
  clock?: () => number;
}

/**
 * The sessions this server has seen alive, so that a request does not pay a
 * database lookup each time. Sound only while it hears every ended session: the
 * database announces each one (a trigger on `sessions`, channel `session_ended`)
 * to every server when it commits. While that channel is down the cache is empty
 * and unused; a lookup that overlapped an ending is not remembered (`epoch`).
 */
export class SessionCache implements ChannelListener {
  private readonly live = new Map<string, { userId: string; until: number }>();
  private listening = false;
  private epoch = 0;
  private readonly clock: () => number;

  constructor(private readonly opts: SessionCacheOptions) {
    this.clock = opts.clock ?? (() => performance.now());
  }

  /** True when the session is known alive; otherwise the caller asks the database. */
  has(sid: string, userId: string): boolean {
    const entry = this.live.get(sid);
    if (!entry) return false;
    if (entry.userId === userId && entry.until > this.clock()) return true;
    this.live.delete(sid);
    return false;
  }

  /** Marks the start of a lookup; pass the mark to `remember`. */
  mark(): number {
    return this.epoch;
  }

  /** Remembers a session the database just confirmed, unless one ended meanwhile. */
  remember(sid: string, userId: string, mark: number): void {
    if (!this.listening || mark !== this.epoch) return;
    if (this.live.size >= this.opts.maxEntries) {
      const oldest = this.live.keys().next().value;
      if (oldest !== undefined) this.live.delete(oldest);
    }
    this.live.set(sid, { userId, until: this.clock() + this.opts.ttlMs });
  }

  /** This server ended the session: forget it now, before the announcement arrives. */
  forget(sid: string): void {
    this.epoch++;
    this.live.delete(sid);
  }

  /** This server ended every session of the user. */
  forgetUser(userId: string): void {
    this.epoch++;
    for (const [sid, entry] of this.live) if (entry.userId === userId) this.live.delete(sid);
  }

  message(sid: string): void {
    this.forget(sid);
  }

  up(): void {
    this.epoch++;
    this.live.clear();
    this.listening = true;
  }

  down(): void {
    this.epoch++;
    this.listening = false;
    this.live.clear();
  }

  get size(): number {
    return this.live.size;
  }
}
