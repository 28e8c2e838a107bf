import { useMemo, type ReactNode } from 'react';
import { describeMarks } from '@demonbane/game/tower-marks';
import type { BattleView } from '@demonbane/shared/battle-schemas';
import { LiveMessage } from '@/components/ui/live-message';
import type { BattleBarState, BattleRound } from '@/hooks/use-battle';
import { BattleActions } from './battle-actions';
import { BattleHints } from './battle-hints';
import { roundHits } from './battle-hits';
import { useBattleSoundSetting, useRoundSounds } from './battle-sound';
import { BattleLog } from './battle-log';
import { CombatantCard } from './combatant-card';
import { FighterHits } from './fighter-hits';
import { FleeButton } from './flee-button';
import { IntentBanner } from './intent-banner';
import { JobPortrait } from './job-portrait';
import { LatestRound } from './latest-round';
import { MonsterPortrait } from './monster-portrait';
import { ResourceBar } from './vital-bars';
import layout from './battle-layout.module.css';

/**
 * The hero and the monster face to face, in the explore and the hunt battles alike,
 * with the latest round's hits over them (numbers, flash, shake, sound) and its lines
 * just below.
 */
export function BattleArena({
  battle,
  heroLevel,
  boss = false,
  round,
}: {
  battle: BattleView;
  heroLevel: number | null;
  /** A tower boss: named as one. */
  boss?: boolean;
  /** The latest round, as useBattle tells it. */
  round: BattleRound | null;
}) {
  const { monster } = battle;
  const hits = useMemo(() => (round ? roundHits(round.lines) : []), [round]);
  const roundId = round?.id ?? 0;
  const sound = useBattleSoundSetting();
  useRoundSounds(round, hits, sound.muted);
  return (
    <div className={layout.field}>
      <div className={layout.arena}>
        <div className={layout.hero}>
          <FighterHits target="hero" hits={hits} roundId={roundId}>
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
          </FighterHits>
        </div>
        <p className={layout.versus} aria-hidden="true">
          VS
        </p>
        <div className={layout.monster}>
          {battle.monster_intent !== null && <IntentBanner intent={battle.monster_intent} />}
          <FighterHits target="monster" hits={hits} roundId={roundId}>
            <CombatantCard
              side="monster"
              label={boss ? 'Boss' : 'Monster'}
              name={monster.monster_name}
              title={monsterTitle(boss, monster.monster_level)}
              level={monster.monster_level}
              hp={monster.monster_hp}
              maxHp={monster.monster_max_hp}
              atk={monster.monster_atk}
              def={monster.monster_def}
              spd={monster.monster_spd}
              portrait={<MonsterPortrait name={monster.monster_name} />}
            />
          </FighterHits>
        </div>
      </div>
      <LatestRound round={round} muted={sound.muted} onMutedChange={sound.setMuted} />
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
      <BattleHints userId={fight.userId} resource={battle.resource.name} />
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

/**
 * The line under a monster's name: its kind, then the Abyss's marks it carries above
 * level 200 (they follow from its level alone), e.g. "Demon · Frenzied II, Ironhide".
 */
export function monsterTitle(boss: boolean, level: number): string {
  const kind = boss ? 'Floor Boss' : 'Demon';
  const marks = describeMarks(level);
  return marks ? `${kind} · ${marks}` : kind;
}
