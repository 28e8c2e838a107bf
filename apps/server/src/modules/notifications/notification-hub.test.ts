import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database';
import { EventHub, type EventStream } from './notification-hub';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A hub on a clock of the test's own; nothing here reaches the database. */
function hubAt(clock: { now: number }, heartbeatMs = 15_000) {
  return new EventHub({} as Database, {
    limits: { perSession: 3, perAccount: 10, perAddress: 30, total: 100 },
    heartbeatMs,
    clock: () => clock.now,
  });
}

function streamUntil(expiresAt: number, sessionId = 'session-1') {
  const raw = { write: vi.fn(), end: vi.fn() };
  const stream: EventStream = {
    userId: 'user-1',
    sessionId,
    address: '203.0.113.9',
    expiresAt,
    lastId: 0,
    raw: raw as unknown as ServerResponse,
  };
  return { stream, raw };
}

describe('EventHub expiry', () => {
  it('ends a stream when its token expires, to the millisecond', () => {
    const clock = { now: 0 };
    const hub = hubAt(clock);
    const { stream, raw } = streamUntil(HOUR);
    hub.add(stream);
    clock.now = HOUR - 1;
    vi.advanceTimersByTime(HOUR - 1);
    expect(raw.end).not.toHaveBeenCalled();
    clock.now = HOUR;
    vi.advanceTimersByTime(1);
    expect(raw.end).toHaveBeenCalledOnce();
    expect(hub.size).toBe(0);
  });

  it('ends it at a heartbeat when the clock has passed its expiry before the timer', () => {
    const clock = { now: 0 };
    const hub = hubAt(clock);
    const { stream, raw } = streamUntil(HOUR);
    hub.add(stream);
    vi.advanceTimersByTime(15_000);
    expect(raw.write).toHaveBeenLastCalledWith(': heartbeat\n\n');
    // A suspended process wakes after the token's expiry: the next heartbeat sees it.
    clock.now = 2 * HOUR;
    vi.advanceTimersByTime(15_000);
    expect(raw.end).toHaveBeenCalledOnce();
    expect(raw.write).toHaveBeenCalledOnce();
    expect(hub.size).toBe(0);
  });

  it('waits for an expiry further off than a timer can wait, in steps', () => {
    const clock = { now: 0 };
    const hub = hubAt(clock, DAY);
    const { stream, raw } = streamUntil(30 * DAY);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    hub.add(stream);
    // Node fires a longer timer at once (fake timers would not): none may be asked for.
    const longest = () => Math.max(...timers.mock.calls.map(([, ms]) => ms ?? 0));
    expect(longest()).toBe(2 ** 31 - 1);
    for (const day of [10, 20, 29]) {
      clock.now = day * DAY;
      vi.advanceTimersByTime(2 ** 31 - 1);
      expect(raw.end).not.toHaveBeenCalled();
    }
    clock.now = 30 * DAY;
    vi.advanceTimersByTime(2 ** 31 - 1);
    expect(raw.end).toHaveBeenCalledOnce();
    expect(longest()).toBe(2 ** 31 - 1);
  });

  it('leaves no timer behind for a stream that closed', () => {
    const clock = { now: 0 };
    const hub = hubAt(clock);
    const { stream } = streamUntil(HOUR);
    hub.add(stream);
    hub.remove(stream);
    hub.remove(stream);
    expect(vi.getTimerCount()).toBe(0);
    expect(hub.size).toBe(0);
  });
});
