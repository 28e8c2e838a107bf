import IconLockedChest from '~icons/game-icons/locked-chest';
import IconMagnifyingGlass from '~icons/game-icons/magnifying-glass';
import IconOpenChest from '~icons/game-icons/open-treasure-chest';
import { PageHeading } from '@/components/ui/page-heading';
import { SectionTabs } from '@/components/ui/section-tabs';
import { CurrencyAmount } from '@/components/ui/currency-amount';
import styles from './gacha-header.module.css';

const TABS = [
  { to: '/gacha', label: 'Boxes', Icon: IconLockedChest },
  { to: '/gacha/audit', label: 'Odds audit', Icon: IconMagnifyingGlass },
] as const;

export interface GachaHeaderProps {
  title: string;
  lede: string;
  /** The hero's purse; a coin is left out while unknown. */
  gold?: number | null;
  soul?: number | null;
}

/** The banner of the gacha pages: title, the Boxes / Odds audit tabs and the purse. */
export function GachaHeader({ title, lede, gold = null, soul = null }: GachaHeaderProps) {
  return (
    <PageHeading icon={<IconOpenChest />} eyebrow="The Reliquary Vault" title={title} lede={lede}>
      <SectionTabs label="Gacha" tabs={TABS} />
      {(gold !== null || soul !== null) && (
        <dl className={styles.purse} aria-label="Purse">
          {gold !== null && (
            <div className={styles.coin}>
              <dt>Gold</dt>
              <dd>
                <CurrencyAmount amount={gold} currency="gold" />
              </dd>
            </div>
          )}
          {soul !== null && (
            <div className={styles.coin}>
              <dt>Souls</dt>
              <dd>
                <CurrencyAmount amount={soul} currency="soul" />
              </dd>
            </div>
          )}
        </dl>
      )}
    </PageHeading>
  );
}
