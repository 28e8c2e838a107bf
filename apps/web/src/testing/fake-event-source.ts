import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The browser's EventSource, which jsdom lacks: it never connects; a test pushes events
 * into it as GET /api/events would send them.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly url: string;
  readonly withCredentials = false;
  readyState = FakeEventSource.OPEN;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The stream answers or ends as a browser sees it: `open`, or an `error` that leaves it CLOSED. */
  opened() {
    act(() => {
      this.readyState = FakeEventSource.OPEN;
      this.dispatchEvent(new Event('open'));
    });
  }

  /** The server ended an open stream: the browser will connect again by itself, after a wait. */
  dropped() {
    act(() => {
      this.readyState = FakeEventSource.CONNECTING;
      this.dispatchEvent(new Event('error'));
    });
  }

  /** Any answer but a stream (429, 503, 401): the browser gives up on this source for good. */
  refused() {
    act(() => {
      this.readyState = FakeEventSource.CLOSED;
      this.dispatchEvent(new Event('error'));
    });
  }

  /**
   * One event as the stream sends it: `id:`, `event:` (its name) and `data:` (JSON),
   * inside act() so what it renders is on screen when it returns.
   */
  emit(event: string, data: unknown, id = '') {
    act(() => {
      this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data), lastEventId: id }));
    });
  }
}

/**
 * Puts a FakeEventSource in place of EventSource for this test (vitest unstubs globals
 * after each). `current()` is the last one opened, `opened` all of them.
 */
export function installFakeEventSource() {
  const opened: FakeEventSource[] = [];
  vi.stubGlobal(
    'EventSource',
    class extends FakeEventSource {
      constructor(url: string | URL) {
        super(url);
        opened.push(this);
      }
    },
  );
  return {
    opened,
    current(): FakeEventSource {
      const source = opened.at(-1);
      if (!source) throw new Error('No EventSource has been opened.');
      return source;
    },
  };
}
