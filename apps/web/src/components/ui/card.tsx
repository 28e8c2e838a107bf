import type { ComponentProps, ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps extends ComponentProps<'article'> {
  /** Dark iron for pieces of equipment, parchment for the wares of the shops and the pack. */
  tone?: 'ink' | 'parchment';
  /** An item's rarity in lower case: it tints a dark card's rim ('none' leaves it plain). */
  rarity?: string;
}

/** An article framed as a card that fills its grid cell; name it with aria-labelledby. */
export function Card({ tone = 'ink', rarity, className, ...props }: CardProps) {
  const classes = [styles.card, styles[tone], className].filter(Boolean).join(' ');
  return <article className={classes} data-rarity={rarity} {...props} />;
}

/** A card's top row: its icon, its titles and what sits at the end (a count, a badge). */
export function CardHead({ children }: { children: ReactNode }) {
  return <div className={styles.head}>{children}</div>;
}
