import { describe, expect, it } from 'vitest';
import {
  challengeReplay,
  goldText,
  ratingText,
  replayAnnouncement,
  signedChange,
  watchedReplay,
} from './replay';
import { CHALLENGE_WIN, FIGHT_LOG, WATCHED_DEFENCE } from '../testing/arena-fixtures';

describe('arena replays', () => {
  it('signs a rating change with a true minus', () => {
    expect(signedChange(16)).toBe('+16');
    expect(signedChange(-1200)).toBe('−1,200');
    expect(signedChange(0)).toBe('±0');
  });

  it('tells a challenge just made from the hero’s side, with the new rating', () => {
    const fight = challengeReplay(CHALLENGE_WIN);
    expect(fight.title).toBe('You challenge mordrake');
    expect(ratingText(fight)).toBe('Rating +16, now 1,016');
    expect(goldText(fight)).toBe('+32 gold');
    expect(replayAnnouncement(fight)).toBe(
      'Victory against mordrake. Rating +16, now 1,016. +32 gold.',
    );
    expect(goldText({ ...fight, goldWon: 0 })).toBeNull();
  });

  it('tells a watched defence from the hero’s side, by its log entry', () => {
    const entry = FIGHT_LOG[1]!;
    const fight = watchedReplay(WATCHED_DEFENCE, entry);
    expect(fight.title).toBe('ilse challenged you');
    expect(fight.won).toBe(false);
    expect(replayAnnouncement(fight)).toBe('Defeat against ilse. Rating −14.');
  });
});
