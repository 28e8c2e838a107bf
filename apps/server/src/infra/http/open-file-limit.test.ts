import { describe, expect, it } from 'vitest';
import { openFileSoftLimit, streamCeiling } from './open-file-limit';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max processes             96365                96365                processes
Max open files            1024                 524288               files
Max locked memory         8388608              8388608              bytes
`;

describe('the event stream ceiling', () => {
  it('reads the soft open-file limit from /proc/self/limits', () => {
    expect(openFileSoftLimit(() => LIMITS)).toBe(1024);
    expect(openFileSoftLimit(() => LIMITS.replace('1024 ', 'unlimited'))).toBeUndefined();
    expect(
      openFileSoftLimit(() => {
        throw new Error('ENOENT');
      }),
    ).toBeUndefined();
    // This process's own, on Linux.
    expect(openFileSoftLimit()).toBeGreaterThan(0);
  });

  it('is the configured number, but never more than half the open-file limit', () => {
    expect(streamCeiling(1000, 1024)).toBe(512);
    expect(streamCeiling(1000, 20_000)).toBe(1000);
    expect(streamCeiling(1000, undefined)).toBe(1000);
    expect(streamCeiling(1000, 1)).toBe(1);
  });
});
