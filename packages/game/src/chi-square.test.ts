import { describe, expect, it } from 'vitest';
import { chiSquare, logGamma, regularizedGammaP } from './chi-square';

describe('chi-square', () => {
  it('knows Γ', () => {
    expect(Math.exp(logGamma(5))).toBeCloseTo(24, 8);
    expect(Math.exp(logGamma(0.5))).toBeCloseTo(Math.sqrt(Math.PI), 8);
  });

  it('matches textbook critical values', () => {
    // P(χ² ≤ 3.841 | df 1) = 0.95; P(χ² ≤ 9.488 | df 4) = 0.95; P(χ² ≤ 13.277 | df 4) = 0.99.
    expect(regularizedGammaP(0.5, 3.841 / 2)).toBeCloseTo(0.95, 3);
    expect(regularizedGammaP(2, 9.488 / 2)).toBeCloseTo(0.95, 3);
    expect(regularizedGammaP(2, 13.277 / 2)).toBeCloseTo(0.99, 3);
  });

  it('accepts a perfect fit and rejects a clearly wrong one', () => {
    expect(chiSquare([500, 300, 200], [0.5, 0.3, 0.2]).pValue).toBeCloseTo(1, 5);
    expect(chiSquare([700, 200, 100], [0.5, 0.3, 0.2]).pValue).toBeLessThan(1e-10);
  });
});
