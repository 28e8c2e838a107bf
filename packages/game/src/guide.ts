import { equipmentById, type EquipmentId } from './equipment';
import { EQUIPMENT_TYPES } from './equipment-slot';
import type { Loadout } from './loadout';

/**
 * The new player's guide: one "next step" at a time on Home, in this order. A step
 * is done when the hero's durable state says so (GuideProgress); the guide shows the
 * first step not done, and nothing once all are done or the player dismissed it.
 * Words and destinations are content: edit them here.
 */
export interface GuideStepDef {
  title: string;
  text: string;
  /** The button: what it says and the web path it opens. */
  action: { label: string; to: string };
  /** Whether the hero has done this step. */
  done: (p: GuideProgress) => boolean;
}

/** What the guide reads of a hero; the server derives it from stored state. */
export interface GuideProgress {
  level: number;
  /** 1 for a root job, 2 once evolved. */
  jobTier: number;
  /** A slot is empty while the pack holds a piece the hero may wear in it. */
  gearToWear: boolean;
  /** Highest tower floor cleared (0: none). */
  highestFloor: number;
  /** The hero has won a fight in the wilds. */
  wonInTheWilds: boolean;
  /** Healing potions owned now, and whether the hero ever bought one. */
  potionsOwned: number;
  boughtPotions: boolean;
}

const GUIDE_TABLE = {
  'wear-gear': {
    title: 'Wear your gear',
    text: 'A piece in your pack fits an empty slot. Worn gear adds its stats to every fight.',
    action: { label: 'Open Equipment', to: '/equipment' },
    done: (p) => !p.gearToWear,
  },
  'tower-floor-1': {
    title: 'Climb the tower',
    text: 'Floor 1 of the hunting tower holds a single Imp: a safe first fight to learn skills and potions.',
    action: { label: 'Go to the tower', to: '/hunt' },
    done: (p) => p.highestFloor >= 1,
  },
  'first-map': {
    title: 'Explore Ashen Hills',
    text: 'Walk area 1 of Ashen Hills, made for level 1, and win a fight in the wilds.',
    action: { label: 'Explore', to: '/explore' },
    done: (p) => p.wonInTheWilds,
  },
  'buy-potions': {
    title: 'Buy potions',
    text: 'You are out of potions. A few Minor Healing Potions send you back out without resting.',
    action: { label: 'Visit the shop', to: '/shop' },
    done: (p) => p.potionsOwned > 0 || p.boughtPotions,
  },
  'tower-floor-5': {
    title: 'Beat the tower’s first boss',
    text: 'The Gate Warden guards floor 5. Its first defeat pays a triple bounty.',
    action: { label: 'Go to the tower', to: '/hunt' },
    done: (p) => p.highestFloor >= 5,
  },
  'reach-level-10': {
    title: 'Reach level 10',
    text: 'Level 10 opens your job’s evolutions. Explore the maps for your level, or climb on.',
    action: { label: 'Explore', to: '/explore' },
    done: (p) => p.level >= 10 || p.jobTier > 1,
  },
  evolve: {
    title: 'Evolve your job',
    text: 'Your hero is ready: choose one of the two evolutions of your job.',
    action: { label: 'Choose an evolution', to: '/assign-job' },
    done: (p) => p.jobTier > 1,
  },
} as const satisfies Record<string, GuideStepDef>;

export type GuideStepId = keyof typeof GUIDE_TABLE;

/** The steps in the order a new player meets them. */
export const GUIDE_STEP_IDS = Object.keys(GUIDE_TABLE) as GuideStepId[];

export function guideStep(id: GuideStepId): GuideStepDef {
  return GUIDE_TABLE[id];
}

/** The first step not done, with its 1-based place; null once every step is done. */
export function nextGuideStep(
  progress: GuideProgress,
): { id: GuideStepId; step: GuideStepDef; index: number; total: number } | null {
  const total = GUIDE_STEP_IDS.length;
  for (const [i, id] of GUIDE_STEP_IDS.entries()) {
    const step = GUIDE_TABLE[id];
    if (!step.done(progress)) return { id, step, index: i + 1, total };
  }
  return null;
}

/** Whether a slot is empty while `pack` holds a piece the hero may wear in it at `level`. */
export function hasGearToWear(
  loadout: Loadout,
  pack: readonly { itemId: EquipmentId }[],
  level: number,
): boolean {
  return EQUIPMENT_TYPES.some(
    (slot) =>
      loadout[slot] === null &&
      pack.some((p) => {
        const piece = equipmentById(p.itemId);
        return piece.type === slot && piece.level <= level;
      }),
  );
}
