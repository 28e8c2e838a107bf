import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BattleRound } from '@/hooks/use-battle';
import { roundHits } from './battle-hits';
import { useBattleSoundSetting, useRoundSounds } from './battle-sound';

/** A stand-in for the browser's audio: counts contexts and the notes played. */
class FakeAudioContext {
  static made = 0;
  static notes = 0;
  state: AudioContextState = 'suspended';
  currentTime = 0;
  destination = {};
  constructor() {
    FakeAudioContext.made++;
  }
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
  createOscillator() {
    FakeAudioContext.notes++;
    const param = { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} };
    return { frequency: param, connect: (n: unknown) => n, start: () => {}, stop: () => {} };
  }
  createGain() {
    const param = { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} };
    return { gain: param, connect: (n: unknown) => n };
  }
}

function Fight({ round }: { round: BattleRound | null }) {
  const { muted, setMuted } = useBattleSoundSetting();
  useRoundSounds(round, round ? roundHits(round.lines) : [], muted);
  return (
    <button type="button" aria-pressed={!muted} onClick={() => setMuted(!muted)}>
      Sound effects
    </button>
  );
}

const blow = (id: number): BattleRound => ({
  id,
  lines: ['You strike the Imp for 9 damage.'],
  end: null,
});

describe('battle sounds', () => {
  beforeEach(() => {
    FakeAudioContext.made = 0;
    FakeAudioContext.notes = 0;
    vi.stubGlobal('AudioContext', FakeAudioContext);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("start with the player's first gesture, play each round once, and stay off once muted", () => {
    const { rerender, unmount } = render(<Fight round={null} />);
    expect(FakeAudioContext.made).toBe(0);
    fireEvent.pointerDown(document.body);
    expect(FakeAudioContext.made).toBe(1);

    rerender(<Fight round={blow(1)} />);
    const played = FakeAudioContext.notes;
    expect(played).toBeGreaterThan(0);
    rerender(<Fight round={blow(1)} />);
    expect(FakeAudioContext.notes).toBe(played);

    fireEvent.click(screen.getByRole('button', { name: 'Sound effects' }));
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('false');
    rerender(<Fight round={blow(2)} />);
    expect(FakeAudioContext.notes).toBe(played);
    unmount();

    // Remembered on this device.
    render(<Fight round={blow(3)} />);
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('false');
    expect(FakeAudioContext.notes).toBe(played);
  });
});
