import { durationText } from '@/lib/duration-text';
import { formatNumber } from '@/lib/format-number';
import type { SessionHpRegen } from '@/stores/session-slice';

/**
 * e.g. "+8.1 HP/min" (5% of max HP a minute, so often not a whole number): at most one
 * decimal, none when it is 0. Without Intl, like formatNumber: the home would otherwise
 * pay Intl's start-up for this one figure.
 */
export function regenRateText(perMinute: number): string {
  const tenths = Math.round(Math.abs(perMinute) * 10);
  const decimal = tenths % 10 === 0 ? '' : `.${tenths % 10}`;
  return `+${formatNumber(Math.sign(perMinute) * Math.floor(tenths / 10))}${decimal} HP/min`;
}

/**
 * Seconds until full at `nowMs`, counted down from the server's figure and the time
 * it arrived (no new request); null while paused by a fight, 0 once full.
 */
export function secondsToFull(regen: SessionHpRegen, nowMs: number): number | null {
  if (regen.paused) return null;
  const elapsed = Math.max(0, Math.floor((nowMs - regen.received_at) / 1000));
  return Math.max(0, (regen.full_in_seconds ?? 0) - elapsed);
}

export function regenStatusText(regen: SessionHpRegen, nowMs: number): string {
  const left = secondsToFull(regen, nowMs);
  if (left === null) return 'Regeneration paused during a fight';
  return left > 0 ? `Full in ${durationText(left)}` : 'HP full';
}

/**
 * HP as it stands at `nowMs`: what has come back since the server's answer, from the
 * time left to full (never below the stored HP, which a potion may have raised since).
 */
export function hpAt(hp: number, maxHp: number, regen: SessionHpRegen, nowMs: number): number {
  const left = secondsToFull(regen, nowMs);
  if (left === null) return hp;
  const regained = maxHp - Math.ceil((regen.per_minute * left) / 60);
  return Math.min(maxHp, Math.max(hp, regained));
}
