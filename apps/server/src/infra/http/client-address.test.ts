import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';

describe('addressKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['::ffff:c633:6407', '198.51.100.7'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::203.0.113.5', '64:ff9b:0:0::/64'],
  ])('%s → %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('gives every address of one /64 the same key, and neighbouring /64s different ones', () => {
    const keys = new Set(
      Array.from({ length: 50 }, (_, i) => addressKey(`2001:db8:0:7:${i.toString(16)}::${i}`)),
    );
    expect(keys).toEqual(new Set(['2001:db8:0:7::/64']));
    expect(addressKey('2001:db8:0:8::1')).not.toBe(addressKey('2001:db8:0:7::1'));
  });
});
