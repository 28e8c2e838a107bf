import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import type { RewardsView } from '@demonbane/shared/battle-schemas';
import IconDeathSkull from '~icons/game-icons/death-skull';
import IconKnapsack from '~icons/game-icons/knapsack';
import IconLaurelsTrophy from '~icons/game-icons/laurels-trophy';
import IconSoul from '~icons/game-icons/soul';
import IconTwoCoins from '~icons/game-icons/two-coins';
import IconUpgrade from '~icons/game-icons/upgrade';
import { DrinkPotionButton } from '@/components/game/drink-potion-button';
import { ReplayLink } from '@/components/game/replay-link';
import { RarityText } from '@/components/game/rarity-text';
import { StatTiles } from '@/components/game/stat-tiles';
import { HpBar, XpBar } from '@/components/game/vital-bars';
import { ButtonLink } from '@/components/ui/button';
import { formatNumber } from '@/lib/format-number';
import { formatXp } from '@/lib/format-xp';
import { useAppSelector } from '@/stores/hooks';
import { selectSession } from '@/stores/session-selectors';
import type { SessionState } from '@/stores/session-slice';
import { resultAction } from '../utils/result-action';
import { readOutcome, readResultState } from '../utils/result-state';
import styles from './battle-result-screen.module.css';

/** Spec §4 level-up text. */
export function levelUpText(level: number): string {
  return `Level up! You reached level ${level}`;
}

/** How many of the fight's last lines the result recalls. */
const FINAL_LINES = 3;

export interface BattleResultScreenProps {
  /**
   * Buttons that replace the default one (spec §4 result buttons), e.g. the hunt's Clear
   * Floor and Next Floor. The app layer passes them in, so features stay apart.
   */
  actions?: ReactNode;
}

/** /battle-result?result=win|lose with { rewards, levelupto, page } in router state. */
export function BattleResultScreen({ actions }: BattleResultScreenProps = {}) {
  const [search] = useSearchParams();
  const location = useLocation();
  const outcome = readOutcome(search);
  const state = readResultState(location.state);
  const hero = useAppSelector(selectSession);

  if (outcome === null)
    return <Navigate to={state.page === 'hunt' ? '/hunt' : '/explore'} replace />;

  const won = outcome === 'win';
  const action = resultAction(outcome, state.page);
  const finalLines = state.battleLog?.slice(-FINAL_LINES) ?? [];

  return (
    <section
      className={`${styles.screen} ${won ? styles.win : styles.lose}`}
      aria-labelledby="result-title"
    >
      <header className={styles.banner}>
        <span className={styles.emblem} aria-hidden="true">
          {won ? <IconLaurelsTrophy /> : <IconDeathSkull />}
        </span>
        <p className={styles.eyebrow}>{state.page === 'hunt' ? 'The Hunt' : 'Exploration'}</p>
        <h1 id="result-title" className={styles.title}>
          {won ? 'Victory!' : 'Defeat'}
        </h1>
        <p className={styles.lede}>
          {won
            ? 'The demon falls, and its spoils are yours.'
            : state.fled
              ? 'You fled the field, for half the cost of a defeat.'
              : 'You were struck down and dragged from the field.'}
        </p>
      </header>

      {won && state.levelupto != null && (
        <p className={styles.levelUp} role="status">
          <IconUpgrade aria-hidden="true" />
          {levelUpText(state.levelupto)}
        </p>
      )}

      {won && state.rewards && <Rewards rewards={state.rewards} />}

      {!won && (
        <div className={styles.losses}>
          {state.gold_lost !== undefined && (
            <p>
              <IconTwoCoins aria-hidden="true" />
              {state.gold_lost > 0 ? (
                <span>
                  You lost <strong>{formatNumber(state.gold_lost)}</strong> gold.
                </span>
              ) : (
                'You lost no gold.'
              )}
            </p>
          )}
          {state.page === 'explore' && (
            <p>Your exploration has ended. Rest or drink a potion before you set out again.</p>
          )}
          {/* A potion now, rather than a wait before the next fight. */}
          {hero.userId !== null && (hero.user_hp ?? 0) < (hero.user_max_hp ?? 0) && (
            <DrinkPotionButton userId={hero.userId} surface="parchment" />
          )}
        </div>
      )}

      <div className={styles.action}>
        {actions ?? (
          <ButtonLink to={action.to} variant={won ? 'ember' : 'primary'} block>
            {action.label}
          </ButtonLink>
        )}
      </div>

      {state.replay_id && <ReplayLink replayId={state.replay_id} className={styles.replay} />}

      {finalLines.length > 0 && (
        <section className={styles.recap} aria-labelledby="recap-title">
          <h2 id="recap-title" className={styles.recapTitle}>
            The last blows
          </h2>
          <ul>
            {finalLines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
      )}

      <HeroVitals hero={hero} />
    </section>
  );
}

function Rewards({ rewards }: { rewards: RewardsView }) {
  return (
    <section className={styles.rewards} aria-labelledby="rewards-title">
      <h2 id="rewards-title" className={styles.rewardsTitle}>
        Rewards
      </h2>
      <StatTiles
        className={styles.spoils}
        tiles={[
          { key: 'XP', value: formatXp(rewards.xp), Icon: IconUpgrade },
          {
            key: 'Gold',
            value: formatNumber(rewards.gold),
            Icon: IconTwoCoins,
            className: styles.gold,
          },
          {
            key: 'Souls',
            value: formatNumber(rewards.souls),
            Icon: IconSoul,
            className: styles.souls,
          },
        ]}
      />
      {rewards.pieces.map((piece) => (
        <p key={piece.item_id} className={styles.trophy} data-rarity={piece.rarity.toLowerCase()}>
          <IconLaurelsTrophy aria-hidden="true" />
          <span className={styles.trophyLabel}>Boss trophy</span>
          <span className={styles.trophyName}>
            <RarityText rarity={piece.rarity}>{piece.name}</RarityText> ({piece.rarity})
          </span>
          <span className={styles.trophyNote}>Now in your pack</span>
        </p>
      ))}
      <h3 className={styles.dropsTitle}>
        <IconKnapsack aria-hidden="true" />
        Drops
      </h3>
      {rewards.drops.length > 0 ? (
        <ul className={styles.drops} aria-label="Drops">
          {rewards.drops.map((drop) => (
            <li key={drop.name}>
              {drop.name} × {formatNumber(drop.qty)}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.noDrops}>Nothing else worth carrying.</p>
      )}
    </section>
  );
}

/** The hero after the fight (the route fetches it again): level, XP and HP. */
function HeroVitals({ hero }: { hero: SessionState }) {
  const { level, xp, xp_required: xpRequired, user_hp: hp, user_max_hp: maxHp } = hero;
  if (hp === null || maxHp === null) return null;
  return (
    <section className={styles.vitals} aria-label="Your hero">
      {level !== null && (
        <p className={styles.vitalsTitle}>
          {hero.username ?? 'Your hero'} · <abbr title="Level">Lv</abbr> {level}
        </p>
      )}
      {xp !== null && xpRequired !== null && <XpBar xp={xp} required={xpRequired} />}
      <HpBar hp={hp} max={maxHp} />
    </section>
  );
}
