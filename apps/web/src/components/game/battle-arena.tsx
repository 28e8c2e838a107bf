import type { ReactNode } from 'react';
import type { BattleView } from '@demonbane/shared/battle-schemas';
import { LiveMessage } from '@/components/ui/live-message';
import type { BattleBarState } from '@/hooks/use-battle';
import { BattleActions } from './battle-actions';
import { BattleLog } from './battle-log';
import { CombatantCard } from './combatant-card';
import { FleeButton } from './flee-button';
import { IntentBanner } from './intent-banner';
import { JobPortrait } from './job-portrait';
import { MonsterPortrait } from './monster-portrait';
import { ResourceBar } from './vital-bars';
import layout from './battle-layout.module.css';

/** The hero and the monster face to face, in the explore and the hunt battles alike. */
export function BattleArena({
  battle,
  heroLevel,
  boss = false,
}: {
  battle: BattleView;
  heroLevel: number | null;
  /** A tower boss: named as one. */
  boss?: boolean;
}) {
  const { monster } = battle;
  return (
    <div className={layout.arena}>
      <div className={layout.hero}>
        <CombatantCard
          side="hero"
          label="Hero"
          name={battle.username}
          title={battle.job}
          level={heroLevel}
          hp={battle.user_hp}
          maxHp={battle.user_max_hp}
          atk={battle.user_atk}
          def={battle.user_def}
          spd={battle.user_spd}
          portrait={<JobPortrait jobName={battle.job} size="md" />}
          gauge={<ResourceBar resource={battle.resource} />}
        />
      </div>
      <p className={layout.versus} aria-hidden="true">
        VS
      </p>
      <div className={layout.monster}>
        {battle.monster_intent !== null && <IntentBanner intent={battle.monster_intent} />}
        <CombatantCard
          side="monster"
          label={boss ? 'Boss' : 'Monster'}
          name={monster.monster_name}
          title={boss ? 'Floor Boss' : 'Demon'}
          level={monster.monster_level}
          hp={monster.monster_hp}
          maxHp={monster.monster_max_hp}
          atk={monster.monster_atk}
          def={monster.monster_def}
          spd={monster.monster_spd}
          portrait={<MonsterPortrait name={monster.monster_name} />}
        />
      </div>
    </div>
  );
}

export interface BattleControlsProps {
  /** The fight as shown: the hero's skills and resource. */
  battle: BattleView;
  /** The actions, what is in flight, its error or notice, and the log. */
  fight: BattleBarState;
  /** The way out of this fight: what it costs, what it is called. */
  leave: { busyAs: string; hint: string; goldLoss: number; onLeave: () => void; label: ReactNode };
}

/**
 * The battle bar, the log with its spoken news, and the way out: below both battles'
 * arenas.
 */
export function BattleControls({ battle, fight, leave }: BattleControlsProps) {
  const { busy, announcement } = fight;
  return (
    <>
      <BattleActions battle={battle} fight={fight} />
      <BattleLog lines={fight.log} />
      <LiveMessage>
        {announcement && <span key={announcement.id}>{announcement.text}</span>}
      </LiveMessage>
      <FleeButton
        hint={leave.hint}
        goldLoss={leave.goldLoss}
        onLeave={leave.onLeave}
        pending={busy === leave.busyAs}
        disabled={busy !== null}
      >
        {leave.label}
      </FleeButton>
    </>
  );
}
