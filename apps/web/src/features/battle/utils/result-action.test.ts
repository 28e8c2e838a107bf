import { describe, expect, it } from 'vitest';
import { resultAction } from './result-action';

describe('resultAction (spec §4 result buttons)', () => {
  it.each([
    ['lose', 'hunt', 'Back to Hunt', '/hunt'],
    ['lose', 'explore', 'Back to Map Selection', '/explore'],
    ['win', 'explore', 'Back to Map', '/explore-map'],
    ['win', 'hunt', 'Back to Hunt', '/hunt'],
  ] as const)('a %s from %s offers %s (%s)', (outcome, page, label, to) => {
    expect(resultAction(outcome, page)).toEqual({ label, to });
  });
});
