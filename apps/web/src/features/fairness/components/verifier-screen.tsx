import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BOXES } from '@demonbane/game/gacha';
import { MATERIALS } from '@demonbane/game/forge';
import { itemById } from '@demonbane/game/items';
import IconScales from '~icons/game-icons/scales';
import { Alert } from '@/components/ui/alert';
import { Panel } from '@/components/ui/panel';
import { PageHeading } from '@/components/ui/page-heading';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { rememberedDraws, revealedSeed } from '../utils/fair-memory';
import { verify } from '../utils/verify-draw';
import {
  drawVerifyLink,
  readVerifyQuery,
  type VerifyFields,
  type VerifyMode,
} from '../utils/verify-query';
import { VerifiedItems } from './verified-items';
import styles from './verifier-screen.module.css';

const MODES: { mode: VerifyMode; label: string }[] = [
  { mode: 'draw', label: 'A draw' },
  { mode: 'forge', label: 'A forging' },
];
const BOX_OPTIONS = BOXES.map((b) => ({ value: String(b.index), label: b.name }));
const AMOUNT_OPTIONS = [
  { value: '1', label: 'x1' },
  { value: '11', label: 'x11' },
];
const MATERIAL_OPTIONS = [
  { value: '', label: 'Choose…' },
  ...MATERIALS.map((m) => ({ value: m.itemId, label: itemById(m.itemId).name })),
];

/** Seeds are typed or pasted exactly: no autofill, no spelling marks. */
const VERBATIM = { autoComplete: 'off', spellCheck: false } as const;

/** The form as a link left it, the seed filled in when this browser saw it revealed. */
function initialFields(search: URLSearchParams): VerifyFields {
  const fields = readVerifyQuery(search);
  if (fields.serverSeed === '' && fields.serverSeedHash !== '')
    fields.serverSeed = revealedSeed(fields.serverSeedHash.trim().toLowerCase()) ?? '';
  return fields;
}

/**
 * /fairness: recomputes a draw or a forging from its revealed seeds with the game's own
 * code, in the browser. It asks the server nothing, so it works logged out and for anyone.
 */
