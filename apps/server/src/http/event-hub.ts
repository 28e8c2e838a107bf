import type { ServerResponse } from 'node:http';
import type { NotificationView } from '@demonbane/shared/event-schemas';
import type { ChannelListener, Database } from '../db/database';
import { notificationsAfter, notificationView } from '../services/notification-service';

/** One open `GET /api/events` stream. */
export interface EventStream {
  userId: string;
  sessionId: string;
  /** The last event id this stream has sent (or was told by Last-Event-ID). */
  lastId: number;
  raw: ServerResponse;
}

/** One event in the Server-Sent Events format: its id, its name and its data. */
export function sseEvent(view: NotificationView): string {
  return `id: ${view._id}\nevent: ${view.kind}\ndata: ${JSON.stringify(view)}\n\n`;
}

/**
 * The open event streams of this server, by player. Notifications reach it from the
 * database's `notification` channel (PostgreSQL LISTEN/NOTIFY across servers; PGlite
 * in-process), whichever server's transaction wrote them. After the channel was
 * down, every stream catches up from the table, so nothing committed is lost. Each
 * stream sends an event once, in id order (events at or below its last id are skipped).
 */
export class EventHub {
  private byUser = new Map<string, Set<EventStream>>();
  private missed = false;

  constructor(private db: Database) {}

  get size(): number {
    let total = 0;
    for (const set of this.byUser.values()) total += set.size;
    return total;
  }

  add(stream: EventStream): void {
    const set = this.byUser.get(stream.userId) ?? new Set();
    set.add(stream);
    this.byUser.set(stream.userId, set);
  }

  remove(stream: EventStream): void {
    const set = this.byUser.get(stream.userId);
    if (!set) return;
    set.delete(stream);
    if (set.size === 0) this.byUser.delete(stream.userId);
  }

  send(stream: EventStream, view: NotificationView): void {
    if (view._id <= stream.lastId) return;
    stream.lastId = view._id;
    stream.raw.write(sseEvent(view));
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
      for (const set of this.byUser.values()) for (const s of set) void this.catchUp(s);
    },
    down: () => {
      this.missed = true;
    },
  };

  /** The `session_ended` channel: an ended session's streams are closed at once. */
  readonly sessions: ChannelListener = {
    message: (sessionId) => {
      for (const set of this.byUser.values()) {
        for (const stream of set) if (stream.sessionId === sessionId) stream.raw.end();
      }
    },
    up: () => {},
    down: () => {},
  };

  /** Ends every stream (the server is closing). */
  closeAll(): void {
    for (const set of this.byUser.values()) for (const s of set) s.raw.end();
    this.byUser.clear();
  }
}
