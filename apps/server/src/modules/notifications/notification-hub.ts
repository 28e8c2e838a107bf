import type { ServerResponse } from 'node:http';
import { ErrorCode } from '@demonbane/shared/error-codes';
import type { NotificationView } from '@demonbane/shared/event-schemas';
import type { GuildMessageEvent } from '@demonbane/shared/guild-schemas';
import type { ChannelListener, Database } from '../../db/database';
import { notificationsAfter, notificationView } from './notification-service';
import { liveSessions } from '../../infra/sessions/session-service';
import { AppError } from '../../infra/http/app-error';

/** One open `GET /api/events` stream. */
export interface EventStream {
  userId: string;
  sessionId: string;
  /** The client's address as limits count it (infra/http/client-address.ts). */
  address: string;
  /** When its token expires, in ms since the epoch (real time, as the token's `exp`). */
  expiresAt: number;
  /** The last event id this stream has sent (or was told by Last-Event-ID). */
  lastId: number;
  /** Its hero's guild (null: none), read when it opens and followed on `member` payloads. */
  guildId?: string | null;
  raw: ServerResponse;
}

/** How many streams may be open at once. */
export interface StreamLimits {
  perSession: number;
  perAccount: number;
  perAddress: number;
  /** In this process, whoever opens them. */
  total: number;
}

export interface EventHubOptions {
  limits: StreamLimits;
  heartbeatMs: number;
  /** A session re-check that could not run (the database did not answer). */
  onError?: (err: unknown) => void;
  /** Real time in ms: tokens expire by the wall clock, whatever the game's clock says. */
  clock?: () => number;
  /** The guild of each of these players that is in one (none given: no guild chat). */
  guildsOf?: (userIds: string[]) => Promise<Map<string, string>>;
}

/** A refused stream may try again after this long; the browser's own backoff is similar. */
export const STREAM_RETRY_AFTER_SECONDS = 30;
// setTimeout fires at once for longer delays; a far expiry is waited for in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One event in the Server-Sent Events format: its id, its name and its data. */
export function sseEvent(view: NotificationView): string {
  return `id: ${view._id}\nevent: ${view.kind}\ndata: ${JSON.stringify(view)}\n\n`;
}

/**
 * A guild chat event: no `id:` line, so it never moves the client's Last-Event-ID (chat
 * is caught up from the history, not from the notifications table).
 */
export function guildMessageSse(event: GuildMessageEvent): string {
  return `event: guild.message\ndata: ${JSON.stringify(event)}\n\n`;
}

/** A `guild` channel payload, as the triggers of migration 0026 write it. */
type GuildPayload =
  | {
      kind: 'message' | 'deleted';
      id: number;
      guild_id: string;
      user_id: string;
      name: string;
      text: string;
      created_at: string;
    }
  | { kind: 'member'; user_id: string; guild_id: string | null };

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key) ?? new Set<V>();
  set.add(value);
  map.set(key, set);
}

function deleteFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}

/**
 * The open event streams of this server, by player, session and address, each within
 * its limits. Notifications reach it from the database's `notification` channel
 * (PostgreSQL LISTEN/NOTIFY across servers; PGlite in-process), whichever server's
 * transaction wrote them. After the channel was down, every stream catches up from the
 * table, so nothing committed is lost. Each stream sends an event once, in id order
 * (events at or below its last id are skipped). A stream ends when its token expires,
 * when its session ends (announced, ended here, or found gone by a re-check), or when
 * the server closes.
 */
export class EventHub {
  private readonly byUser = new Map<string, Set<EventStream>>();
  private readonly bySession = new Map<string, Set<EventStream>>();
  private readonly byAddress = new Map<string, Set<EventStream>>();
  private readonly byGuild = new Map<string, Set<EventStream>>();
  /**
   * Memberships announced while a stream's guild read is in flight, by player: the
   * announcement is newer than what the read may return, so it wins.
   */
  private readonly pendingMember = new Map<
    string,
    { reads: number; heard?: { guildId: string | null } }
  >();
  private guildsMissed = false;
  private readonly timers = new Map<
    EventStream,
    { heartbeat: NodeJS.Timeout; expiry: NodeJS.Timeout }
  >();
  private missed = false;
  private sessionsMissed = false;
  private readonly clock: () => number;

  constructor(
    private readonly db: Database,
    private readonly opts: EventHubOptions,
  ) {
    this.clock = opts.clock ?? Date.now;
  }

  get limits(): StreamLimits {
    return this.opts.limits;
  }

  get size(): number {
    return this.timers.size;
  }

