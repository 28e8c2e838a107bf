import IconLockedChest from '~icons/game-icons/locked-chest';
import IconMagnifyingGlass from '~icons/game-icons/magnifying-glass';
import IconOpenChest from '~icons/game-icons/open-treasure-chest';
import { PageHeading } from '@/components/ui/page-heading';
import { Purse, type PurseCoin } from '@/components/ui/purse';
import { SectionTabs } from '@/components/ui/section-tabs';

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
  const coins: PurseCoin[] = [];
  if (gold !== null) coins.push({ currency: 'gold', amount: gold });
  if (soul !== null) coins.push({ currency: 'soul', amount: soul });
  return (
    <PageHeading icon={<IconOpenChest />} eyebrow="The Reliquary Vault" title={title} lede={lede}>
      <SectionTabs label="Gacha" tabs={TABS} />
      {coins.length > 0 && <Purse label="Purse" coins={coins} />}
    </PageHeading>
  );
}
