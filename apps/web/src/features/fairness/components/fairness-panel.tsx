import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { RotateResponse } from '@demonbane/shared/fairness-schemas';
import IconAnticlockwiseRotation from '~icons/game-icons/anticlockwise-rotation';
import IconScales from '~icons/game-icons/scales';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { InlineConfirm } from '@/components/ui/inline-confirm';
import { Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { loadError } from '@/lib/error-message';
import { FAIRNESS_LOAD_ERROR, fairnessQueryOptions } from '../api/get-fairness';
import { useSeedChanges } from '../hooks/use-seed-changes';
import { rememberedDraws } from '../utils/fair-memory';
import { drawVerifyLink, verifyLink } from '../utils/verify-query';
import styles from './fairness-panel.module.css';

/**
 * The gacha's "Provably fair" panel: the committed seed's hash (shown before any draw),
 * the client seed and its form, the nonce, and rotation, which reveals the seed so the
 * draws made with it can be checked on the verifier.
 */
export function FairnessPanel({ userId }: { userId: string }) {
  const state = useQuery(fairnessQueryOptions(userId));
  const changes = useSeedChanges(userId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [revealed, setRevealed] = useState<RotateResponse['revealed'] | null>(null);
  const error = loadError(state.error, FAIRNESS_LOAD_ERROR);

  function rotate() {
    changes.rotate.mutate(undefined, {
      onSuccess: (res) => {
        setRevealed(res.revealed);
        setConfirming(false);
      },
    });
  }

  return (
    <Panel title="Provably fair" icon={<IconScales />} className={styles.panel}>
      <p className={styles.lede}>
        Before you draw, the vault commits to a secret server seed by showing its SHA-256 hash. Each
        draw is decided by that seed, your client seed and the nonce. Rotate the seed to reveal it,
        then check any draw made with it.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {state.isPending && <Loading />}
      {state.data && (
        <dl className={styles.seeds}>
          <div>
            <dt className={styles.term}>Server seed hash</dt>
            <dd>
              <code className={styles.hex}>{state.data.server_seed_hash}</code>
            </dd>
          </div>
          <div>
            <dt className={styles.term}>Client seed</dt>
            <dd>
              {editing ? (
                <ClientSeedForm
                  current={state.data.client_seed}
                  pending={changes.clientSeed.isPending}
                  error={changes.clientSeedError}
                  onSave={(seed) =>
                    changes.clientSeed.mutate(seed, { onSuccess: () => setEditing(false) })
                  }
                  onCancel={() => {
                    changes.clientSeed.reset();
                    setEditing(false);
                  }}
                />
              ) : (
                <span className={styles.value}>
                  <code className={styles.hex}>{state.data.client_seed}</code>
                  <Button variant="secondary" onClick={() => setEditing(true)}>
                    Change
                  </Button>
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt className={styles.term}>Nonce</dt>
            <dd>
              <span className={styles.nonce}>{state.data.nonce}</span>
              <span className={styles.note}> draws made with this seed so far</span>
            </dd>
          </div>
        </dl>
      )}
      {state.data &&
        (confirming ? (
          <InlineConfirm
            icon={<IconAnticlockwiseRotation />}
            question="Reveal this seed and commit a new one?"
            confirmLabel="Rotate seed"
            cancelLabel="Keep this seed"
            pending={changes.rotate.isPending}
            onConfirm={rotate}
            onCancel={() => setConfirming(false)}
          >
            <p>
              The odds do not change. Your next draws use a new seed; every draw made with this one
              can then be checked.
            </p>
          </InlineConfirm>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <IconAnticlockwiseRotation aria-hidden="true" />
            Rotate seed
          </Button>
        ))}
      {changes.rotateError && <Alert tone="error">{changes.rotateError}</Alert>}
      {revealed && <RevealedSeed revealed={revealed} />}
    </Panel>
  );
}

function ClientSeedForm({
  current,
  pending,
  error,
  onSave,
  onCancel,
}: {
  current: string;
  pending: boolean;
  error: string | null;
  onSave: (seed: string) => void;
  onCancel: () => void;
}) {
  const [seed, setSeed] = useState(current);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(seed);
  }
  return (
    <form className={styles.form} onSubmit={submit}>
      <TextField
        label="New client seed"
        hint="1–64 printable characters. It only changes which draws your seed gives, never the odds."
        value={seed}
        onChange={(e) => setSeed(e.target.value)}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div className={styles.buttons}>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          Save
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The seed a rotation revealed, and the way to check the draws made with it. */
function RevealedSeed({ revealed }: { revealed: RotateResponse['revealed'] }) {
  const hash = revealed.server_seed_hash;
  const [latest] = rememberedDraws(hash);
  const link = latest
    ? drawVerifyLink(latest, latest.box, latest.amount, revealed.server_seed)
    : verifyLink({
        serverSeed: revealed.server_seed,
        serverSeedHash: hash,
        clientSeed: revealed.client_seed,
        nonce: String(Math.max(0, revealed.nonce - 1)),
      });
  return (
    <section className={styles.revealed} aria-labelledby="revealed-seed-title">
      <h3 id="revealed-seed-title" className={styles.subtitle}>
        Revealed server seed
      </h3>
      <code className={styles.hex}>{revealed.server_seed}</code>
      <p className={styles.note}>
        Its hash was {hash.slice(0, 12)}…; {revealed.nonce}{' '}
        {revealed.nonce === 1 ? 'draw was' : 'draws were'} made with it (nonces 0 to{' '}
        {Math.max(0, revealed.nonce - 1)}), with the client seed “{revealed.client_seed}”. Keep it:
        the vault does not.
      </p>
      <ButtonLink to={link} variant="ember">
        Verify my draws
      </ButtonLink>
    </section>
  );
}
