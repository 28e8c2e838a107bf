/**
 * What losing a fight costs in gold (burned, given to nobody). A hero still
 * learning the game (below NOVICE_LEVEL) pays a token; from there a defeat burns
 * a tenth. Fleeing costs half of what losing would, rounded up: cheaper than
 * dying, so it is the sensible choice when a fight is lost, but never free while
 * the hero has gold.
 */
export const DEFEAT_GOLD_LOSS_PERCENT = 10;

/** Below this level a defeat costs at most NOVICE_MAX_LOSS gold or NOVICE_LOSS_PERCENT. */
export const NOVICE_LEVEL = 5;
export const NOVICE_LOSS_PERCENT = 2;
export const NOVICE_MAX_LOSS = 25;

/** Gold a defeat burns: at least 1 while the hero has any. */
export function defeatGoldLoss(gold: number, level: number): number {
  if (gold <= 0) return 0;
  const loss =
    level < NOVICE_LEVEL
      ? Math.min(NOVICE_MAX_LOSS, Math.floor((gold * NOVICE_LOSS_PERCENT) / 100))
      : Math.floor((gold * DEFEAT_GOLD_LOSS_PERCENT) / 100);
  return Math.max(1, loss);
}

/** Gold fleeing a fight burns: half a defeat's loss, rounded up (1 when a defeat costs 1). */
export function fleeGoldLoss(gold: number, level: number): number {
  return Math.ceil(defeatGoldLoss(gold, level) / 2);
}

/**
 * The gold a fight's end is reckoned on: what the hero held when the fight began,
 * or more if the purse grew since (a sale). Spending gold mid-fight therefore no
 * longer cheapens fleeing or losing.
 */
export interface FightPurse {
  /** Gold held when the fight began (stored on the battle). */
  atStart: number;
  /** Gold held now. */
  now: number;
}

/**
 * What losing (`defeat`) or fleeing (`flee`) a fight burns: the cost of the purse
 * as the fight began, capped by the gold held now so the balance never goes negative.
 */
export function fightGoldLoss(how: 'defeat' | 'flee', purse: FightPurse, level: number): number {
  const reckoned = Math.max(purse.atStart, purse.now);
  const cost = how === 'flee' ? fleeGoldLoss(reckoned, level) : defeatGoldLoss(reckoned, level);
  return Math.min(Math.max(0, purse.now), cost);
}
