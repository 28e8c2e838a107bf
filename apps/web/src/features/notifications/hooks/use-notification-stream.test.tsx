import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { FakeEventSource, installFakeEventSource } from '@/testing/fake-event-source';
import { makeNotification } from '../testing/notification-fixtures';
import { useNotificationStream } from './use-notification-stream';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Lets the session check's answer be heard (a resolved promise, then its callbacks). */
const settle = () => act(async () => {});

function mount(checkSession: () => Promise<unknown> = () => Promise.resolve()) {
  const events = installFakeEventSource();
  const heard: number[] = [];
  const check = vi.fn(checkSession);
  const hook = renderHook(() => useNotificationStream((n) => heard.push(n._id), check));
  return { events, heard, check, hook };
}

describe('useNotificationStream', () => {
  it('opens the stream again after a refusal, waiting 5 s, then twice as long each time up to 60 s', async () => {
    const { events, heard, check } = mount();
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const count = events.opened.length;
      events.current().refused();
      await settle();
      let waited = 0;
      while (events.opened.length === count) {
        act(() => vi.advanceTimersByTime(1000));
        waited += 1000;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
    expect(check).toHaveBeenCalledTimes(6);
    // Only the last one is open, and it delivers.
    expect(events.opened.slice(0, -1).every((s) => s.readyState === FakeEventSource.CLOSED)).toBe(
      true,
    );
    events.current().emit('bazaar.sold', makeNotification({ _id: 7 }), '7');
    expect(heard).toEqual([7]);
  });

  it('starts again from 5 s once a stream has opened', async () => {
    const { events } = mount();
    events.current().refused();
    await settle();
    act(() => vi.advanceTimersByTime(5_000));
    events.current().refused();
    await settle();
    act(() => vi.advanceTimersByTime(10_000));
    expect(events.opened).toHaveLength(3);
    events.current().opened();
    events.current().refused();
    await settle();
    act(() => vi.advanceTimersByTime(4_999));
    expect(events.opened).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1));
    expect(events.opened).toHaveLength(4);
  });

  it('does not open it again when the session is gone (401): the logout takes over', async () => {
    const { events, check } = mount(() =>
      Promise.reject(new ApiError(401, 'Your session has expired.')),
    );
    events.current().refused();
    await settle();
    expect(check).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(120_000));
    expect(events.opened).toHaveLength(1);
  });

  it('opens it again when the check itself fails otherwise (a network error, a 503)', async () => {
    const { events } = mount(() => Promise.reject(new ApiError(503, null)));
    events.current().refused();
    await settle();
    act(() => vi.advanceTimersByTime(5_000));
    expect(events.opened).toHaveLength(2);
  });

  it('leaves a dropped connection to the browser’s own reconnect, asking about the session once', async () => {
    const { events, check } = mount();
    events.current().opened();
    // The server ended the stream (its session may have ended): asked at once.
    events.current().dropped();
    await settle();
    expect(check).toHaveBeenCalledTimes(1);
    // The browser's own retries failing while it reconnects are not asked about again.
    events.current().dropped();
    await settle();
    act(() => vi.advanceTimersByTime(120_000));
    expect(check).toHaveBeenCalledTimes(1);
    expect(events.opened).toHaveLength(1);
    // Open again, then dropped again: asked again.
    events.current().opened();
    events.current().dropped();
    await settle();
    expect(check).toHaveBeenCalledTimes(2);
    expect(events.opened).toHaveLength(1);
  });

  it('a dropped stream whose session is gone opens nothing more (the logout takes over)', async () => {
    const { events, check } = mount(() => Promise.reject(new ApiError(401, 'Logged out.')));
    events.current().opened();
    events.current().dropped();
    await settle();
    expect(check).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(120_000));
    expect(events.opened).toHaveLength(1);
  });

  it('closes the stream and opens none after unmounting', async () => {
    const { events, hook } = mount();
    events.current().refused();
    await settle();
    hook.unmount();
    act(() => vi.advanceTimersByTime(120_000));
    expect(events.opened).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
