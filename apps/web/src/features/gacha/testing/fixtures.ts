import type {
  AuditResponse,
  DrawResponse,
  GachaBoxView,
  HistoryResponse,
} from '@demonbane/shared/gacha-schemas';

const GUARANTEE = 'Every x11 draw holds at least one Rare or better.';

/** The three boxes as GET /gacha/boxs publishes them (the Satchel has no multi_price). */
export const BOXES: GachaBoxView[] = [
  {
    index: 0,
    box: 'Ashen Coffer',
    description: 'An iron-bound chest pulled from the ash fields.',
    rarity: [{ Common: 60 }, { Uncommon: 27 }, { Rare: 10 }, { Epic: 2.5 }, { Legendary: 0.5 }],
    currencies: 'gold',
    price: 300,
    multi_price: 3000,
    pity: 60,
    guarantee: GUARANTEE,
  },
  {
    index: 1,
    box: 'Abyssal Reliquary',
    description: 'A reliquary sealed with souls.',
    rarity: [{ Uncommon: 45 }, { Rare: 35 }, { Epic: 15 }, { Legendary: 5 }],
    currencies: 'soul',
    price: 10,
    multi_price: 100,
    pity: 20,
    guarantee: GUARANTEE,
  },
  {
    index: 2,
    box: 'Pilgrim’s Satchel',
    description: 'Cheap, and sometimes empty.',
    rarity: [{ null: 25 }, { Common: 55 }, { Uncommon: 15 }, { Rare: 4.5 }, { Epic: 0.5 }],
    currencies: 'gold',
    price: 100,
    pity: 100,
    guarantee: GUARANTEE,
  },
];

export const HISTORY: HistoryResponse = {
  history: [
    {
      box: 'Ashen Coffer',
      name: 'Cinder Axe',
      rarity: 'Epic',
      source: 'pity',
      drawn_at: '2025-03-01T10:00:00.000Z',
    },
    {
      box: 'Pilgrim’s Satchel',
      name: 'Handful of Ash',
      rarity: null,
      source: 'roll',
      drawn_at: '2025-03-01T09:00:00.000Z',
    },
  ],
  pity: [
    { index: 0, box: 'Ashen Coffer', since_epic: 12, threshold: 60 },
    { index: 1, box: 'Abyssal Reliquary', since_epic: 0, threshold: 20 },
    { index: 2, box: 'Pilgrim’s Satchel', since_epic: 37, threshold: 100 },
  ],
};

export const SINGLE_DRAW: DrawResponse = {
  success: true,
  message: 'The box creaks open…',
  items: [
    {
      name: 'Ashen Longsword',
      rarity: 'Rare',
      stats: { atk: 14, def: 0, spd: 0 },
      description: 'A blade quenched in the ash of a burnt shrine.',
      source: 'roll',
    },
  ],
  currencyRemaining: 1200,
  currency: 'gold',
  pity: { since_epic: 13, threshold: 60 },
};

/** An 11-draw from the Satchel: commons, an empty slot and a guaranteed Rare last. */
export const MULTI_DRAW: DrawResponse = {
  success: true,
  message: 'Eleven boxes creak open…',
  items: [
    ...Array.from({ length: 9 }, () => ({
      name: 'Padded Vest',
      rarity: 'Common' as const,
      stats: { atk: 0, def: 4, spd: 0 },
      description: 'Quilted linen.',
      source: 'roll' as const,
    })),
    {
      name: 'Handful of Ash',
      rarity: null,
      stats: null,
      description: 'The box held nothing but ash. It happens.',
      source: 'roll',
    },
    {
      name: 'Ring of Embers',
      rarity: 'Rare',
      stats: { atk: 3, def: 0, spd: 2 },
      description: 'Warm to the touch.',
      source: 'guarantee',
    },
  ],
  currencyRemaining: 500,
  currency: 'gold',
  pity: { since_epic: 48, threshold: 100 },
};

export const AUDIT: AuditResponse = {
  boxes: [
    {
      index: 0,
      box: 'Ashen Coffer',
      rolls: 1000,
      pity_draws: 3,
      guarantee_upgrades: 7,
      rates: [
        { key: 'Common', published_percent: 60, observed: 598, observed_percent: 59.8 },
        { key: 'Uncommon', published_percent: 27, observed: 272, observed_percent: 27.2 },
        { key: 'Rare', published_percent: 10, observed: 101, observed_percent: 10.1 },
        { key: 'Epic', published_percent: 2.5, observed: 24, observed_percent: 2.4 },
        { key: 'Legendary', published_percent: 0.5, observed: 5, observed_percent: 0.5 },
      ],
      chi_square: 0.21,
      degrees_of_freedom: 4,
      p_value: 0.42,
    },
    {
      index: 2,
      box: 'Pilgrim’s Satchel',
      rolls: 0,
      pity_draws: 0,
      guarantee_upgrades: 0,
      rates: [
        { key: 'null', published_percent: 25, observed: 0, observed_percent: 0 },
        { key: 'Common', published_percent: 55, observed: 0, observed_percent: 0 },
      ],
      chi_square: 0,
      degrees_of_freedom: 1,
      p_value: 1,
    },
  ],
};
