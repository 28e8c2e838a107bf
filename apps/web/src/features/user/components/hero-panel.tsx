import IconBroadsword from '~icons/game-icons/broadsword';
import IconHearts from '~icons/game-icons/hearts';
import IconShield from '~icons/game-icons/shield';
import IconSprint from '~icons/game-icons/sprint';
import IconUpgrade from '~icons/game-icons/upgrade';
import { JobPortrait } from '@/components/game/job-portrait';
import { StatBar } from '@/components/ui/stat-bar';
import { formatNumber } from '@/lib/format-number';
import { formatXp } from '@/lib/format-xp';
import type { SessionState } from '@/stores/session-slice';
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
  | 'user_atk'
  | 'user_def'
  | 'user_spd'
>;

/** Spec §2 hero panel: job portrait, level, XP, HP, ATK, DEF, SPD, evolve or levels left. */
export function HeroPanel(hero: HeroPanelProps) {
  const xp = hero.xp ?? 0;
  const xpRequired = hero.xp_required ?? 0;
  const hp = hero.user_hp ?? 0;
  const maxHp = hero.user_max_hp ?? 0;

  const stats = [
    { key: 'ATK', label: 'Attack', value: hero.user_atk, Icon: IconBroadsword },
    { key: 'DEF', label: 'Defence', value: hero.user_def, Icon: IconShield },
    { key: 'SPD', label: 'Speed', value: hero.user_spd, Icon: IconSprint },
  ];

  return (
    <section className={styles.panel} aria-labelledby="hero-name">
      <div className={styles.identity}>
        <JobPortrait jobName={hero.job_name} />
        <div className={styles.nameplate}>
          <p className={styles.eyebrow}>Hunter</p>
          <h1 id="hero-name" className={styles.name}>
            {hero.username ?? 'Your hero'}
          </h1>
          <p className={styles.job}>
            <span>{hero.job_name ?? 'No job'}</span>
            <span className={styles.level}>
              <abbr title="Level">Lv</abbr> <strong>{hero.level ?? 1}</strong>
            </span>
          </p>
        </div>
      </div>

      <div className={styles.bars}>
        <StatBar
          tone="xp"
          label="XP"
          icon={<IconUpgrade />}
          current={xp}
          max={xpRequired}
          valueText={`${formatXp(xp)} / ${formatXp(xpRequired)}`}
        />
        <StatBar
          tone="hp"
          label="HP"
          icon={<IconHearts />}
          current={hp}
          max={maxHp}
          valueText={`${formatNumber(hp)} / ${formatNumber(maxHp)}`}
        />
      </div>

      <dl className={styles.stats}>
        {stats.map(({ key, label, value, Icon }) => (
          <div key={key} className={styles.stat}>
            <dt>
              <Icon className={styles.statIcon} aria-hidden="true" />
              <abbr title={label}>{key}</abbr>
            </dt>
            <dd>{formatNumber(value ?? 0)}</dd>
          </div>
        ))}
      </dl>

      <EvolveStatus jobName={hero.job_name} level={hero.level} levelToMax={hero.levelToMax} />
    </section>
  );
}
