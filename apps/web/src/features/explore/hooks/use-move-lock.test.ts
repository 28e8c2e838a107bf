import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOVE_LOCK_MS, useMoveLock } from './use-move-lock';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('useMoveLock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is 300 ms (spec §9)', () => {
    expect(MOVE_LOCK_MS).toBe(300);
  });

  it('locks for 300 ms after a move request that answers at once', async () => {
    const { result } = renderHook(() => useMoveLock());
    const request = vi.fn(async () => {});
    await act(async () => {
      void result.current.run(request);
    });
    expect(request).toHaveBeenCalledTimes(1);
    expect(result.current.locked).toBe(true);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(MOVE_LOCK_MS - 1);
    });
    expect(result.current.locked).toBe(true);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(result.current.locked).toBe(false);
  });

  it('refuses moves while locked, then accepts the next one', async () => {
    const { result } = renderHook(() => useMoveLock());
    const request = vi.fn(async () => {});
    let second: boolean | undefined;
    await act(async () => {
      void result.current.run(request);
      second = await result.current.run(request);
    });
    expect(second).toBe(false);
    expect(request).toHaveBeenCalledTimes(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    await act(async () => {
      expect(await result.current.run(request)).toBe(false);
    });
    expect(request).toHaveBeenCalledTimes(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    await act(async () => {
      void result.current.run(request);
    });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('stays locked until a slow answer arrives, even after 300 ms', async () => {
    const { result } = renderHook(() => useMoveLock());
    const answer = deferred();
    await act(async () => {
      void result.current.run(() => answer.promise);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(result.current.locked).toBe(true);
    await act(async () => {
      answer.resolve();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.locked).toBe(false);
  });

  it('unlocks after a failed request too', async () => {
    const { result } = renderHook(() => useMoveLock());
    let outcome: Promise<boolean> | undefined;
    await act(async () => {
      outcome = result.current.run(() => Promise.reject(new Error('offline')));
      outcome.catch(() => {});
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MOVE_LOCK_MS);
    });
    await expect(outcome).rejects.toThrow('offline');
    expect(result.current.locked).toBe(false);
  });

  it('leaves no timer behind when the screen goes away', async () => {
    const { result, unmount } = renderHook(() => useMoveLock());
    await act(async () => {
      void result.current.run(async () => {});
    });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
