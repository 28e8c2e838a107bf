import { auditVerdict, rollsForFairTest } from '@demonbane/game/audit-verdict';
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
    levels: [1, 1],
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
    levels: [1, 1],
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
    levels: [1, 1],
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

type DrawnItem = DrawResponse['items'][number];

/** One drawn item; a roll unless the source says otherwise. */
function drawn(
  name: string,
  rarity: DrawnItem['rarity'],
  stats: DrawnItem['stats'],
  description: string,
  source: DrawnItem['source'] = 'roll',
): DrawnItem {
  const level = rarity === null ? null : 1;
  return { name, rarity, stats, level, affixes: [], description, source };
}

/** The seed committed in these fixtures (SHA-256 of a made-up seed). */
export const SEED_HASH = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';

/** A successful draw paid in gold, the `nonce`th on the committed seed. */
function goldDraw(
  message: string,
  items: DrawnItem[],
  currencyRemaining: number,
  pity: DrawResponse['pity'],
  fairness: Pick<DrawResponse['fairness'], 'nonce' | 'pity_before'>,
): DrawResponse {
  return {
    success: true,
    message,
    items,
    currencyRemaining,
    currency: 'gold',
    pity,
    fairness: { server_seed_hash: SEED_HASH, client_seed: 'lucky-vesper', ...fairness },
  };
}

export const SINGLE_DRAW: DrawResponse = goldDraw(
  'The box creaks open…',
  [
    drawn(
      'Ashen Longsword',
      'Rare',
      { atk: 14, def: 0, spd: 0 },
      'A blade quenched in the ash of a burnt shrine.',
    ),
  ],
  1200,
  { since_epic: 13, threshold: 60 },
  { nonce: 4, pity_before: 12 },
);

/** An 11-draw from the Satchel: commons, an empty slot and a guaranteed Rare last. */
export const MULTI_DRAW: DrawResponse = goldDraw(
  'Eleven boxes creak open…',
  [
    ...Array.from({ length: 9 }, () =>
      drawn('Padded Vest', 'Common', { atk: 0, def: 4, spd: 0 }, 'Quilted linen.'),
    ),
    drawn('Handful of Ash', null, null, 'The box held nothing but ash. It happens.'),
    drawn('Ring of Embers', 'Rare', { atk: 3, def: 0, spd: 2 }, 'Warm to the touch.', 'guarantee'),
  ],
  500,
  { since_epic: 48, threshold: 100 },
  { nonce: 5, pity_before: 37 },
);

type AuditBox = AuditResponse['boxes'][number];

/** One box's audit: its counts, its rates and the chi-square test's result. */
function auditBox(
  [index, box]: [number, string],
  [rolls, pity_draws, guarantee_upgrades]: [number, number, number],
  rates: AuditBox['rates'],
  [chi_square, degrees_of_freedom, p_value]: [number, number, number],
): AuditBox {
  const percents = rates.map((r) => r.published_percent);
  return {
    index,
    box,
    rolls,
    pity_draws,
    guarantee_upgrades,
    rates,
    chi_square,
    degrees_of_freedom,
    p_value,
    verdict: auditVerdict(rolls, p_value, percents),
    rolls_for_fair_test: rollsForFairTest(percents),
  };
}

export const AUDIT: AuditResponse = {
  boxes: [
    auditBox(
      [0, 'Ashen Coffer'],
      [1000, 3, 7],
      [
        { key: 'Common', published_percent: 60, observed: 598, observed_percent: 59.8 },
        { key: 'Uncommon', published_percent: 27, observed: 272, observed_percent: 27.2 },
        { key: 'Rare', published_percent: 10, observed: 101, observed_percent: 10.1 },
        { key: 'Epic', published_percent: 2.5, observed: 24, observed_percent: 2.4 },
        { key: 'Legendary', published_percent: 0.5, observed: 5, observed_percent: 0.5 },
      ],
      [0.21, 4, 0.42],
    ),
    auditBox(
      [2, 'Pilgrim’s Satchel'],
      [0, 0, 0],
      [
        { key: 'null', published_percent: 25, observed: 0, observed_percent: 0 },
        { key: 'Common', published_percent: 55, observed: 0, observed_percent: 0 },
      ],
      [0, 1, 1],
    ),
    auditBox(
      [1, 'Abyssal Reliquary'],
      [14, 0, 1],
      [
        { key: 'Uncommon', published_percent: 45, observed: 2, observed_percent: 14.3 },
        { key: 'Rare', published_percent: 35, observed: 4, observed_percent: 28.6 },
        { key: 'Epic', published_percent: 15, observed: 5, observed_percent: 35.7 },
        { key: 'Legendary', published_percent: 5, observed: 3, observed_percent: 21.4 },
      ],
      [14.4, 3, 0.0024],
    ),
  ],
};
