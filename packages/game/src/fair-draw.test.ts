import { describe, expect, it } from 'vitest';
import { fairDraw, fairSeed, serverSeedHash } from './fair-draw';
import { findBox } from './gacha';

const SEED = '00'.repeat(31) + '01';

describe('fair draws', () => {
  it('commits to the seed by SHA-256 of its bytes', () => {
    // sha256 of 32 zero bytes is a published test vector.
    expect(serverSeedHash('00'.repeat(32))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    );
  });

  it('seeds sfc32 from the first 16 bytes of the HMAC, little-endian', () => {
    const a = fairSeed(SEED, 'client:0:0');
    expect(a).toHaveLength(4);
    expect(a.every((n) => Number.isInteger(n) && n >= 0 && n < 2 ** 32)).toBe(true);
    expect(fairSeed(SEED, 'client:0:1')).not.toEqual(a);
    expect(fairSeed(SEED, 'client:0:0')).toEqual(a);
  });

  it('the same seeds draw the same; another nonce draws otherwise', () => {
    const box = findBox(0)!;
    const input = { serverSeed: SEED, clientSeed: 'client', nonce: 7 };
    const first = fairDraw(input, box, 11, 3);
    expect(fairDraw(input, box, 11, 3)).toEqual(first);
    const others = [8, 9, 10, 11].map((nonce) => fairDraw({ ...input, nonce }, box, 11, 3));
    expect(others.some((o) => JSON.stringify(o) !== JSON.stringify(first))).toBe(true);
  });
});
