import IconHeartBeats from '~icons/game-icons/heart-beats';
import { HpBar } from '@/components/game/vital-bars';
import { Panel } from '@/components/ui/panel';

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
      <HpBar hp={current} max={max} />
    </Panel>
  );
}
