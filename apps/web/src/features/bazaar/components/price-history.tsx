import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Currency } from '@demonbane/game/currency';
import type { Rarity } from '@demonbane/game/rarity';
import IconHistogram from '~icons/game-icons/histogram';
import { loadError } from '@/lib/error-message';
import { formatNumber } from '@/lib/format-number';
import { PRICE_HISTORY_FALLBACK_ERROR, priceHistoryQueryOptions } from '../api/get-price-history';
import { summarizeSales } from '../utils/sales-summary';
import { CurrencyAmount, currencyName } from '@/components/ui/currency-amount';
import styles from './price-history.module.css';

const WIDTH = 300;
const HEIGHT = 84;
const GAP = 3;

const soldOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

export interface PriceHistoryProps {
  itemId: string;
  itemName: string;
  rarity: Rarity;
  currency: Currency;
  /** The price being considered (a listing's, or the one typed), drawn as a line. */
  price?: number | null;
}

/**
 * The last sales of a piece at a rarity (GET /bazaar/price-history, each account counted
 * once) as a small bar chart.
 */
export function PriceHistory({ itemId, itemName, rarity, currency, price }: PriceHistoryProps) {
  const headingId = useId();
  const history = useQuery(priceHistoryQueryOptions(itemId, rarity));
  const error = loadError(history.error, PRICE_HISTORY_FALLBACK_ERROR);
  const summary = history.data ? summarizeSales(history.data, currency) : null;
  const unit = currencyName(currency);

  let body;
  if (history.data === undefined) {
    body = (
      <p className={styles.note} role={error ? 'alert' : 'status'}>
        {error ?? 'Reading the ledger…'}
      </p>
    );
  } else if (summary === null) {
    const other = history.data.sales.length;
    body = (
      <p className={styles.note}>
        No {rarity} {itemName} has sold for {unit} yet.
        {other > 0 && ` ${other} sold for ${currency === 'gold' ? 'souls' : 'gold'}.`}
      </p>
    );
  } else {
    const { sales, last, median, low, high, otherCurrency } = summary;
    const top = Math.max(high, price ?? 0) * 1.1;
    const barWidth = (WIDTH - GAP * (sales.length - 1)) / Math.max(sales.length, 8);
    const refY = price ? HEIGHT - (price / top) * HEIGHT : null;
    body = (
      <>
        <svg
          className={styles.chart}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={`Last ${sales.length} sales in ${unit}, oldest first: ${sales
            .map((s) => formatNumber(s.price))
            .join(', ')}`}
        >
          {sales.map((s, i) => {
            const h = Math.max(2, (s.price / top) * HEIGHT);
            return (
              <rect
                key={`${s.sold_at}-${i}`}
                className={styles.bar}
                x={i * (barWidth + GAP)}
                y={HEIGHT - h}
                width={barWidth}
                height={h}
                rx={1.5}
              >
                <title>{`${formatNumber(s.price)} ${unit} · ${soldOn.format(new Date(s.sold_at))}`}</title>
              </rect>
            );
          })}
          {refY !== null && <line className={styles.ref} x1={0} x2={WIDTH} y1={refY} y2={refY} />}
        </svg>
        <dl className={styles.figures}>
          {(
            [
              ['Last', last],
              ['Median', median],
              ['Low', low],
              ['High', high],
            ] as const
          ).map(([label, amount]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <CurrencyAmount amount={amount} currency={currency} size="md" tone="glow" />
              </dd>
            </div>
          ))}
        </dl>
        {(price || otherCurrency > 0) && (
          <p className={styles.legend}>
            {price ? <span className={styles.refKey}>This price</span> : null}
            {otherCurrency > 0 && (
              <span>
                {otherCurrency} more sold for {currency === 'gold' ? 'souls' : 'gold'}.
              </span>
            )}
          </p>
        )}
      </>
    );
  }

  return (
    <section className={styles.history} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        <IconHistogram aria-hidden="true" />
        Recent sales
        {summary && <span className={styles.count}>{summary.sales.length}</span>}
      </h4>
      {body}
    </section>
  );
}
