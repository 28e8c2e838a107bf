/** What a battle key does: 1–3 the skills in the bar's order, A attacks, P drinks. */
export type BattleKey = { kind: 'attack' } | { kind: 'potion' } | { kind: 'skill'; index: number };

/** The key shown on each skill button, in the order the server lists the skills. */
export const SKILL_KEYS = ['1', '2', '3'] as const;

/** The battle action a key stands for (letters in either case), else null. */
export function battleKey(key: string): BattleKey | null {
  const lower = key.toLowerCase();
  if (lower === 'a') return { kind: 'attack' };
  if (lower === 'p') return { kind: 'potion' };
  const index = SKILL_KEYS.indexOf(key as (typeof SKILL_KEYS)[number]);
  return index === -1 ? null : { kind: 'skill', index };
}
