import { describe, expect, it } from 'vitest';
import { BOXES, MULTI_DRAW } from '../testing/fixtures';
import { readDrawState } from './draw-state';

const box = BOXES[2]!;

describe('readDrawState', () => {
  it('reads a whole draw', () => {
    const state = { box, amount: 11, result: MULTI_DRAW };
    expect(readDrawState(state)).toMatchObject({ amount: 11, box: { index: 2, price: 100 } });
  });

  it('is null without state or with a partial one', () => {
    expect(readDrawState(null)).toBeNull();
    expect(readDrawState(undefined)).toBeNull();
    expect(readDrawState({ box, amount: 11 })).toBeNull();
    expect(readDrawState({ box, amount: 5, result: MULTI_DRAW })).toBeNull();
  });
});
