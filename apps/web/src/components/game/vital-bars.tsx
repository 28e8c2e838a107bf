import IconHearts from '~icons/game-icons/hearts';
import IconUpgrade from '~icons/game-icons/upgrade';
import { StatBar } from '@/components/ui/stat-bar';
import { formatNumber } from '@/lib/format-number';
import { formatXp } from '@/lib/format-xp';

/** A fighter's HP as a bar with "current / max" (a negative HP reads as 0). */
export function HpBar({ hp, maxHp }: { hp: number; maxHp: number }) {
  return (
    <StatBar
      tone="hp"
      label="HP"
      icon={<IconHearts />}
      current={hp}
      max={maxHp}
      valueText={`${formatNumber(Math.max(0, hp))} / ${formatNumber(maxHp)}`}
    />
  );
}

/** The hero's XP toward the next level, in k/m/b. */
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
