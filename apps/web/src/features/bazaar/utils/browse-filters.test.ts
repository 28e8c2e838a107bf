import { describe, expect, it } from 'vitest';
import { listingsQuery } from '@demonbane/shared/bazaar-schemas';
import {
  DEFAULT_FILTERS,
  PAGE_SIZE,
  pageCount,
  readFilters,
  toQuery,
  writeFilters,
} from './browse-filters';

describe('market filters in the URL', () => {
  it('reads a full view and writes it back', () => {
    const params = new URLSearchParams('rarity=Epic&type=acc&currency=soul&sort=ending&page=3');
    const filters = readFilters(params);
    expect(filters).toEqual({
      rarity: 'Epic',
      type: 'acc',
      currency: 'soul',
      sort: 'ending',
      page: 3,
    });
    expect(writeFilters(filters).toString()).toBe(params.toString());
  });

  it('falls back to the defaults for unknown values and leaves defaults out', () => {
    const filters = readFilters(new URLSearchParams('rarity=Mythic&sort=cheap&page=-2&x=1'));
    expect(filters).toEqual(DEFAULT_FILTERS);
    expect(writeFilters(filters).toString()).toBe('');
  });

  it('builds a query the server accepts', () => {
    const query = toQuery({ ...DEFAULT_FILTERS, rarity: 'Rare', page: 2 });
    expect(query).toEqual({
      rarity: 'Rare',
      type: undefined,
      currency: undefined,
      sort: 'newest',
      page: 2,
      pageSize: PAGE_SIZE,
    });
    const defined = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
    expect(listingsQuery.safeParse(defined).success).toBe(true);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});
