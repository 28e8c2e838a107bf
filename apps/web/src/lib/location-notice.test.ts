import { describe, expect, it } from 'vitest';
import { noticeState, readNotice } from './location-notice';

describe('readNotice', () => {
  it('reads a notice written by noticeState', () => {
    expect(readNotice(noticeState('Welcome.'))).toBe('Welcome.');
  });

  it('ignores anything else', () => {
    expect(readNotice(null)).toBeNull();
    expect(readNotice('hi')).toBeNull();
    expect(readNotice({ notice: 3 })).toBeNull();
    expect(readNotice({ notice: '' })).toBeNull();
  });
});
