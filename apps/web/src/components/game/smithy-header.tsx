import IconAnvil from '~icons/game-icons/anvil-impact';
import IconCrystal from '~icons/game-icons/crystal-growth';
import IconSmith from '~icons/game-icons/blacksmith';
import { PageHeading } from '@/components/ui/page-heading';
import { SectionTabs } from '@/components/ui/section-tabs';

export type SmithyTab = 'forge' | 'combine';

const TABS = [
  { key: 'forge', to: '/forge', label: 'Forge', Icon: IconAnvil },
  { key: 'combine', to: '/combine', label: 'Combine', Icon: IconCrystal },
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
};

/** The header /forge and /combine share (spec §2): the page title and the two tabs. */
export function SmithyHeader({ active }: { active: SmithyTab }) {
  const { title, lede } = HEADINGS[active];
  return (
    <PageHeading icon={<IconSmith />} eyebrow="The Ember Smithy" title={title} lede={lede}>
      <SectionTabs label="Smithy" tabs={TABS} />
    </PageHeading>
  );
}
