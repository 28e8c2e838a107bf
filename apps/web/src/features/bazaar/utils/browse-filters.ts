import { RARITIES, type Rarity } from '@demonbane/game/rarity';
import { EQUIPMENT_TYPES, type EquipmentType } from '@demonbane/game/equipment-slot';
import { CURRENCIES, type Currency } from '@demonbane/game/currency';
import type { RouteInput } from '@demonbane/shared/api-contract';
import type { bazaarApi } from '@demonbane/shared/bazaar-api';
import type { ListingView, ListingsQuery } from '@demonbane/shared/bazaar-schemas';
import type { ItemTitleProps } from '@/components/game/item-title';
import { SLOT_LABELS } from '@/components/game/slot-labels';

export type BazaarSort = ListingsQuery['sort'];

/** What the market shows; kept in the URL so a reload or Back keeps the player's view. */
export interface BrowseFilters {
  rarity: Rarity | null;
  type: EquipmentType | null;
  currency: Currency | null;
  sort: BazaarSort;
  page: number;
}

/** Listings per page of the market. */
export const PAGE_SIZE = 12;

export const SORTS: readonly { id: BazaarSort; label: string }[] = [
  { id: 'newest', label: 'Newest' },
  { id: 'price_asc', label: 'Price: low to high' },
  { id: 'price_desc', label: 'Price: high to low' },
  { id: 'ending', label: 'Ending soon' },
];

/** How a listing's piece is titled on the market and in My listings: name, rarity, slot, level. */
export function listingTitle(
  listing: ListingView,
): Pick<ItemTitleProps, 'name' | 'rarity' | 'details' | 'level'> {
  return {
    name: listing.item_name,
    rarity: listing.rarity,
    details: [listing.rarity, SLOT_LABELS[listing.type]],
    level: listing.level,
  };
}

export const CURRENCY_LABELS: Record<Currency, string> = { gold: 'Gold', soul: 'Souls' };

export const DEFAULT_FILTERS: BrowseFilters = {
  rarity: null,
  type: null,
  currency: null,
  sort: 'newest',
  page: 1,
};

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | null {
  return values.find((v) => v === raw) ?? null;
}

/** Reads the market view from the URL; anything unknown falls back to the default. */
export function readFilters(params: URLSearchParams): BrowseFilters {
  const page = Number(params.get('page'));
  return {
    rarity: oneOf(RARITIES, params.get('rarity')),
    type: oneOf(EQUIPMENT_TYPES, params.get('type')),
    currency: oneOf(CURRENCIES, params.get('currency')),
    sort:
      oneOf(
        SORTS.map((s) => s.id),
        params.get('sort'),
      ) ?? DEFAULT_FILTERS.sort,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL form of a view: defaults are left out so a plain /bazaar stays plain. */
export function writeFilters(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.rarity) params.set('rarity', filters.rarity);
  if (filters.type) params.set('type', filters.type);
  if (filters.currency) params.set('currency', filters.currency);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.page !== 1) params.set('page', String(filters.page));
  return params;
}

/** GET /bazaar's query for a view: only the keys the server knows (others are a 400). */
export function toQuery(filters: BrowseFilters): RouteInput<typeof bazaarApi.browse> {
  return {
    rarity: filters.rarity ?? undefined,
    type: filters.type ?? undefined,
    currency: filters.currency ?? undefined,
    sort: filters.sort,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
