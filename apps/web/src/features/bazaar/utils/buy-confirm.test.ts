import { describe, expect, it } from 'vitest';
import { bigSpend } from './buy-confirm';

describe('bigSpend', () => {
  it('asks when the purchase spends everything or leaves less than a tenth', () => {
    expect(bigSpend(1500, 1500)).toEqual({ left: 0 });
    expect(bigSpend(1400, 1500)).toEqual({ left: 100 });
  });

  it('stays one click for a smaller share, an unknown purse or one that cannot pay', () => {
    expect(bigSpend(1350, 1500)).toBeNull();
    expect(bigSpend(500, 1500)).toBeNull();
    expect(bigSpend(500, null)).toBeNull();
    expect(bigSpend(2000, 1500)).toBeNull();
  });
});
