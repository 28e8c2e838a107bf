import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { planForge } from '@demonbane/game/forge';
import type { DrawFairness } from '@demonbane/shared/fairness-schemas';
import type { Material } from '@demonbane/shared/forge-schemas';
import IconAnvil from '~icons/game-icons/anvil-impact';
import IconFire from '~icons/game-icons/fire-bowl';
import IconHammer from '~icons/game-icons/hammer-drop';
import IconChest from '~icons/game-icons/open-treasure-chest';
import { SmithyHeader } from '@/components/game/smithy-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/panel';
import { errorMessage, loadError } from '@/lib/error-message';
import { CLAIM_FAILED, useClaimForge } from '../api/claim-forge';
import { FORGE_REQUEST_FAILED, forgeQueryOptions } from '../api/get-materials';
import { useStartForge } from '../api/start-forge';
import { useCountdown } from '../hooks/use-countdown';
import { FORGE_MARGIN_SECONDS, forgePhase, type ForgePhase } from '../utils/countdown';
import { materialName } from '../utils/forge-labels';
import { addToSlots, canForge, clearSlot, keepOwned } from '../utils/slots';
import { AnvilSlots } from './anvil-slots';
import { ForgeCountdown } from './forge-countdown';
import { ForgeForecast } from './forge-forecast';
import { ForgeReward, type ForgedPiece } from './forge-reward';
import { MaterialPicker } from './material-picker';
import { RecipeBook } from './recipe-book';
import styles from './forge-screen.module.css';

type Feedback =
  | { tone: 'success' | 'error'; text: string }
  | { tone: 'reward'; piece: ForgedPiece; seeds: DrawFairness | null; materials: string[] };

const PANEL_TITLES: Record<ForgePhase, string> = {
  free: 'The Fire’s Verdict',
  forging: 'In the Fire',
  ready: 'Ready to Claim',
};

export interface ForgeScreenProps {
  userId: string;
  /** A claimed piece's seeds and its Verify link, passed in by the app layer. */
  fairness?: (seeds: DrawFairness, materials: string[]) => ReactNode;
}

