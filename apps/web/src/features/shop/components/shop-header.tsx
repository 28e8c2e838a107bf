import type { Currency } from '@demonbane/game/currency';
import IconGems from '~icons/game-icons/gems';
import IconShop from '~icons/game-icons/shop';
import IconSoul from '~icons/game-icons/soul';
import IconCoins from '~icons/game-icons/two-coins';
import { PageHeading } from '@/components/ui/page-heading';
import { SectionTabs } from '@/components/ui/section-tabs';
import { formatNumber } from '@/lib/format-number';
import styles from './shop-header.module.css';

const TABS = [
  { to: '/shop', label: 'Gold Shop', Icon: IconCoins },
  { to: '/shop-premium', label: 'Premium Shop', Icon: IconGems },
] as const;

const HEADINGS: Record<Currency, { title: string; lede: string }> = {
  gold: {
    title: 'Gold Shop',
    lede: 'Potions, war-scrolls and forge stock, paid in honest gold.',
  },
  soul: {
    title: 'Premium Shop',
    lede: 'Rare draughts and sky-iron, traded only for the souls of the slain.',
  },
};

export interface ShopHeaderProps {
  currency: Currency;
  /** The hero's gold or souls; null until the shop has loaded. */
  balance: number | null;
}

/** The header both shops share (spec §2): the page title, the two tabs and the purse. */
export function ShopHeader({ currency, balance }: ShopHeaderProps) {
  const { title, lede } = HEADINGS[currency];
  const BalanceIcon = currency === 'gold' ? IconCoins : IconSoul;
  return (
    <PageHeading icon={<IconShop />} eyebrow="The Merchant’s Row" title={title} lede={lede}>
      <SectionTabs label="Shops" tabs={TABS} />
      {balance !== null && (
        <p className={`${styles.balance} ${styles[currency]}`}>
          <BalanceIcon aria-hidden="true" />
          <span className={styles.balanceLabel}>{currency === 'gold' ? 'Gold' : 'Souls'}</span>
          <strong className={styles.balanceValue}>{formatNumber(balance)}</strong>
        </p>
      )}
    </PageHeading>
  );
}
