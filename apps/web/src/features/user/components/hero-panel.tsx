import type { ReactNode } from 'react';
import { Link } from 'react-router';
import IconAngelWings from '~icons/game-icons/angel-wings';
import IconHealthIncrease from '~icons/game-icons/health-increase';
import IconLaurelCrown from '~icons/game-icons/laurel-crown';
import { EquipmentTraits, type WornTraits } from '@/components/game/equipment-traits';
import { JobPortrait } from '@/components/game/job-portrait';
import { LevelBadge } from '@/components/game/level-badge';
import { RenownName } from '@/components/game/renown-name';
import { CombatStats } from '@/components/game/stat-tiles';
import { HpBar, XpBar } from '@/components/game/vital-bars';
import { useNow } from '@/hooks/use-now';
import type { SessionHpRegen, SessionState } from '@/stores/session-slice';
import { hpAt, regenRateText, regenStatusText } from '../utils/hp-regen';
import { EvolveStatus } from './evolve-status';
import styles from './hero-panel.module.css';

export type HeroPanelProps = Pick<
  SessionState,
  | 'username'
  | 'job_name'
  | 'level'
  | 'levelToMax'
  | 'xp'
  | 'xp_required'
  | 'user_hp'
  | 'user_max_hp'
  | 'hp_regen'
  | 'user_atk'
  | 'user_def'
  | 'user_spd'
  | 'ascensions'
  | 'title'
  | 'frame'
> & {
  /** What the worn affixes add together (the fresh POST /user answer); null while it loads. */
  traits?: WornTraits | null;
  /** Shown right under the hero's name (Home's next-step card), before the bars. */
  guide?: ReactNode;
};

/** Spec §2 hero panel: job portrait, level, XP, HP, ATK, DEF, SPD, evolve or levels left. */
export function HeroPanel(hero: HeroPanelProps) {
  const xp = hero.xp ?? 0;
  const xpRequired = hero.xp_required ?? 0;
  // Sessions stored before regeneration was kept have no such field.
  const regen = hero.hp_regen ?? null;
  // A clock only while the server's answer had HP still coming back.
  const counting = regen !== null && !regen.paused && (regen.full_in_seconds ?? 0) > 0;
  const now = useNow(counting ? 1000 : null);
  const maxHp = hero.user_max_hp ?? 0;
  const stored = hero.user_hp ?? 0;
  const hp = regen === null ? stored : hpAt(stored, maxHp, regen, now);

  return (
    <section className={styles.panel} aria-labelledby="hero-name">
      <div className={styles.identity}>
        <JobPortrait jobName={hero.job_name} frame={hero.frame} />
        <div className={styles.nameplate}>
          <p className={styles.eyebrow}>Hunter</p>
          <h1 id="hero-name" className={styles.name}>
            <RenownName
              name={hero.username ?? 'Your hero'}
              renown={{ ascensions: hero.ascensions ?? 0, title: hero.title, frame: hero.frame }}
            />
          </h1>
          <p className={styles.job}>
            <span>{hero.job_name ?? 'No job'}</span>
            <LevelBadge level={hero.level ?? 1} />
          </p>
        </div>
      </div>

      {hero.guide}

      <div className={styles.bars}>
        <XpBar xp={xp} required={xpRequired} />
        <HpBar hp={hp} max={maxHp} />
        {regen !== null && <RegenLine regen={regen} now={now} />}
      </div>

      <CombatStats atk={hero.user_atk ?? 0} def={hero.user_def ?? 0} spd={hero.user_spd ?? 0} />
      {hero.traits && (
        <EquipmentTraits traits={hero.traits} surface="parchment" className={styles.traits} />
      )}

      <EvolveStatus jobName={hero.job_name} level={hero.level} levelToMax={hero.levelToMax} />

      <nav className={styles.renown} aria-label="Renown">
        <Link to="/ascend" className={styles.renownLink}>
          <IconAngelWings aria-hidden="true" />
          Ascension
        </Link>
        <Link to="/cosmetics" className={styles.renownLink}>
          <IconLaurelCrown aria-hidden="true" />
          Titles and frames
        </Link>
      </nav>
    </section>
  );
}

/** The regeneration rate and the time to full, counted down on the client's clock. */
function RegenLine({ regen, now }: { regen: SessionHpRegen; now: number }) {
  return (
    <p className={styles.regen}>
      <IconHealthIncrease className={styles.regenIcon} aria-hidden="true" />
      <span>{regenRateText(regen.per_minute)}</span>
      <span aria-hidden="true">·</span>
      <span>{regenStatusText(regen, now)}</span>
    </p>
  );
}
