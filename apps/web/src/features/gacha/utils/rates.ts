import type { GachaBoxView } from '@demonbane/shared/gacha-schemas';

/** The table's "nothing" outcome: part of the odds, hidden on the box list (spec §3). */
export const NOTHING_KEY = 'null';

export interface Rate {
  key: string;
  percent: number;
}

/** A box's odds as one list of {key, percent}, in the table's order, the 'null' key left out. */
export function visibleRates(rarity: GachaBoxView['rarity']): Rate[] {
  return rarity
    .flatMap((pair) => Object.entries(pair).map(([key, percent]) => ({ key, percent })))
    .filter((rate) => rate.key !== NOTHING_KEY);
}

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 60 → '60%', 2.5 → '2.5%', 0.125 → '0.13%'. */
export function formatPercent(percent: number): string {
  return `${percentFormat.format(percent)}%`;
}
