import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgeTimer, type ForgeTimer } from '../utils/countdown';
import { useCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-01-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('ticks every second from the remaining time plus the 3 s margin, stopping at 0', () => {
    const timer = forgeTimer({ hours: 0, minutes: 0, seconds: 2 }, Date.now());
    const { result } = renderHook(() => useCountdown(timer));
    expect(result.current).toBe(5);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(5);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(4);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is null without a timer and restarts with a new one', () => {
    const { result, rerender } = renderHook(({ t }: { t: ForgeTimer | null }) => useCountdown(t), {
      initialProps: { t: null as ForgeTimer | null },
    });
    expect(result.current).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    rerender({ t: forgeTimer({ hours: 1, minutes: 0, seconds: 0 }, Date.now()) });
    expect(result.current).toBe(3603);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(3601);
  });
});
