/** When the first drawn piece starts to turn over, after the box has burst open. */
export const FIRST_TURN_MS = 450;
/** Each piece turns this long after the one before. */
export const TURN_STEP_MS = 110;
/** How long one piece takes to turn over. */
export const TURN_MS = 620;

/** When the piece at `order` starts to turn (its card's animation delay). */
export function turnDelayMs(order: number): number {
  return FIRST_TURN_MS + order * TURN_STEP_MS;
}

/** When the piece at `order` shows its face: halfway through its turn. */
export function facedAtMs(order: number): number {
  return turnDelayMs(order) + TURN_MS / 2;
}
