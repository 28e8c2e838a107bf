import type { ReactNode } from 'react';
import IconAnvil from '~icons/game-icons/anvil-impact';
import IconCrystal from '~icons/game-icons/crystal-growth';
import IconSmith from '~icons/game-icons/blacksmith';
import IconUpgrade from '~icons/game-icons/upgrade';
import { PageHeading } from '@/components/ui/page-heading';
import { SectionTabs } from '@/components/ui/section-tabs';

export type SmithyTab = 'forge' | 'combine' | 'upgrades';

const TABS = [
  { key: 'forge', to: '/forge', label: 'Forge', Icon: IconAnvil },
  { key: 'combine', to: '/combine', label: 'Combine', Icon: IconCrystal },
  { key: 'upgrades', to: '/upgrades', label: 'Upgrades', Icon: IconUpgrade },
] as const;

const HEADINGS: Record<SmithyTab, { title: string; lede: string }> = {
  forge: {
    title: 'Forge',
    lede: 'Three materials on the anvil; one piece of war-gear when the fire is done.',
  },
  combine: {
    title: 'Combine',
    lede: 'Melt three alike into one of a finer make.',
  },
  upgrades: {
    title: 'Slot Upgrades',
    lede: 'Refine and enchant a slot, not a piece: the upgrade stays when you wear a better one.',
  },
};

/**
 * The header /forge, /combine and /upgrades share (spec §2): the page title, the tabs,
 * and what else the page puts beside them (the upgrades' purse).
 */
export function SmithyHeader({ active, children }: { active: SmithyTab; children?: ReactNode }) {
  const { title, lede } = HEADINGS[active];
  return (
    <PageHeading icon={<IconSmith />} eyebrow="The Ember Smithy" title={title} lede={lede}>
      <SectionTabs label="Smithy" tabs={TABS} />
      {children}
    </PageHeading>
  );
}