  /**
   * Takes a stream in, or throws the refusal (429 over a client's limit, 503 over the
   * process's) before anything is held: call it before the response is hijacked.
   */
  add(stream: EventStream): void {
    const refusal = this.refusal(stream);
    if (refusal) throw refusal;
    addTo(this.byUser, stream.userId, stream);
    addTo(this.bySession, stream.sessionId, stream);
    addTo(this.byAddress, stream.address, stream);
    const heartbeat = setInterval(() => {
      if (this.clock() >= stream.expiresAt) return this.end(stream);
      stream.raw.write(': heartbeat\n\n');
    }, this.opts.heartbeatMs);
    this.timers.set(stream, { heartbeat, expiry: this.expiryTimer(stream) });
  }

  /** Forgets a stream that closed (harmless twice). */
  remove(stream: EventStream): void {
    const timers = this.timers.get(stream);
    if (!timers) return;
    clearInterval(timers.heartbeat);
    clearTimeout(timers.expiry);
    this.timers.delete(stream);
    deleteFrom(this.byUser, stream.userId, stream);
    deleteFrom(this.bySession, stream.sessionId, stream);
    deleteFrom(this.byAddress, stream.address, stream);
    if (stream.guildId) deleteFrom(this.byGuild, stream.guildId, stream);
  }

  /** Ends a stream from this side; a browser reconnects, and is asked for its session again. */
  end(stream: EventStream): void {
    this.remove(stream);
    stream.raw.end();
  }

  /** Ends the session's streams (logged out); returns how many. */
  closeSession(sessionId: string): number {
    const streams = [...(this.bySession.get(sessionId) ?? [])];
    for (const stream of streams) this.end(stream);
    return streams.length;
  }

  /** Ends the user's streams, but those of `except` (a password change keeps its own). */
  closeUser(userId: string, { except }: { except?: string } = {}): number {
    const streams = [...(this.byUser.get(userId) ?? [])].filter((s) => s.sessionId !== except);
    for (const stream of streams) this.end(stream);
    return streams.length;
  }

  /**
   * Looks every open stream's session up in one query and ends those whose session is
   * gone or whose token has expired: for ends this server may not have heard of.
   */
  async recheckSessions(): Promise<number> {
    const now = this.clock();
    let closed = 0;
    for (const stream of [...this.timers.keys()]) {
      if (now >= stream.expiresAt) {
        this.end(stream);
        closed++;
      }
    }
    const sids = [...this.bySession.keys()];
    if (sids.length === 0) return closed;
    const live = await liveSessions(this.db, sids);
    for (const sid of sids) if (!live.has(sid)) closed += this.closeSession(sid);
    return closed;
  }

  send(stream: EventStream, view: NotificationView): void {
    if (view._id <= stream.lastId) return;
    stream.lastId = view._id;
    stream.raw.write(sseEvent(view));
  }

  /**
   * Reads the guilds of these streams' heroes (call after `add`). A `member` payload
   * heard while the read is in flight is newer than the read's answer, and wins.
   */
  async readGuilds(streams: EventStream[]): Promise<void> {
    const users = [...new Set(streams.map((s) => s.userId))];
    for (const u of users) {
      const pending = this.pendingMember.get(u) ?? { reads: 0 };
      pending.reads++;
      this.pendingMember.set(u, pending);
    }
    const settle = (u: string) => {
      const pending = this.pendingMember.get(u)!;
      if (--pending.reads === 0) this.pendingMember.delete(u);
      return pending;
    };
    let read: Map<string, string>;
    try {
      read = (await this.opts.guildsOf?.(users)) ?? new Map<string, string>();
    } catch (err) {
      for (const u of users) settle(u);
      throw err;
    }
    for (const u of users) {
      const { heard } = settle(u);
      const guildId = heard ? heard.guildId : (read.get(u) ?? null);
      for (const s of streams) if (s.userId === u && this.timers.has(s)) this.joinGuild(s, guildId);
    }
  }

  private joinGuild(stream: EventStream, guildId: string | null): void {
    if (stream.guildId === guildId) return;
    if (stream.guildId) deleteFrom(this.byGuild, stream.guildId, stream);
    stream.guildId = guildId;
    if (guildId) addTo(this.byGuild, guildId, stream);
  }

  /** Sends a stream what it has not seen yet, from the table. */
  async catchUp(stream: EventStream): Promise<void> {
    for (const view of await notificationsAfter(this.db, stream.userId, stream.lastId)) {
      this.send(stream, view);
    }
  }

