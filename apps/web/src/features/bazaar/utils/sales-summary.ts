import type { Currency } from '@demonbane/game/currency';
import type { PriceHistoryResponse } from '@demonbane/shared/bazaar-schemas';

export type Sale = PriceHistoryResponse['sales'][number];

export interface SalesSummary {
  /** Sales in the charted currency, oldest first. */
  sales: Sale[];
  last: number;
  /** The server's median: each account counted once, so one pair cannot move it. */
  median: number;
  low: number;
  high: number;
  /** How many sales were paid in the other currency (not charted). */
  otherCurrency: number;
}

/**
 * The recent sales of one piece in one currency (prices in gold and souls do not
 * share a scale), oldest first for a left-to-right chart. Null when none.
 */
export function summarizeSales(
  history: PriceHistoryResponse,
  currency: Currency,
): SalesSummary | null {
  const newestFirst = history.sales;
  const sales = newestFirst.filter((s) => s.currency === currency).reverse();
  const otherCurrency = newestFirst.length - sales.length;
  if (sales.length === 0) return null;
  const prices = sales.map((s) => s.price);
  return {
    sales,
    last: prices[prices.length - 1]!,
    median: history.median[currency] ?? prices[prices.length - 1]!,
    low: Math.min(...prices),
    high: Math.max(...prices),
    otherCurrency,
  };
}
