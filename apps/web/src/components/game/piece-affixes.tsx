import type { AffixView } from '@demonbane/shared/user-schemas';
import styles from './piece-affixes.module.css';

export interface PieceAffixesProps {
  affixes: readonly AffixView[];
  /** The list's name for screen readers. */
  label?: string;
  /** One line of text, for places that only take inline content (a radio's label). */
  inline?: boolean;
  /** Which background the list sits on; each has its own contrast-checked colours. */
  surface?: 'dark' | 'parchment';
  className?: string;
}

/** A piece's affixes as a short list ("+30% damage"); nothing at all when it has none. */
export function PieceAffixes({
  affixes,
  label = 'Affixes',
  inline = false,
  surface = 'dark',
  className,
}: PieceAffixesProps) {
  if (affixes.length === 0) return null;
  const classes = [inline ? styles.inline : styles.list, styles[surface], className]
    .filter(Boolean)
    .join(' ');
  if (inline) {
    return (
      <span className={classes}>
        <span className="sr-only">{label}: </span>
        {affixes.map(({ kind, text }) => (
          <span key={kind} className={styles.affix} data-kind={kind}>
            {text}
          </span>
        ))}
      </span>
    );
  }
  return (
    <ul className={classes} aria-label={label}>
      {affixes.map(({ kind, text }) => (
        <li key={kind} className={styles.affix} data-kind={kind}>
          {text}
        </li>
      ))}
    </ul>
  );
}
