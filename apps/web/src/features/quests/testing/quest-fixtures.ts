import type {
  ClaimQuestResponse,
  QuestsResponse,
  QuestView,
} from '@demonbane/shared/quest-schemas';

/** The day the tests' quests belong to. */
export const QUEST_DAY = '2026-11-25';

/** One of today's quests, for tests, its id on QUEST_DAY. */
function quest(id: string, fields: Omit<QuestView, '_id'>): QuestView {
  return { _id: `${QUEST_DAY}:${id}`, ...fields };
}

/** Today's three: one under way, one finished to claim, one claimed already. */
export const QUESTS: QuestView[] = [
  quest('slayer', {
    title: 'Slayer',
    description: 'Win 15 fights against monsters of level 2 or higher, in the wilds or the tower.',
    progress: 7,
    goal: 15,
    reward: { gold: 390, souls: 1 },
    claimed: false,
  }),
  quest('smith', {
    title: 'At the anvil',
    description: 'Start a forging, or combine three copies into one.',
    progress: 1,
    goal: 1,
    reward: { gold: 208, souls: 1 },
    claimed: false,
  }),
  quest('gambler', {
    title: 'Tempt fate',
    description: 'Draw 3 pieces from any gacha box.',
    progress: 3,
    goal: 3,
    reward: { gold: 208, souls: 0 },
    claimed: true,
  }),
];

/** POST /quests for tests: a 3-day streak, resetting at `resets_at` (by default in 5 h 12 min). */
export function questsAnswer(overrides: Partial<QuestsResponse> = {}): QuestsResponse {
  return {
    quests: QUESTS,
    streak: 3,
    resets_at: new Date(Date.now() + (5 * 60 + 12) * 60_000).toISOString(),
    ...overrides,
  };
}

/** POST /quests/claim paying At the anvil into a purse of 1,500 gold and 30 souls. */
export const CLAIM_ANVIL: ClaimQuestResponse = {
  message: 'At the anvil: done! You receive 208 gold and 1 souls.',
  reward: { gold: 208, souls: 1 },
  gold: 1708,
  soul: 31,
  streak: 3,
};
