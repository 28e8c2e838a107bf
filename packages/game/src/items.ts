import type { BuffId } from './buffs';
import { keyedLookups } from './content-table';

/**
 * Stackable items as data: consumables (used from the inventory or in battle) and
 * forge materials. Shops, drops and the starting kit refer to these ids.
 */
export type ItemEffect =
  | { kind: 'heal'; amount: number }
  | { kind: 'heal-percent'; percent: number }
  | { kind: 'buff'; buffId: BuffId };

export interface ItemFields {
  name: string;
  description: string;
  /** Consumables can be used; materials only feed the forge. */
  category: 'consumable' | 'material';
  effect?: ItemEffect;
}

const TABLE = {
  // Healing
  'potion-minor': {
    name: 'Minor Healing Potion',
    description: 'A vial of red tincture brewed by field chaplains. Restores 60 HP.',
    category: 'consumable',
    effect: { kind: 'heal', amount: 60 },
  },
  potion: {
    name: 'Healing Potion',
    description: 'The Watch’s standard issue. Restores 150 HP.',
    category: 'consumable',
    effect: { kind: 'heal', amount: 150 },
  },
  'potion-greater': {
    name: 'Greater Healing Potion',
    description: 'Thick as blood and twice as warm. Restores 400 HP.',
    category: 'consumable',
    effect: { kind: 'heal', amount: 400 },
  },
  'elixir-life': {
    name: 'Elixir of Life',
    description: 'Distilled from a seraph’s tear. Restores all HP.',
    category: 'consumable',
    effect: { kind: 'heal-percent', percent: 100 },
  },
  // Buffs (see buffs.ts for what each grants and for how long)
  'scroll-fury': {
    name: 'Scroll of Fury',
    description: 'A war-chant inked in ash. +8 ATK for the next 5 battles.',
    category: 'consumable',
    effect: { kind: 'buff', buffId: 'fury' },
  },
  'scroll-warding': {
    name: 'Scroll of Warding',
    description: 'A circle of salt and silver. +8 DEF for the next 5 battles.',
    category: 'consumable',
    effect: { kind: 'buff', buffId: 'warding' },
  },
  'scroll-haste': {
    name: 'Scroll of Haste',
    description: 'Wind-script that quickens the step. +5 SPD for the next 5 battles.',
    category: 'consumable',
    effect: { kind: 'buff', buffId: 'haste' },
  },
  'tome-insight': {
    name: 'Tome of Insight',
    description: 'Margins full of a dead hunter’s notes. Double XP for the next 10 battles.',
    category: 'consumable',
    effect: { kind: 'buff', buffId: 'insight' },
  },
  'draught-titan': {
    name: 'Draught of the Titan',
    description: 'It tastes of iron and thunder. +20 ATK and +20 DEF for the next 10 battles.',
    category: 'consumable',
    effect: { kind: 'buff', buffId: 'titan' },
  },
  'incense-vigil': {
    name: 'Incense of the Vigil',
    description: 'Holy smoke that clings for an hour. +12 DEF and +4 SPD for 60 minutes.',
    category: 'consumable',
    effect: { kind: 'buff', buffId: 'vigil' },
  },
  // Forge materials
  'iron-ore': {
    name: 'Iron Ore',
    description: 'Common ore from the Ashen Hills. The backbone of any blade.',
    category: 'material',
  },
  'demon-hide': {
    name: 'Demon Hide',
    description: 'Scaled leather that shrugs off sparks. Favoured for armour.',
    category: 'material',
  },
  'ember-shard': {
    name: 'Ember Shard',
    description: 'A splinter of a fallen star that never cools. Favoured for charms.',
    category: 'material',
  },
  'drowned-ingot': {
    name: 'Drowned Ingot',
    description: 'Salvage from the Sunken Ossuary. In the forge it makes level-20 gear.',
    category: 'material',
  },
  thornheart: {
    name: 'Thornheart',
    description: 'The living core of a Thornwood beast. In the forge it makes level-30 gear.',
    category: 'material',
  },
  'obsidian-shard': {
    name: 'Obsidian Shard',
    description: 'A splinter of the Throne. In the forge it makes level-40 gear.',
    category: 'material',
  },
  'star-metal': {
    name: 'Star Metal',
    description: 'Sky-iron bought with souls. Greatly improves the odds of a fine forging.',
    category: 'material',
  },
} as const satisfies Record<string, ItemFields>;

/** A stackable item's id: a misspelt id in a shop, a drop or the starting kit fails typecheck. */
export type ItemId = keyof typeof TABLE;

export interface StackableItem extends ItemFields {
  id: ItemId;
}

export const ITEMS: readonly StackableItem[] = (Object.keys(TABLE) as ItemId[]).map((id) => ({
  id,
  ...TABLE[id],
}));
const BY_ID = Object.fromEntries(ITEMS.map((i) => [i.id, i])) as Record<ItemId, StackableItem>;

/** The id of a forge material (an item of category 'material'). */
export type MaterialId = {
  [K in ItemId]: (typeof TABLE)[K]['category'] extends 'material' ? K : never;
}[ItemId];

const lookups = keyedLookups(BY_ID);
/** The entry of a known id. */
export const itemById = lookups.byId;
export const isItemId = lookups.isId;
/** An entry by an id read from outside (a request body, an older database row). */
export const findItem = lookups.find;
