import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { readRestingRefusal } from './resting-refusal';

const MESSAGE = 'You are too hurt to set out. Rest a while or drink a potion.';

describe('readRestingRefusal', () => {
  it('reads the message and the wait of a resting refusal', () => {
    const error = new ApiError(409, MESSAGE, {
      message: MESSAGE,
      reason: 'resting',
      ready_in_seconds: 95,
    });
    expect(readRestingRefusal(error, 1000)).toEqual({
      message: MESSAGE,
      readyInSeconds: 95,
      receivedAt: 1000,
    });
  });

  it('is null for any other refusal or error', () => {
    expect(readRestingRefusal(new ApiError(409, 'You are already in a fight.', {}))).toBeNull();
    expect(
      readRestingRefusal(new ApiError(400, MESSAGE, { message: MESSAGE, reason: 'resting' })),
    ).toBeNull();
    expect(readRestingRefusal(new Error('offline'))).toBeNull();
  });
});
