import IconHearts from '~icons/game-icons/hearts';
import IconHeartBeats from '~icons/game-icons/heart-beats';
import { Panel } from '@/components/ui/panel';
import { StatBar } from '@/components/ui/stat-bar';
import { formatNumber } from '@/lib/format-number';

export interface VitalsPanelProps {
  hp: number | null;
  maxHp: number | null;
}

/** The hero's HP, for screens where potions change it (the inventory). */
export function VitalsPanel({ hp, maxHp }: VitalsPanelProps) {
  const current = hp ?? 0;
  const max = maxHp ?? 0;
  return (
    <Panel title="Vitals" icon={<IconHeartBeats />}>
      <StatBar
        tone="hp"
        label="HP"
        icon={<IconHearts />}
        current={current}
        max={max}
        valueText={`${formatNumber(current)} / ${formatNumber(max)}`}
      />
    </Panel>
  );
}
