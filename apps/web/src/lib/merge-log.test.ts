import { describe, expect, it } from 'vitest';
import { mergeLog } from './merge-log';

describe('mergeLog', () => {
  it('takes the first log as it is', () => {
    expect(mergeLog([], ['A level 1 Imp blocks your path!'])).toEqual([
      'A level 1 Imp blocks your path!',
    ]);
  });

  it('appends the lines a round added', () => {
    expect(mergeLog(['intro'], ['intro', 'You hit for 5.', 'Imp hits for 2.'])).toEqual([
      'intro',
      'You hit for 5.',
      'Imp hits for 2.',
    ]);
  });

  it('keeps older lines the server has trimmed away', () => {
    const shown = ['a', 'b', 'c', 'd'];
    expect(mergeLog(shown, ['c', 'd', 'e', 'f'])).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('handles rounds that repeat the same words', () => {
    const shown = ['intro', 'You hit for 5.', 'Imp hits for 2.'];
    const incoming = [...shown, 'You hit for 5.', 'Imp hits for 2.'];
    expect(mergeLog(shown, incoming)).toEqual(incoming);
  });

  it('changes nothing when the log is the same (a reload)', () => {
    expect(mergeLog(['a', 'b'], ['a', 'b'])).toEqual(['a', 'b']);
  });

  it('appends everything when nothing overlaps', () => {
    expect(mergeLog(['a'], ['x', 'y'])).toEqual(['a', 'x', 'y']);
  });
});
