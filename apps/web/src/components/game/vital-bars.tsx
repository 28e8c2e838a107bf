import type { ResourceView } from '@demonbane/shared/skill-schemas';
import IconEnrage from '~icons/game-icons/enrage';
import IconHearts from '~icons/game-icons/hearts';
import IconMagicSwirl from '~icons/game-icons/magic-swirl';
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
      valueText={outOf(Math.max(0, hp), max)}
    />
  );
}

/** The rage or mana skills spend, read as "Rage 40 / 100". */
export function ResourceBar({ resource }: { resource: ResourceView }) {
  return (
    <StatBar
      tone={resource.kind}
      label={resource.name}
      icon={resource.kind === 'rage' ? <IconEnrage /> : <IconMagicSwirl />}
      current={resource.value}
      max={resource.max}
      valueText={outOf(resource.value, resource.max)}
    />
  );
}

function outOf(value: number, max: number): string {
  return `${formatNumber(value)} / ${formatNumber(max)}`;
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
