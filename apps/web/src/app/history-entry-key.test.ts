import { describe, expect, it } from 'vitest';
import { keyFreshHistoryEntry } from './history-entry-key';

/** A history holding one entry's state, as after a full page load. */
function historyWith(state: unknown) {
  const entry = { state };
  return {
    history: {
      get state() {
        return entry.state;
      },
      replaceState(next: unknown) {
        entry.state = next;
      },
    } as unknown as History,
    entry,
  };
}

describe('keyFreshHistoryEntry', () => {
  it('keys an entry loaded fresh, so it does not share the "default" scroll position', () => {
    const first = historyWith(null);
    const second = historyWith(null);
    keyFreshHistoryEntry(first.history);
    keyFreshHistoryEntry(second.history);
    const a = (first.entry.state as { key: string }).key;
    const b = (second.entry.state as { key: string }).key;
    expect(a).toMatch(/^[a-z0-9]+$/);
    expect(a).not.toBe(b);
  });

  it('keeps the key of an entry the router made, or a reloaded one', () => {
    const { history, entry } = historyWith({ usr: { notice: 'Hi' }, key: 'abc123', idx: 2 });
    keyFreshHistoryEntry(history);
    expect(entry.state).toEqual({ usr: { notice: 'Hi' }, key: 'abc123', idx: 2 });
  });

  it('keeps what else the entry holds', () => {
    const { history, entry } = historyWith({ idx: 0 });
    keyFreshHistoryEntry(history);
    expect(entry.state).toMatchObject({ idx: 0, key: expect.any(String) });
  });
});
