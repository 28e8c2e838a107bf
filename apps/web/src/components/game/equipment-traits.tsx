import { AFFIX_KINDS, describeAffix } from '@demonbane/game/affixes';
import type { AffixView, UserView } from '@demonbane/shared/user-schemas';
import { PieceAffixes, type PieceAffixesProps } from './piece-affixes';
import styles from './equipment-traits.module.css';

/** What the worn affixes add together, as POST /user reports it. */
export type WornTraits = UserView['equipment_traits'];

/** The worn traits that add something, read like a piece's affixes: "+30% damage". */
export function traitAffixes(traits: WornTraits): AffixView[] {
  return AFFIX_KINDS.filter((kind) => traits[kind] > 0).map((kind) => ({
    kind,
    value: traits[kind],
    text: describeAffix({ kind, value: traits[kind] }),
  }));
}

export interface EquipmentTraitsProps extends Pick<PieceAffixesProps, 'surface' | 'className'> {
  traits: WornTraits;
  /** Shown when no worn piece has an affix; without it nothing is shown then. */
  emptyText?: string;
}

/** The hero's worn affixes added together, as a piece's affixes read; zero ones left out. */
export function EquipmentTraits({
  traits,
  emptyText,
  surface = 'dark',
  className,
}: EquipmentTraitsProps) {
  const affixes = traitAffixes(traits);
  if (affixes.length === 0) {
    if (!emptyText) return null;
    const classes = [styles.empty, styles[surface], className].filter(Boolean).join(' ');
    return <p className={classes}>{emptyText}</p>;
  }
  return (
    <PieceAffixes
      affixes={affixes}
      label="Equipment traits"
      surface={surface}
      className={className}
    />
  );
}
