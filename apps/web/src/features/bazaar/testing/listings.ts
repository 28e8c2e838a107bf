import type { AllowanceView, ListingView } from '@demonbane/shared/bazaar-schemas';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const OTHER_SELLER = '0b8e5a2c-6f1d-4c3b-9a7e-2d4f6b8c1e3a';

let next = 0;

/** A listing as GET /bazaar and POST /bazaar/my-listings return it, for tests. */
export function makeListing(overrides: Partial<ListingView> = {}): ListingView {
  next += 1;
  return {
    _id: `5f0c8a4e-1b2d-4c3e-8f9a-${String(next).padStart(12, '0')}`,
    item_id: 'hunters-knife',
    item_name: 'Hunter’s Knife',
    rarity: 'Common',
    type: 'weapon',
    stats: { atk: 4, def: 0, spd: 1 },
    level: 1,
    affixes: [],
    price: 500,
    currency: 'gold',
    seller_id: { _id: OTHER_SELLER },
    seller_name: 'mordrake',
    expires_at: new Date(Date.now() + 2 * DAY + 5 * HOUR + 30_000).toISOString(),
    status: 'active',
    ...overrides,
  };
}

/** A trading allowance as POST /bazaar/my-listings returns it: plenty left unless said. */
export function makeAllowance(left = 18_650): AllowanceView {
  return { limit: 18_650, passed: 18_650 - left, left };
}

/** No sale yet, as GET /bazaar/price-history answers it. */
export const NO_SALES = { sales: [], median: { gold: null, soul: null } };
