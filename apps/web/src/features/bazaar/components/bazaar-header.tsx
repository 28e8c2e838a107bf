import IconScales from '~icons/game-icons/scales';
import IconSellCard from '~icons/game-icons/sell-card';
import IconShop from '~icons/game-icons/shop';
import IconScroll from '~icons/game-icons/scroll-unfurled';
import { PageHeading } from '@/components/ui/page-heading';
import { Purse } from '@/components/ui/purse';
import { SectionTabs } from '@/components/ui/section-tabs';
import { useAppSelector } from '@/stores/hooks';
import { selectSession } from '@/stores/session-selectors';
import styles from './bazaar-header.module.css';

export type BazaarTab = 'market' | 'sell' | 'mine';

const TABS = [
  { key: 'market', to: '/bazaar', label: 'All listings', Icon: IconShop },
  { key: 'sell', to: '/bazaar/listing', label: 'Sell an item', Icon: IconSellCard },
  { key: 'mine', to: '/bazaar/my-list', label: 'My listings', Icon: IconScroll },
] as const;

const HEADINGS: Record<BazaarTab, { title: string; lede: string }> = {
  market: {
    title: 'Bazaar',
    lede: 'Hunters trade their spoils by lantern-light. Every blade here was pried from the dark.',
  },
  sell: {
    title: 'Sell an item',
    lede: 'Set a price in gold or souls. The stall-keeper takes a fee; the buyer pays you in full.',
  },
  mine: {
    title: 'My listings',
    lede: 'Your wares on the stalls, and the deals of the last few days.',
  },
};

/** The banner the three bazaar pages share: title, the tabs and the hero's purse. */
export function BazaarHeader({ active }: { active: BazaarTab }) {
  const { title, lede } = HEADINGS[active];
  const { gold, soul } = useAppSelector(selectSession);
  return (
    <PageHeading icon={<IconScales />} eyebrow="The Night Bazaar" title={title} lede={lede}>
      <SectionTabs label="Bazaar" tabs={TABS} />
      {(gold !== null || soul !== null) && (
        <Purse
          label="Your purse"
          className={styles.purse}
          coins={[
            { currency: 'gold', amount: gold ?? 0 },
            { currency: 'soul', amount: soul ?? 0 },
          ]}
        />
      )}
    </PageHeading>
  );
}
