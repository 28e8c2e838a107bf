/**
 * A test client for GET /api/events over a real socket: it reads the stream as a
 * browser's EventSource would (id, event and data fields, comments as heartbeats)
 * and lets a test wait for the next event of a kind.
 */
export interface StreamEvent {
  id: number;
  event: string;
  data: { _id: number; kind: string; message: string; data: Record<string, unknown> };
}

export interface OpenStream {
  status: number;
  headers: Headers;
  events: StreamEvent[];
  heartbeats: number;
  /** The next event (of `kind`, if given) not yet taken; fails after `ms`. */
  next(kind?: string, ms?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The answer's body when it was not a stream (a refusal's `{ message }`). */
  refusal: Promise<{ message?: string } | undefined>;
  close(): void;
}

export async function openEventStream(
  baseUrl: string,
  token: string | undefined,
  lastEventId?: number,
  /** More request headers (X-Forwarded-For behind a trusted proxy, …). */
  extraHeaders: Record<string, string> = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream', ...extraHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const res = await fetch(`${baseUrl}/api/events`, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  let taken = 0;
  let heartbeats = 0;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  let buffer = '';
  const isStream = res.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
  const ended = (async () => {
    if (!res.body || !isStream) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) heartbeats++;
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => !l.startsWith(':') && l.includes(':'))
              .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
          );
          if (fields.data) {
            events.push({
              id: Number(fields.id),
              event: fields.event ?? 'message',
              data: JSON.parse(fields.data),
            });
          }
          wake();
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      wake();
    }
  })();
  const refusal = isStream
    ? Promise.resolve(undefined)
    : res.json().then(
        (body) => body as { message?: string },
        () => undefined,
      );
  return {
    refusal,
    status: res.status,
    headers: res.headers,
    events,
    get heartbeats() {
      return heartbeats;
    },
    async next(kind, ms = 5000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const i = events.findIndex((e, j) => j >= taken && (!kind || e.event === kind));
        if (i >= 0) {
          taken = i + 1;
          return events[i]!;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${kind ?? ''} event within ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    ended,
    close: () => controller.abort(),
  };
}
