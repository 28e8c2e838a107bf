import type {
  ArenaFightResponse,
  ArenaLogEntry,
  ChallengeResponse,
} from '@demonbane/shared/arena-schemas';
import { formatNumber } from '@/lib/format-number';

/** A fight to play back, told from the hero's side. */
export interface ReplayFight {
  id: string;
  /** Who challenged whom, e.g. 'You challenge mordrake'. */
  title: string;
  lines: readonly string[];
  opponent: string;
  won: boolean;
  ratingChange: number;
  /** The hero's rating after it, when the answer says (a challenge just made). */
  ratingAfter: number | null;
  /** Gold the win paid, when the answer says (a challenge just made). */
  goldWon: number | null;
  /** Its public replay (/replay/:id), unless it has been swept. */
  replayId: string | null;
}

/** A rating change as it reads: +16, −16 (a minus sign), ±0. */
export function signedChange(change: number): string {
  if (change > 0) return `+${formatNumber(change)}`;
  if (change < 0) return `−${formatNumber(-change)}`;
  return '±0';
}

/** The fight a challenge has just played. */
export function challengeReplay(res: ChallengeResponse): ReplayFight {
  return {
    id: res._id,
    title: `You challenge ${res.opponent.username}`,
    lines: res.battleLog,
    opponent: res.opponent.username,
    won: res.result === 'win',
    ratingChange: res.rating_change,
    ratingAfter: res.rating,
    goldWon: res.gold,
    replayId: res.replay_id,
  };
}

/** A past fight from the log, as POST /arena/fight answers it. */
export function watchedReplay(fight: ArenaFightResponse, entry: ArenaLogEntry): ReplayFight {
  return {
    id: fight._id,
    title:
      entry.role === 'attack'
        ? `You challenged ${entry.opponent}`
        : `${entry.opponent} challenged you`,
    lines: fight.battleLog,
    opponent: entry.opponent,
    won: entry.result === 'win',
    ratingChange: entry.rating_change,
    ratingAfter: null,
    goldWon: null,
    replayId: fight.replay_id,
  };
}

/** The rating line under the verdict: 'Rating +16, now 1,016'. */
export function ratingText(fight: ReplayFight): string {
  const now = fight.ratingAfter === null ? '' : `, now ${formatNumber(fight.ratingAfter)}`;
  return `Rating ${signedChange(fight.ratingChange)}${now}`;
}

/** The purse line under it, for a challenge whose win paid: '+32 gold'; else null. */
export function goldText(fight: ReplayFight): string | null {
  return fight.goldWon ? `+${formatNumber(fight.goldWon)} gold` : null;
}

/** What screen readers hear once, when the fight has played out. */
export function replayAnnouncement(fight: ReplayFight): string {
  const verdict = fight.won ? 'Victory' : 'Defeat';
  const gold = goldText(fight);
  return `${verdict} against ${fight.opponent}. ${ratingText(fight)}.${gold ? ` ${gold}.` : ''}`;
}