/** /forge: 3 materials on the anvil, the forecast, the timer and the claim. */
export function ForgeScreen({ userId, fairness }: ForgeScreenProps) {
  const forge = useQuery(forgeQueryOptions(userId));
  const { data } = forge;
  const error = loadError(forge.error, FORGE_REQUEST_FAILED);
  const start = useStartForge(userId);
  const claim = useClaimForge(userId);
  const [slots, setSlots] = useState<string[]>([]);
  const [warning, setWarning] = useState<string | null>(null);
  const pending = start.isPending ? 'forge' : claim.isPending ? 'claim' : null;
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const secondsLeft = useCountdown(data?.timer ?? null);
  const fireRef = useRef<HTMLDivElement>(null);

  if (data === undefined) {
    return (
      <div className={styles.screen}>
        <SmithyHeader active="forge" />
        {error && <Alert tone="error">{error}</Alert>}
        {forge.isPending && !error && <Loading />}
      </div>
    );
  }

  const phase = forgePhase(data.status, secondsLeft);
  // A reload can show fewer materials than were placed; never keep more than are owned.
  const placed = keepOwned(slots, data.materials);
  const shown = phase === 'free' ? placed : data.inForge;
  const nameOf = (id: string) => materialName(id, data.materials);
  const plan = planForge(shown);

  function add(material: Material) {
    const result = addToSlots(placed, material);
    if (result.ok) {
      setSlots(result.slots);
      setWarning(null);
    } else {
      setWarning(result.error);
    }
  }

  function clear(index: number) {
    setSlots(clearSlot(placed, index));
    setWarning(null);
  }

  function handleForge() {
    if (pending || !canForge(placed)) return;
    setFeedback(null);
    setWarning(null);
    start.mutate(placed, {
      onSuccess: (res) => {
        setSlots([]);
        setFeedback({ tone: 'success', text: res.message });
        // On a phone the timer moves above the anvil: follow it there.
        window.requestAnimationFrame(() =>
          fireRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }),
        );
      },
      onError: (err) =>
        setFeedback({ tone: 'error', text: errorMessage(err, FORGE_REQUEST_FAILED) }),
    });
  }

  function handleClaim() {
    if (pending) return;
    setFeedback(null);
    // What was in the fire: the claim's answer does not repeat it, and the verifier needs it.
    const materials = data?.inForge ?? [];
    claim.mutate(undefined, {
      onSuccess: (res) =>
        setFeedback({
          tone: 'reward',
          piece: { itemId: res.item_id, name: res.reward, rarity: res.rarity },
          seeds: res.fairness,
          materials,
        }),
      onError: (err) => setFeedback({ tone: 'error', text: errorMessage(err, CLAIM_FAILED) }),
    });
  }

  return (
    <div className={styles.screen}>
      <SmithyHeader active="forge" />
      {error && <Alert tone="error">{error}</Alert>}
      <div
        className={styles.bench}
        data-fire-first={phase !== 'free' || feedback?.tone === 'reward'}
      >
        <Panel tone="iron" title="The Anvil" icon={<IconAnvil />} className={styles.anvil}>
          <AnvilSlots
            slots={shown}
            nameOf={nameOf}
            editable={phase === 'free'}
            burning={phase === 'forging'}
            onClear={clear}
          />
          {phase === 'free' && placed.length > 0 && (
            <Button
              variant="secondary"
              className={styles.clearAll}
              onClick={() => {
                setSlots([]);
                setWarning(null);
              }}
            >
              Clear slots
            </Button>
          )}
          {warning && <Alert tone="warning">{warning}</Alert>}
          <div className={styles.pickerHead}>
            <h3 className={styles.subhead}>Your materials</h3>
            {phase !== 'free' && (
              <p className={styles.busy}>The forge is busy until your piece is claimed.</p>
            )}
          </div>
          <MaterialPicker
            materials={data.materials}
            slots={placed}
            enabled={phase === 'free' && pending === null}
            onAdd={add}
          />
        </Panel>

        <div ref={fireRef} className={styles.fire}>
          <Panel
            tone="iron"
            title={PANEL_TITLES[phase]}
            icon={phase === 'ready' ? <IconChest /> : <IconFire />}
          >
            <div className={styles.fireBody}>
              {feedback?.tone === 'reward' && <ForgeReward piece={feedback.piece} />}
              {feedback?.tone === 'reward' &&
                feedback.seeds &&
                fairness?.(feedback.seeds, feedback.materials)}
              {phase === 'forging' && secondsLeft !== null && (
                <ForgeCountdown
                  seconds={secondsLeft}
                  totalSeconds={
                    data.totalSeconds === null ? null : data.totalSeconds + FORGE_MARGIN_SECONDS
                  }
                />
              )}
              {phase === 'ready' && (
                <div className={styles.ready}>
                  <IconChest className={styles.readyIcon} aria-hidden="true" />
                  <p>The fire has cooled. Your piece waits, sealed in the ashes.</p>
                </div>
              )}
              {phase !== 'ready' && <ForgeForecast materialIds={shown} />}
              {phase === 'free' && (
                <Button
                  block
                  className={styles.action}
                  onClick={handleForge}
                  disabled={!canForge(placed) || pending !== null}
                  aria-busy={pending === 'forge'}
                >
                  <IconHammer aria-hidden="true" />
                  {pending === 'forge' ? 'Forging…' : 'Forge'}
                </Button>
              )}
              {phase === 'ready' && (
                <Button
                  block
                  variant="ember"
                  className={styles.action}
                  onClick={handleClaim}
                  disabled={pending !== null}
                  aria-busy={pending === 'claim'}
                >
                  <IconChest aria-hidden="true" />
                  {pending === 'claim' ? 'Claiming…' : 'Claim'}
                </Button>
              )}
              {/* 'The forge roars to life.' belongs to the forging; errors stay until the next try. */}
              {feedback?.tone === 'error' && <Alert tone="error">{feedback.text}</Alert>}
              {feedback?.tone === 'success' && phase === 'forging' && (
                <Alert tone="success">{feedback.text}</Alert>
              )}
            </div>
          </Panel>
        </div>
      </div>
      <RecipeBook activeStarMetal={plan.ok ? plan.starMetal : null} />
    </div>
  );
}
