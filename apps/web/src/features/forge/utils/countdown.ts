/** Spec §4 and §9: a 3-second margin is added to the server's remaining time. */
export const FORGE_MARGIN_SECONDS = 3;
/** Spec §9: the timer ticks every second. */
export const FORGE_TICK_MS = 1000;

export interface RemainingTime {
  hours: number;
  minutes: number;
  seconds: number;
}

/** A running forge timer on the client's clock. */
export interface ForgeTimer {
  /** When the server's answer arrived (ms). */
  startedAt: number;
  /** When the piece may be claimed: the server's remaining time plus the margin (ms). */
  readyAt: number;
}

export function toSeconds({ hours, minutes, seconds }: RemainingTime): number {
  return hours * 3600 + minutes * 60 + seconds;
}

/** The timer for a remaining time received at `now`, margin included. */
export function forgeTimer(remaining: RemainingTime, now: number): ForgeTimer {
  return { startedAt: now, readyAt: now + (toSeconds(remaining) + FORGE_MARGIN_SECONDS) * 1000 };
}

/** Whole seconds left at `now` (never negative, never more than the timer started with). */
export function secondsLeft(timer: ForgeTimer, now: number): number {
  const from = Math.max(now, timer.startedAt);
  return Math.max(0, Math.ceil((timer.readyAt - from) / 1000));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** hours:minutes:seconds, e.g. 366 → '00:06:06'. */
export function formatCountdown(totalSeconds: number): string {
  const total = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
}

/** Spec §4: free to set up, forging (a countdown), or ready to claim. */
export type ForgePhase = 'free' | 'forging' | 'ready';

/** null is free; true is ready; false is forging until the countdown reaches zero. */
export function forgePhase(status: boolean | null, secondsLeft: number | null): ForgePhase {
  if (status === null) return 'free';
  if (status === true || secondsLeft === 0) return 'ready';
  return 'forging';
}
