import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

const make = (maxEntries = 10) => {
  let now = 0;
  const cache = new SessionCache({ ttlMs: 1000, maxEntries, clock: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
};

describe('SessionCache', () => {
  it('remembers nothing until its channel is up, and forgets everything when it goes down', () => {
    const { cache } = make();
    cache.remember('s1', 'u1', cache.mark());
    expect(cache.has('s1', 'u1')).toBe(false);
    cache.up();
    cache.remember('s1', 'u1', cache.mark());
    expect(cache.has('s1', 'u1')).toBe(true);
    cache.down();
    expect(cache.has('s1', 'u1')).toBe(false);
    cache.remember('s1', 'u1', cache.mark());
    expect(cache.has('s1', 'u1')).toBe(false);
  });

  it('believes an entry only for its user and only until it expires', () => {
    const { cache, advance } = make();
    cache.up();
    cache.remember('s1', 'u1', cache.mark());
    expect(cache.has('s1', 'u2')).toBe(false);
    cache.remember('s1', 'u1', cache.mark());
    advance(999);
    expect(cache.has('s1', 'u1')).toBe(true);
    advance(1);
    expect(cache.has('s1', 'u1')).toBe(false);
  });

  it('forgets an ended session, one user’s sessions, and drops the oldest when full', () => {
    const { cache } = make(3);
    cache.up();
    for (const [sid, user] of [
      ['a', 'u1'],
      ['b', 'u1'],
      ['c', 'u2'],
    ]) {
      cache.remember(sid!, user!, cache.mark());
    }
    cache.message('c');
    expect(cache.has('c', 'u2')).toBe(false);
    cache.forgetUser('u1');
    expect(cache.size).toBe(0);
    for (const sid of ['a', 'b', 'c', 'd']) cache.remember(sid, 'u3', cache.mark());
    expect(cache.size).toBe(3);
    expect(cache.has('a', 'u3')).toBe(false);
    expect(cache.has('d', 'u3')).toBe(true);
  });

  it('does not remember a lookup that overlapped an ending (the ending may have come first)', () => {
    const { cache } = make();
    cache.up();
    const mark = cache.mark();
    // The database answered "alive"; meanwhile the session ended and was announced.
    cache.message('s1');
    cache.remember('s1', 'u1', mark);
    expect(cache.has('s1', 'u1')).toBe(false);
  });
});
