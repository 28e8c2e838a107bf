import { useId, useState } from 'react';
import type { BattleView } from '@demonbane/shared/battle-schemas';
import IconCrossedSwords from '~icons/game-icons/crossed-swords';
import IconFastForward from '~icons/game-icons/fast-forward-button';
import IconHealthPotion from '~icons/game-icons/health-potion';
import IconNextButton from '~icons/game-icons/next-button';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useKeyShortcuts } from '@/hooks/use-key-shortcuts';
import type { AutoBattleChoice, BattleBarState } from '@/hooks/use-battle';
import { formatNumber } from '@/lib/format-number';
import { AutoBattleSettings, autoBattleText } from './auto-battle-settings';
import { battleKey, SKILL_KEYS } from './battle-keys';
import { Hotkey } from './hotkey';
import { SkillButton, skillBlock } from './skill-button';
import styles from './battle-actions.module.css';

export interface BattleActionsProps {
  /** The fight as shown: the hero's skills and resource. */
  battle: Pick<BattleView, 'skills' | 'resource'>;
  fight: BattleBarState;
}

const SKILL_AREAS = [styles.skill1, styles.skill2, styles.skill3];

/**
 * Attack, the three skills, Auto-battle and Use Potion, with their keys (A, 1–3, P),
 * and what they answered: the same bar in explore and hunt battles. On a phone the
 * bar stays at the bottom of the screen, under the thumb.
 */
export function BattleActions({ battle, fight }: BattleActionsProps) {
  const { busy, potion, playing } = fight;
  const [choice, setChoice] = useState<AutoBattleChoice>({ until_hp_below: 30, potions: false });
  const stockId = useId();
  const autoId = useId();
  const idle = busy === null;

  useKeyShortcuts((event) => {
    const key = battleKey(event.key);
    if (key === null) return false;
    // Held down, a key would fight round after round: one press, one action.
    if (!idle || event.repeat) return true;
    if (key.kind === 'attack') fight.attack();
    else if (key.kind === 'potion') fight.drink();
    else {
      const skill = battle.skills[key.index];
      if (skill && skillBlock(skill, battle.resource) === null) fight.attack(skill._id);
    }
    return true;
  });

  return (
    <div className={styles.actions}>
      <div className={styles.dock}>
        {/* Over what is above the bar, never pushing the bar down (a potion's answer
            shows beside the fighters instead). */}
        {fight.actionError && (
          <div className={styles.message}>
            <Alert tone="error">{fight.actionError}</Alert>
          </div>
        )}
        <div className={styles.bar} role="group" aria-label="Battle actions">
          <Button
            className={styles.attack}
            onClick={() => fight.attack()}
            disabled={!idle}
            aria-busy={busy === 'attack' || undefined}
            aria-keyshortcuts="A"
          >
            <Hotkey>A</Hotkey>
            <IconCrossedSwords aria-hidden="true" />
            Attack
          </Button>
          {battle.skills.map((skill, i) => (
            <SkillButton
              key={skill._id}
              className={SKILL_AREAS[i]}
              skill={skill}
              resource={battle.resource}
              hotkey={SKILL_KEYS[i] ?? ''}
              busy={!idle}
              pending={busy === `skill:${skill._id}`}
              onUse={() => fight.attack(skill._id)}
            />
          ))}
          {/* One button, so focus stays on it: Auto-battle, then Skip while it plays back. */}
          <Button
            variant="ember"
            className={styles.auto}
            onClick={playing ? fight.skip : () => fight.autoBattle(choice)}
            disabled={!idle && !playing}
            aria-busy={(busy === 'auto' && !playing) || undefined}
            aria-describedby={autoId}
          >
            {playing ? (
              <>
                <IconNextButton aria-hidden="true" />
                Skip
              </>
            ) : (
              <>
                <IconFastForward aria-hidden="true" />
                Auto-battle
              </>
            )}
          </Button>
          <Button
            variant="secondary"
            className={styles.potion}
            onClick={fight.drink}
            disabled={!idle || potion === null}
            aria-busy={busy === 'potion' || undefined}
            aria-describedby={stockId}
            aria-keyshortcuts="P"
          >
            <Hotkey>P</Hotkey>
            <IconHealthPotion aria-hidden="true" />
            Use Potion
          </Button>
        </div>
      </div>
      <div className={styles.extras}>
        <AutoBattleSettings
          className={styles.settings}
          choice={choice}
          onChange={setChoice}
          disabled={!idle}
        />
        <p id={autoId} hidden>
          {playing ? 'Shows the rest of the fight at once.' : autoBattleText(choice)}
        </p>
        <p id={stockId} className={styles.stock}>
          {potion ? `${potion.name} × ${formatNumber(potion.qty)}` : 'No potions in your pack.'}
        </p>
      </div>
    </div>
  );
}
