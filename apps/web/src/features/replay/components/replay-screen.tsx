import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { ReplayResponse } from '@demonbane/shared/replay-schemas';
import { REPLAY_DAYS } from '@demonbane/game/battle/replay';
import IconFilmProjector from '~icons/game-icons/film-projector';
import IconNextButton from '~icons/game-icons/next-button';
import IconPauseButton from '~icons/game-icons/pause-button';
import IconPlayButton from '~icons/game-icons/play-button';
import { BattleLog } from '@/components/game/battle-log';
import { HpBar } from '@/components/game/vital-bars';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { PageHeading } from '@/components/ui/page-heading';
import { ApiError } from '@/lib/api-client';
import { loadError } from '@/lib/error-message';
import { formatWhen } from '@/lib/format-when';
import { REPLAY_LOAD_ERROR, replayQueryOptions } from '../api/get-replay';
import { useStepPlayer } from '../hooks/use-step-player';
import { replayView, type ReplaySide, type ReplayStep } from '../utils/replay-view';
import { ShareLink } from './share-link';
import styles from './replay-screen.module.css';

/** A round of an exploration or the tower stays this long; a duel's line is quicker. */
const ROUND_MS = 900;
const LINE_MS = 400;

export interface ReplayScreenProps {
  replayId: string;
  /** What a replay that is not there (never was, or swept) shows: the app layer's page. */
  gone: ReactNode;
}

/** /replay/:id: a finished fight, fetched (public) and played again by the game's engine. */
export function ReplayScreen({ replayId, gone }: ReplayScreenProps) {
  const replay = useQuery(replayQueryOptions(replayId));
  if (replay.error instanceof ApiError && replay.error.status === 404) return gone;
  const error = loadError(replay.error, REPLAY_LOAD_ERROR);
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!replay.data) return <Loading />;
  return <ReplayPlayer replay={replay.data} />;
}

function ReplayPlayer({ replay }: { replay: ReplayResponse }) {
  const view = useMemo(() => replayView(replay), [replay]);
  const byRound = replay.kind === 'explore' || replay.kind === 'hunt';
  const player = useStepPlayer(view.steps.length, byRound ? ROUND_MS : LINE_MS);
  const shown = view.steps.slice(0, player.shown);
  const current = shown.at(-1);
  const location = useLocation();

  return (
    <div className={styles.screen}>
      <PageHeading
        icon={<IconFilmProjector />}
        eyebrow={`Replay · ${formatWhen(replay.created_at)}`}
        title={view.title}
        lede={`${view.left.name} against ${view.right.name}, played again by the game’s own engine.`}
      />

      <Verdict view={view} />

      <div className={styles.fighters}>
        <Fighter side={view.left} hp={current?.leftHp ?? null} />
        <span className={styles.versus} aria-hidden="true">
          vs
        </span>
        <Fighter side={view.right} hp={current?.rightHp ?? null} />
      </div>

      <div className={styles.controls} role="group" aria-label="Playback">
        {player.playing ? (
          <Button variant="secondary" onClick={player.pause}>
            <IconPauseButton aria-hidden="true" />
            Pause
          </Button>
        ) : (
          <Button variant="secondary" onClick={player.play}>
            <IconPlayButton aria-hidden="true" />
            {player.done ? 'Play again' : 'Play'}
          </Button>
        )}
        <Button variant="secondary" onClick={player.step} disabled={player.done}>
          <IconNextButton aria-hidden="true" />
          Step
        </Button>
        <p className={styles.progress}>
          {byRound ? 'Round' : 'Line'} {player.shown} of {view.steps.length}
        </p>
      </div>

      <BattleLog lines={shown.flatMap((s: ReplayStep) => s.lines)} />

      <ShareLink url={window.location.origin + location.pathname} />
    </div>
  );
}

function Verdict({ view }: { view: ReturnType<typeof replayView> }) {
  if (view.matches)
    return (
      <Alert tone="success" title="The replay matches the stored log exactly">
        Every line the engine gives is the line the player saw. Replays are kept {REPLAY_DAYS} days.
      </Alert>
    );
  const { difference } = view;
  return (
    <Alert tone="warning" title="The replay does not match the stored log">
      {difference &&
        `Line ${difference.line + 1} differs: the log says “${difference.stored ?? '(nothing)'}”, the engine gives “${difference.replayed ?? '(nothing)'}”.`}
    </Alert>
  );
}

function Fighter({ side, hp }: { side: ReplaySide; hp: number | null }) {
  return (
    <section className={styles.fighter} aria-label={side.name}>
      <h2 className={styles.name}>{side.name}</h2>
      <p className={styles.detail}>{side.detail}</p>
      {side.maxHp !== null && <HpBar hp={hp ?? side.maxHp} max={side.maxHp} />}
    </section>
  );
}
