import { useId } from 'react';
import type { BattleSkillView, ResourceView } from '@demonbane/shared/skill-schemas';
import IconHourglass from '~icons/game-icons/hourglass';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format-number';
import { Hotkey } from './hotkey';
import styles from './skill-button.module.css';

/** Why a skill cannot be used now (cooling down, or short of rage or mana), else null. */
export function skillBlock(skill: BattleSkillView, resource: ResourceView): string | null {
  if (skill.ready_in > 0) {
    return `Cooling down: ready in ${skill.ready_in} ${skill.ready_in === 1 ? 'round' : 'rounds'}.`;
  }
  if (resource.value < skill.cost) {
    return `Not enough ${resource.name.toLowerCase()}: ${resource.value} of ${skill.cost}.`;
  }
  return null;
}

export interface SkillButtonProps {
  skill: BattleSkillView;
  resource: ResourceView;
  hotkey: string;
  /** Some request is in flight: the button waits like the others. */
  busy: boolean;
  /** This skill's request is the one in flight. */
  pending: boolean;
  onUse: () => void;
  className?: string;
}

/**
 * One of the hero's skills: its name, its cost and how long it still cools down. A skill
 * that cannot be used stays focusable (aria-disabled), so its description says why.
 */
export function SkillButton(props: SkillButtonProps) {
  const { skill, resource, hotkey, busy, pending, onUse } = props;
  const descriptionId = useId();
  const blocked = skillBlock(skill, resource);
  const cost = `${formatNumber(skill.cost)} ${resource.name.toLowerCase()}`;
  return (
    <>
      <Button
        variant="secondary"
        className={`${styles.skill} ${props.className ?? ''}`}
        onClick={() => {
          if (blocked === null) onUse();
        }}
        disabled={busy}
        aria-disabled={blocked !== null || undefined}
        aria-busy={pending || undefined}
        aria-describedby={descriptionId}
        aria-keyshortcuts={hotkey}
        title={skill.description}
        data-short={blocked !== null && skill.ready_in === 0 ? true : undefined}
      >
        <Hotkey>{hotkey}</Hotkey>
        <span className={styles.name}>{skill.name}</span>
        <span className={styles.cost} aria-hidden="true">
          {cost}
        </span>
        {skill.ready_in > 0 && (
          <span className={styles.cooldown} aria-hidden="true">
            <IconHourglass />
            {skill.ready_in}
            <span className={styles.unit}>{skill.ready_in === 1 ? ' round' : ' rounds'}</span>
          </span>
        )}
      </Button>
      <span id={descriptionId} hidden>
        {[`${cost}.`, blocked, skill.description].filter(Boolean).join(' ')}
      </span>
    </>
  );
}
