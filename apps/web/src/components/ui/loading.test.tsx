import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Loading } from './loading';

describe('Loading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('cycles Loading . → .. → ... every 500 ms', () => {
    render(<Loading />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeDefined();
    expect(screen.getByText('Loading .')).toBeDefined();

    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByText('Loading .')).toBeDefined();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Loading ..')).toBeDefined();

    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('Loading ...')).toBeDefined();

    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('Loading .')).toBeDefined();
  });

  it('stops its timer when unmounted', () => {
    const { unmount } = render(<Loading />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
