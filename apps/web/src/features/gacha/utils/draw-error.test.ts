import { describe, expect, it } from 'vitest';
import { ApiError, ContractError } from '@/lib/api-client';
import { DRAW_AGAIN_ERRORS, DRAW_ERRORS, drawErrorText } from './draw-error';

describe('drawErrorText (spec §8)', () => {
  it("shows the server's message when it sent one", () => {
    const refusal = new ApiError(409, 'Not enough gold: x11 costs 3000.');
    expect(drawErrorText(refusal, DRAW_ERRORS)).toBe('Not enough gold: x11 costs 3000.');
    expect(drawErrorText(refusal, DRAW_AGAIN_ERRORS)).toBe('Not enough gold: x11 costs 3000.');
  });

  it('a refusal without a message falls back to the refusal text', () => {
    expect(drawErrorText(new ApiError(400, null), DRAW_ERRORS)).toBe('Draw failed');
    expect(drawErrorText(new ApiError(400, null), DRAW_AGAIN_ERRORS)).toBe('Failed to draw again');
  });

  it('a failed request falls back to the failure text', () => {
    for (const err of [
      new TypeError('Failed to fetch'),
      new ApiError(502, null),
      new ContractError('/gacha', 'bad'),
    ]) {
      expect(drawErrorText(err, DRAW_ERRORS)).toBe('Failed to perform draw. Try again later.');
      expect(drawErrorText(err, DRAW_AGAIN_ERRORS)).toBe(
        'Error performing draw. Please try again.',
      );
    }
  });
});