  /** The `notification` channel: a committed row, as its trigger wrote it. */
  readonly notifications: ChannelListener = {
    message: (payload) => {
      let row: {
        id: number;
        user_id: string;
        kind: string;
        data: Record<string, unknown>;
        created_at: string;
      };
      try {
        row = JSON.parse(payload) as typeof row;
      } catch {
        return;
      }
      const streams = this.byUser.get(row.user_id);
      if (!streams) return;
      const view = notificationView({
        id: Number(row.id),
        kind: row.kind,
        data: row.data,
        createdAt: new Date(row.created_at),
        readAt: null,
      });
      for (const stream of streams) this.send(stream, view);
    },
    up: () => {
      if (!this.missed) return;
      this.missed = false;
      for (const s of this.timers.keys()) {
        // A catch-up that fails ends its stream: the browser reconnects and asks again.
        this.catchUp(s).catch((err: unknown) => {
          this.opts.onError?.(err);
          this.end(s);
        });
      }
    },
    down: () => {
      this.missed = true;
    },
  };

  /**
   * The `guild` channel: a chat message (or its deletion) goes to the open streams of
   * that guild's members; a membership change moves its player's streams at once (a
   * kicked member hears nothing more). After the channel was down, the memberships of
   * every open stream are read again; messages posted meanwhile are in the history.
   */
  readonly guilds: ChannelListener = {
    message: (raw) => {
      let payload: GuildPayload;
      try {
        payload = JSON.parse(raw) as GuildPayload;
      } catch {
        return;
      }
      if (payload.kind === 'member') {
        const pending = this.pendingMember.get(payload.user_id);
        if (pending) pending.heard = { guildId: payload.guild_id };
        for (const s of this.byUser.get(payload.user_id) ?? []) this.joinGuild(s, payload.guild_id);
        return;
      }
      const streams = this.byGuild.get(payload.guild_id);
      if (!streams) return;
      const event = guildMessageSse({
        message: {
          id: Number(payload.id),
          guildId: payload.guild_id,
          userId: payload.user_id,
          name: payload.name,
          text: payload.text,
          created_at: new Date(payload.created_at).toISOString(),
        },
        deleted: payload.kind === 'deleted',
      });
      for (const s of streams) s.raw.write(event);
    },
    up: () => {
      if (!this.guildsMissed) return;
      this.guildsMissed = false;
      this.readGuilds([...this.timers.keys()]).catch((err: unknown) => this.opts.onError?.(err));
    },
    down: () => {
      this.guildsMissed = true;
    },
  };

  /**
   * The `session_ended` channel: an ended session's streams are closed at once. Ends
   * announced while the channel was down are lost, so once it is back every open
   * stream's session is looked up again.
   */
  readonly sessions: ChannelListener = {
    message: (sessionId) => void this.closeSession(sessionId),
    up: () => {
      if (!this.sessionsMissed) return;
      this.sessionsMissed = false;
      this.recheckSessions().catch((err: unknown) => this.opts.onError?.(err));
    },
    down: () => {
      this.sessionsMissed = true;
    },
  };

  /** Ends every stream (the server is closing). */
  closeAll(): void {
    for (const stream of [...this.timers.keys()]) this.end(stream);
  }

  private refusal(stream: EventStream): AppError | undefined {
    const { perSession, perAccount, perAddress, total } = this.opts.limits;
    const tooMany = (what: string, max: number) =>
      new AppError(
        ErrorCode.TooManyRequests,
        `Too many live update streams ${what} (at most ${max}). Close another tab, or try again later.`,
        STREAM_RETRY_AFTER_SECONDS,
      );
    if ((this.bySession.get(stream.sessionId)?.size ?? 0) >= perSession) {
      return tooMany('for this session', perSession);
    }
    if ((this.byUser.get(stream.userId)?.size ?? 0) >= perAccount) {
      return tooMany('for this account', perAccount);
    }
    if ((this.byAddress.get(stream.address)?.size ?? 0) >= perAddress) {
      return tooMany('from this address', perAddress);
    }
    if (this.size >= total) {
      return new AppError(
        ErrorCode.ServiceUnavailable,
        'The server has too many live update streams open. Try again in a moment.',
        STREAM_RETRY_AFTER_SECONDS,
      );
    }
    return undefined;
  }

  /** Ends the stream when its token expires (in steps, for a far expiry). */
  private expiryTimer(stream: EventStream): NodeJS.Timeout {
    const left = stream.expiresAt - this.clock();
    return setTimeout(
      () => {
        const timers = this.timers.get(stream);
        if (!timers) return;
        if (this.clock() >= stream.expiresAt) return this.end(stream);
        timers.expiry = this.expiryTimer(stream);
      },
      Math.min(Math.max(0, left), MAX_TIMER_MS),
    );
  }
}
