import { ApiError } from '@/lib/api-client';

/** Spec §8: each draw button has a text for a refusal and one for a failed request. */
export interface DrawErrorTexts {
  /** The server said no without saying why. */
  refused: string;
  /** No usable answer: the network, a crash, an unexpected body. */
  failed: string;
}

export const DRAW_ERRORS: DrawErrorTexts = {
  refused: 'Draw failed',
  failed: 'Failed to perform draw. Try again later.',
};

export const DRAW_AGAIN_ERRORS: DrawErrorTexts = {
  refused: 'Failed to draw again',
  failed: 'Error performing draw. Please try again.',
};

/** The server's message when it sent one; otherwise the refusal or the failure text. */
export function drawErrorText(error: unknown, texts: DrawErrorTexts): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status < 500) return texts.refused;
  }
  return texts.failed;
}
