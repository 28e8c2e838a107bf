import { useCallback, useEffect, useState } from 'react';
import type { BattleRound } from '@/hooks/use-battle';
import { browserStorage } from '@/stores/stored-state';
import type { Hit } from './battle-hits';

/** The fight's sound effects, each a few notes synthesized on the spot (no files). */
export type BattleSound = 'hit' | 'crit' | 'heal' | 'victory' | 'defeat';

interface Note {
  /** Start and end pitch in Hz: a falling pitch reads as a thud. */
  from: number;
  to: number;
  /** Seconds after the sound starts, and how long the note lasts. */
  at: number;
  length: number;
  wave: OscillatorType;
  volume: number;
}

const note = (
  from: number,
  to: number,
  at: number,
  length: number,
  wave: OscillatorType,
  volume = 0.5,
): Note => ({ from, to, at, length, wave, volume });

const SOUNDS: Record<BattleSound, readonly Note[]> = {
  hit: [note(180, 55, 0, 0.14, 'triangle', 0.9), note(900, 300, 0, 0.05, 'square', 0.12)],
  crit: [
    note(240, 50, 0, 0.22, 'sawtooth', 0.5),
    note(1320, 660, 0, 0.12, 'square', 0.18),
    note(1760, 1760, 0.05, 0.1, 'triangle', 0.25),
  ],
  heal: [
    note(523, 523, 0, 0.1, 'sine'),
    note(659, 659, 0.08, 0.1, 'sine'),
    note(784, 784, 0.16, 0.18, 'sine'),
  ],
  victory: [
    note(523, 523, 0, 0.12, 'triangle'),
    note(659, 659, 0.12, 0.12, 'triangle'),
    note(784, 784, 0.24, 0.12, 'triangle'),
    note(1047, 1047, 0.36, 0.4, 'triangle'),
  ],
  defeat: [
    note(392, 370, 0, 0.22, 'triangle'),
    note(330, 311, 0.22, 0.22, 'triangle'),
    note(262, 247, 0.44, 0.22, 'triangle'),
    note(196, 110, 0.66, 0.6, 'triangle'),
  ],
};

/** All sounds together stay quiet beside other tabs' audio. */
const MASTER_VOLUME = 0.22;

// One context for the page: browsers cap how many may exist, and a sound started on
// the battle screen plays on over the result screen.
let context: AudioContext | null = null;

/** The page's audio, made on first use (a user's gesture); null where there is none. */
function audio(): AudioContext | null {
  if (context === null && typeof AudioContext !== 'undefined') context = new AudioContext();
  return context;
}

/** Plays a sound now, if the page's audio has been started by a gesture. */
export function playSound(sound: BattleSound) {
  const ctx = context;
  if (ctx === null || ctx.state !== 'running') return;
  const start = ctx.currentTime;
  for (const n of SOUNDS[sound]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    const t0 = start + n.at;
    const t1 = t0 + n.length;
    osc.type = n.wave;
    osc.frequency.setValueAtTime(n.from, t0);
    osc.frequency.exponentialRampToValueAtTime(n.to, t1);
    gain.gain.setValueAtTime(0.0001, t0);
    gain.gain.exponentialRampToValueAtTime(n.volume * MASTER_VOLUME, t0 + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, t1);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t0);
    osc.stop(t1 + 0.02);
  }
}

const MUTED_KEY = 'demonbane:battle-sound-muted';

/**
 * Sound on or off, remembered on this device. While on, the first click or key press
 * on the page starts its audio (browsers allow sound only after a gesture).
 */
export function useBattleSoundSetting() {
  const [muted, setMutedState] = useState(() => browserStorage()?.getItem(MUTED_KEY) === 'true');

  useEffect(() => {
    if (muted) return;
    const unlock = () => void audio()?.resume();
    window.addEventListener('pointerdown', unlock, { capture: true });
    window.addEventListener('keydown', unlock, { capture: true });
    return () => {
      window.removeEventListener('pointerdown', unlock, { capture: true });
      window.removeEventListener('keydown', unlock, { capture: true });
    };
  }, [muted]);

  const setMuted = useCallback((next: boolean) => {
    setMutedState(next);
    try {
      browserStorage()?.setItem(MUTED_KEY, String(next));
    } catch {
      // Storage refused: the choice holds for this visit only.
    }
    // Turning sound on is itself a gesture: start the audio now.
    if (!next) void audio()?.resume();
  }, []);

  return { muted, setMuted };
}

/** The round's loudest moment: a crit over a blow over a heal. */
function roundSound(hits: readonly Hit[]): BattleSound | null {
  if (hits.some((hit) => hit.kind === 'damage' && hit.crit)) return 'crit';
  if (hits.some((hit) => hit.kind === 'damage')) return 'hit';
  return hits.some((hit) => hit.kind === 'heal') ? 'heal' : null;
}

/** After the final blow's sound, the fight's end. */
const END_DELAY_MS = 220;

/** Each new round plays its sound once (and the fight's end after it), unless muted. */
export function useRoundSounds(round: BattleRound | null, hits: readonly Hit[], muted: boolean) {
  const id = round?.id;
  const end = round?.end ?? null;
  const sound = roundSound(hits);
  useEffect(() => {
    if (id === undefined || muted) return;
    if (sound) playSound(sound);
    // Not cancelled when the screen goes: the fanfare plays on over the result.
    if (end !== null) {
      window.setTimeout(() => playSound(end === 'won' ? 'victory' : 'defeat'), END_DELAY_MS);
    }
    // Once per round: the sound belongs to the round's id, not to a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
}
