import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { ListingView } from '@demonbane/shared/bazaar-schemas';
import { MAX_ACTIVE_LISTINGS } from '@demonbane/game/bazaar';
import IconScroll from '~icons/game-icons/scroll-unfurled';
import IconSandsOfTime from '~icons/game-icons/sands-of-time';
import IconSellCard from '~icons/game-icons/sell-card';
import { Alert } from '@/components/ui/alert';
import { OutcomeAlert, type Outcome } from '@/components/ui/outcome-alert';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/panel';
import { useNow } from '@/hooks/use-now';
import { errorMessage, loadError } from '@/lib/error-message';
import { formatNumber } from '@/lib/format-number';
import { CANCEL_FALLBACK_ERROR, useCancelListing } from '../api/cancel-listing';
import { MY_LISTINGS_FALLBACK_ERROR, myListingsQueryOptions } from '../api/get-my-listings';
import { COUNTDOWN_REFRESH_MS } from '../utils/time-left';
import { BazaarHeader } from './bazaar-header';
import { listingState, MyListingRow } from './my-listing-row';
import type { ListedNotice } from './sell-screen';
import styles from './my-listings-screen.module.css';

/** The notice /bazaar/listing leaves in the router state after a listing went up. */
function listedNotice(state: unknown): Outcome | null {
  if (typeof state !== 'object' || state === null) return null;
  const { listed, fee } = state as Partial<ListedNotice>;
  if (typeof listed !== 'string' || typeof fee !== 'number') return null;
  return {
    tone: 'success',
    text: listed,
    detail: `A listing fee of ${formatNumber(fee)} gold was paid to the stall-keeper.`,
  };
}

/** /bazaar/my-list: the player's listings with their countdowns, and Cancel (spec §6). */
export function MyListingsScreen({ userId }: { userId: string }) {
  const location = useLocation();
  const mine = useQuery(myListingsQueryOptions(userId));
  const cancelListing = useCancelListing(userId);
  const nowMs = useNow(COUNTDOWN_REFRESH_MS);
  const pendingId = cancelListing.isPending ? cancelListing.variables._id : null;
  const [feedback, setFeedback] = useState<Outcome | null>(() => listedNotice(location.state));

  function cancel(listing: ListingView) {
    if (cancelListing.isPending) return;
    setFeedback(null);
    cancelListing.mutate(listing, {
      onSuccess: () =>
        setFeedback({
          tone: 'success',
          text: `Successfully cancelled listing for ${listing.rarity} ${listing.item_name}!`,
          detail: 'The piece is back in your pack.',
        }),
      onError: (err) =>
        setFeedback({ tone: 'error', text: errorMessage(err, CANCEL_FALLBACK_ERROR) }),
    });
  }

  const { data } = mine;
  const error = loadError(mine.error, MY_LISTINGS_FALLBACK_ERROR);
  const onSale = data?.listings.filter((l) => listingState(l, nowMs) === 'active') ?? [];
  const ended = data?.listings.filter((l) => listingState(l, nowMs) !== 'active') ?? [];

  const rows = (listings: ListingView[]) => (
    <ul className={styles.rows}>
      {listings.map((listing) => (
        <li key={listing._id}>
          <MyListingRow
            listing={listing}
            nowMs={nowMs}
            pending={pendingId === listing._id}
            busy={pendingId !== null}
            onCancel={cancel}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div className={styles.screen}>
      <BazaarHeader active="mine" />
      <OutcomeAlert outcome={feedback} />
      {error && <Alert tone="error">{error}</Alert>}
      {mine.isPending && <Loading />}
      {data && (
        <>
          <Panel tone="iron" title="On the stalls" icon={<IconScroll />}>
            <div className={styles.body}>
              <div className={styles.summary}>
                <p className={styles.slots}>
                  <strong>
                    {onSale.length} / {MAX_ACTIVE_LISTINGS}
                  </strong>{' '}
                  stalls in use
                </p>
                <ButtonLink to="/bazaar/listing" variant="secondary" className={styles.sell}>
                  <IconSellCard aria-hidden="true" />
                  Sell an item
                </ButtonLink>
              </div>
              {onSale.length === 0 ? (
                <EmptyState>Nothing of yours is on sale. Listings stay up for 3 days.</EmptyState>
              ) : (
                rows(onSale)
              )}
            </div>
          </Panel>
          {ended.length > 0 && (
            <Panel tone="iron" title="Recently ended" icon={<IconSandsOfTime />}>
              {rows(ended)}
            </Panel>
          )}
        </>
      )}
    </div>
  );
}
