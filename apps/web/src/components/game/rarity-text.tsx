import type { ReactNode } from 'react';
import type { Rarity } from '@demonbane/game/rarity';
import styles from './rarity-text.module.css';

export interface RarityTextProps {
  rarity: Rarity | null;
  children: ReactNode;
  /** Which background the text sits on; each has its own contrast-checked palette. */
  surface?: 'dark' | 'parchment';
}

/** Text in its rarity colour (spec §9: Common grey … Legendary orange, anything else white). */
export function RarityText({ rarity, children, surface = 'dark' }: RarityTextProps) {
  const tone = rarity ? styles[rarity.toLowerCase()] : undefined;
  return (
    <span className={[styles.rarity, styles[surface], tone].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}
