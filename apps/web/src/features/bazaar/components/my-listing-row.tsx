import { useId } from 'react';
import type { ListingView } from '@demonbane/shared/bazaar-schemas';
import IconCancel from '~icons/game-icons/cancel';
import IconHourglass from '~icons/game-icons/hourglass';
import { ItemIcon } from '@/components/game/item-icon';
import { ItemTitle } from '@/components/game/item-title';
import { PieceAffixes } from '@/components/game/piece-affixes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { listingTitle } from '../utils/browse-filters';
import { EXPIRED_TEXT, isPast, timeLeftUntil } from '../utils/time-left';
import { CurrencyAmount } from '@/components/ui/currency-amount';
import styles from './my-listing-row.module.css';

/** What a listing's state reads as; an active listing past its time is 'Expired' (spec §4). */
export type ListingState = 'active' | 'sold' | 'cancelled' | 'expired';

export function listingState(listing: ListingView, nowMs: number): ListingState {
  if (listing.status === 'active' && isPast(listing.expires_at, nowMs)) return 'expired';
  return listing.status;
}

const ENDED_TEXT: Record<Exclude<ListingState, 'active'>, string> = {
  sold: 'Sold',
  cancelled: 'Cancelled',
  expired: EXPIRED_TEXT,
};

export interface MyListingRowProps {
  listing: ListingView;
  nowMs: number;
  pending: boolean;
  busy: boolean;
  onCancel: (listing: ListingView) => void;
}

/** One of the player's listings: the piece, its price, its countdown or end, and Cancel. */
export function MyListingRow({ listing, nowMs, pending, busy, onCancel }: MyListingRowProps) {
  const nameId = useId();
  const state = listingState(listing, nowMs);
  return (
    <Card
      className={styles.row}
      rarity={listing.rarity.toLowerCase()}
      data-state={state}
      aria-labelledby={nameId}
    >
      <ItemIcon itemId={listing.item_id} kind={listing.type} rarity={listing.rarity} />
      <div className={styles.titles}>
        <ItemTitle id={nameId} {...listingTitle(listing)} />
        <PieceAffixes affixes={listing.affixes} inline className={styles.affixes} />
      </div>
      <p className={styles.price}>
        <span className="sr-only">Price: </span>
        <CurrencyAmount amount={listing.price} currency={listing.currency} size="lg" tone="glow" />
      </p>
      {state === 'active' ? (
        <p className={styles.time}>
          <IconHourglass aria-hidden="true" />
          <span className="sr-only">Time left: </span>
          <span>{timeLeftUntil(listing.expires_at, nowMs)}</span>
        </p>
      ) : (
        <p className={styles.status}>
          <span className="sr-only">Status: </span>
          <span>{ENDED_TEXT[state]}</span>
        </p>
      )}
      <div className={styles.action}>
        {state === 'active' && (
          <Button
            variant="secondary"
            className={styles.cancel}
            onClick={() => onCancel(listing)}
            disabled={busy}
            aria-busy={pending}
            aria-label={`Cancel listing for ${listing.item_name}`}
          >
            <IconCancel aria-hidden="true" />
            {pending ? 'Cancelling…' : 'Cancel'}
          </Button>
        )}
      </div>
    </Card>
  );
}
