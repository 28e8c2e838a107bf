import type { RaidView } from '@demonbane/shared/guild-schemas';
import { formatNumber } from '@/lib/format-number';

/** Why the Attack button waits, or null when the hero may attack now. */
export function raidAttackBlock(raid: RaidView, heroLevel: number): string | null {
  if (raid.fell_at !== null) return 'The boss has fallen. A stronger one comes with next week.';
  if (heroLevel < raid.min_level)
    return `Reach level ${formatNumber(raid.min_level)} to join the raid.`;
  if (raid.attacks_left <= 0) return 'No attacks left today. They return at 00:00 UTC.';
  return null;
}

export interface RaidShare {
  userId: string;
  name: string;
  damage: number;
  /** Share of the damage dealt so far, in whole percent. */
  percent: number;
}

/** Contributions by damage, most first, each with its share of all damage dealt. */
export function raidShares(raid: RaidView): RaidShare[] {
  const total = raid.contributions.reduce((sum, c) => sum + c.damage, 0);
  return [...raid.contributions]
    .sort((a, b) => b.damage - a.damage || a.name.localeCompare(b.name))
    .map((c) => ({ ...c, percent: total > 0 ? Math.round((c.damage / total) * 100) : 0 }));
}
