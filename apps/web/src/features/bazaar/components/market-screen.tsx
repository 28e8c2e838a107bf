import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ListingView } from '@demonbane/shared/bazaar-schemas';
import IconOpenChest from '~icons/game-icons/open-treasure-chest';
import IconSellCard from '~icons/game-icons/sell-card';
import { Alert } from '@/components/ui/alert';
import { OutcomeAlert, type Outcome } from '@/components/ui/outcome-alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { useNow } from '@/hooks/use-now';
import { errorMessage, loadError } from '@/lib/error-message';
import { formatNumber } from '@/lib/format-number';
import { useAppSelector } from '@/stores/hooks';
import { selectSession } from '@/stores/session-selectors';
import { BUY_FALLBACK_ERROR, useBuyListing } from '../api/buy-listing';
import { LISTINGS_FALLBACK_ERROR, listingsQueryOptions } from '../api/get-listings';
import { tradingAllowanceQueryOptions } from '../api/get-my-listings';
import {
  DEFAULT_FILTERS,
  pageCount,
  readFilters,
  writeFilters,
  type BrowseFilters,
} from '../utils/browse-filters';
import { COUNTDOWN_REFRESH_MS } from '../utils/time-left';
import { AllowanceNote } from './allowance-note';
import { BazaarHeader } from './bazaar-header';
import { ListingCard } from './listing-card';
import { MarketFilters } from './market-filters';
import { Pager } from './pager';
import styles from './market-screen.module.css';

/** /bazaar: every active listing, filtered, sorted and paged, with Buy. */
export function MarketScreen({ userId }: { userId: string }) {
  const { gold, soul } = useAppSelector(selectSession);
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => readFilters(new URLSearchParams(search)), [search]);
  const market = useQuery(listingsQueryOptions(filters));
  const allowance = useQuery(tradingAllowanceQueryOptions(userId)).data;
  const buyListing = useBuyListing(userId);
  const nowMs = useNow(COUNTDOWN_REFRESH_MS);
  const pendingId = buyListing.isPending ? buyListing.variables._id : null;
  const [feedback, setFeedback] = useState<Outcome | null>(null);

  function show(next: BrowseFilters) {
    setFeedback(null);
    setParams(writeFilters(next));
  }

  function buy(listing: ListingView) {
    if (buyListing.isPending) return;
    setFeedback(null);
    buyListing.mutate(listing, {
      onSuccess: (res) =>
        setFeedback({
          tone: 'success',
          text: `Successfully purchased ${res.rarity} ${res.item_name}!`,
          // Point at where the piece went.
          detail: (
            <>
              It waits in your pack: wear it from <Link to="/equipment">Equipment</Link>.
            </>
          ),
        }),
      onError: (err) => setFeedback({ tone: 'error', text: errorMessage(err, BUY_FALLBACK_ERROR) }),
    });
  }

  const { data } = market;
  const error = loadError(market.error, LISTINGS_FALLBACK_ERROR);
  const filtered = filters.rarity !== null || filters.type !== null || filters.currency !== null;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;

  return (
    <div className={styles.screen}>
      <BazaarHeader active="market" />
      <MarketFilters value={filters} onChange={show} />
      <OutcomeAlert outcome={feedback} />
      {error && <Alert tone="error">{error}</Alert>}
      {market.isPending && <Loading />}
      {data && (
        <section aria-label="Listings" aria-busy={market.isFetching} className={styles.results}>
          <div className={styles.summary}>
            <p className={styles.count}>
              {data.total === 1 ? '1 listing' : `${formatNumber(data.total)} listings`}
              {filtered && ' match'}
            </p>
            <ButtonLink to="/bazaar/listing" variant="secondary" className={styles.sell}>
              <IconSellCard aria-hidden="true" />
              Sell an item
            </ButtonLink>
          </div>
          <AllowanceNote allowance={allowance} />
          {data.listings.length === 0 ? (
            <EmptyState>
              <IconOpenChest aria-hidden="true" />
              {filtered ? (
                <>
                  <p>No wares on the stalls match these filters.</p>
                  <Button variant="secondary" onClick={() => show(DEFAULT_FILTERS)}>
                    Show all listings
                  </Button>
                </>
              ) : (
                <>
                  <p>The stalls stand empty tonight. Be the first to set out your spoils.</p>
                  <ButtonLink to="/bazaar/listing">Sell an item</ButtonLink>
                </>
              )}
            </EmptyState>
          ) : (
            <ul className={styles.grid}>
              {data.listings.map((listing) => (
                <li key={listing._id}>
                  <ListingCard
                    listing={listing}
                    own={listing.seller_id._id === userId}
                    balance={listing.currency === 'gold' ? gold : soul}
                    allowanceLeft={allowance?.left ?? null}
                    nowMs={nowMs}
                    pending={pendingId === listing._id}
                    busy={pendingId !== null}
                    onBuy={buy}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={Math.min(filters.page, pages)}
            pages={pages}
            onPage={(page) => show({ ...filters, page })}
          />
        </section>
      )}
    </div>
  );
}
