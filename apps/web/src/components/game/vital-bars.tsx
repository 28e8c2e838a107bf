import IconHearts from '~icons/game-icons/hearts';
import IconUpgrade from '~icons/game-icons/upgrade';
import { StatBar } from '@/components/ui/stat-bar';
import { formatNumber } from '@/lib/format-number';
import { formatXp } from '@/lib/format-xp';

/** A fighter's HP gauge, read as "HP 1,234 / 2,000" (never below 0). */
export function HpBar({ hp, max }: { hp: number; max: number }) {
  return (
    <StatBar
      tone="hp"
      label="HP"
      icon={<IconHearts />}
      current={hp}
      max={max}
      valueText={`${formatNumber(Math.max(0, hp))} / ${formatNumber(max)}`}
    />
  );
}

/** The hero's XP towards the next level, read as "XP 1.23k / 2.50k". */
export function XpBar({ xp, required }: { xp: number; required: number }) {
  return (
    <StatBar
      tone="xp"
      label="XP"
      icon={<IconUpgrade />}
      current={xp}
      max={required}
      valueText={`${formatXp(xp)} / ${formatXp(required)}`}
    />
  );
}