export function VerifierScreen() {
  const [search] = useSearchParams();
  const [fields, setFields] = useState(() => initialFields(search));
  const set = (change: Partial<VerifyFields>) => setFields((f) => ({ ...f, ...change }));
  const setMaterial = (slot: number, value: string) =>
    setFields((f) => ({
      ...f,
      materials: f.materials.map((m, i) => (i === slot ? value : m)) as VerifyFields['materials'],
    }));
  const result = verify(fields);
  const waiting = fields.serverSeed.trim() === '';

  return (
    <div className={styles.screen}>
      <PageHeading
        icon={<IconScales />}
        eyebrow="Provably fair"
        title="Verify a draw"
        lede="Check that a draw came from the published odds and from a seed fixed before you drew."
      />

      <div className={styles.columns}>
        <Panel title="The seeds" className={styles.form}>
          <div className={styles.modes} role="group" aria-label="What to check">
            {MODES.map(({ mode, label }) => (
              <button
                key={mode}
                type="button"
                className={styles.mode}
                aria-pressed={fields.mode === mode}
                onClick={() => set({ mode })}
              >
                {label}
              </button>
            ))}
          </div>
          <TextField
            label="Server seed (revealed)"
            value={fields.serverSeed}
            onChange={(e) => set({ serverSeed: e.target.value })}
            hint="64 hexadecimal characters, shown when you rotated your seed."
            {...VERBATIM}
          />
          <TextField
            label="Committed hash (optional)"
            value={fields.serverSeedHash}
            onChange={(e) => set({ serverSeedHash: e.target.value })}
            hint="The hash shown before the draw: the seed must match it."
            {...VERBATIM}
          />
          <TextField
            label="Client seed"
            value={fields.clientSeed}
            onChange={(e) => set({ clientSeed: e.target.value })}
            {...VERBATIM}
          />
          <TextField
            label="Nonce"
            inputMode="numeric"
            value={fields.nonce}
            onChange={(e) => set({ nonce: e.target.value })}
          />
          {fields.mode === 'draw' ? (
            <>
              <SelectField
                label="Box"
                value={fields.box}
                options={BOX_OPTIONS}
                onChange={(box) => set({ box })}
              />
              <SelectField
                label="Amount"
                value={fields.amount}
                options={AMOUNT_OPTIONS}
                onChange={(amount) => set({ amount })}
              />
              <TextField
                label="Pity before"
                inputMode="numeric"
                value={fields.pityBefore}
                onChange={(e) => set({ pityBefore: e.target.value })}
                hint="The draw’s “pity before”: draws since the box last gave an Epic or better."
              />
            </>
          ) : (
            fields.materials.map((material, slot) => (
              <SelectField
                key={slot}
                label={`Material ${slot + 1}`}
                value={material}
                options={MATERIAL_OPTIONS}
                onChange={(value) => setMaterial(slot, value)}
              />
            ))
          )}
        </Panel>

        <Panel
          tone="iron"
          title={fields.mode === 'draw' ? 'What the seeds draw' : 'What the seeds forge'}
          className={styles.result}
        >
          {waiting ? (
            <p className={styles.waiting}>
              Enter the server seed. A seed still in use is secret: rotate it in the Gacha’s
              “Provably fair” panel to reveal it, then check every draw made with it.
            </p>
          ) : result.ok ? (
            <>
              {result.hashMatches === true && (
                <Alert tone="success" title="The seed matches its commitment">
                  Its SHA-256 is the hash you were shown before drawing.
                </Alert>
              )}
              {result.hashMatches === false && (
                <Alert tone="warning" title="The seed does not match the committed hash">
                  Its SHA-256 is {result.hash}.
                </Alert>
              )}
              <VerifiedItems items={result.items} />
              {result.hashMatches === null && (
                <p className={styles.hash}>
                  SHA-256 of the seed: <code>{result.hash}</code>
                </p>
              )}
            </>
          ) : (
            <Alert tone="warning">{result.message}</Alert>
          )}
        </Panel>
      </div>

      <SameSeedDraws fields={fields} />

      <Panel tone="iron" title="What is checked" className={styles.explain}>
        <ol className={styles.steps}>
          <li>
            Before you draw, the vault shows the SHA-256 hash of a secret server seed. The seed
            revealed later must hash to it, so it was fixed before your draws.
          </li>
          <li>
            Draw <em>i</em> (0–10) of a request takes HMAC-SHA256 keyed by the server seed over
            “client seed:nonce:<em>i</em>”. Its first 16 bytes, as four little-endian 32-bit
            numbers, seed the game’s own sfc32 generator.
          </li>
          <li>
            That generator picks the rarity against the box’s published odds, then applies the pity
            rule and the x11 guarantee, then picks the piece. A forging does the same over
            “forge:client seed:nonce:0”.
          </li>
        </ol>
        <p className={styles.note}>
          This page runs the game’s own code in your browser and asks the server nothing. The
          algorithm is written out in docs/fairness.md in the game’s source, and{' '}
          <code>npm run verify</code> checks the same from a terminal.
        </p>
      </Panel>
    </div>
  );
}

/** The other draws this browser remembers on the same seed, each a link that fills the form. */
function SameSeedDraws({ fields }: { fields: VerifyFields }) {
  const hash = fields.serverSeedHash.trim().toLowerCase();
  const draws = hash === '' ? [] : rememberedDraws(hash);
  if (draws.length < 2) return null;
  const seed = fields.serverSeed.trim() || null;
  return (
    <Panel tone="iron" title="Your draws with this seed">
      <p className={styles.note}>Remembered by this browser, newest first.</p>
      <ul className={styles.draws}>
        {draws.map((d) => (
          <li key={d.nonce}>
            <Link to={drawVerifyLink(d, d.box, d.amount, seed)} className={styles.draw}>
              Nonce {d.nonce} · {BOX_OPTIONS.find((b) => b.value === String(d.box))?.label} x
              {d.amount}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
