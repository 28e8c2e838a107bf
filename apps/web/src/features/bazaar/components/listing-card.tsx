import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ListingView } from '@demonbane/shared/bazaar-schemas';
import IconHistogram from '~icons/game-icons/histogram';
import IconCowled from '~icons/game-icons/cowled';
import IconHourglass from '~icons/game-icons/hourglass';
import IconPayMoney from '~icons/game-icons/pay-money';
import IconWaxSeal from '~icons/game-icons/wax-seal';
import { ItemIcon } from '@/components/game/item-icon';
import { ItemTitle } from '@/components/game/item-title';
import { PieceAffixes } from '@/components/game/piece-affixes';
import { Button } from '@/components/ui/button';
import { Card, CardHead } from '@/components/ui/card';
import { formatNumber } from '@/lib/format-number';
import { listingTitle } from '../utils/browse-filters';
import { bigSpend } from '../utils/buy-confirm';
import { buyBlockedReason } from '../utils/trade-allowance';
import { timeLeftUntil } from '../utils/time-left';
import { CurrencyAmount, currencyName } from '@/components/ui/currency-amount';
import { BuyConfirm } from './buy-confirm';
import { PieceStats } from './piece-stats';
import { PriceHistory } from './price-history';
import styles from './listing-card.module.css';

export interface ListingCardProps {
  listing: ListingView;
  /** The player is the seller: an 'Own Listing' badge replaces Buy (spec §6). */
  own: boolean;
  /** The player's balance in the listing's currency, when known. */
  balance: number | null;
  /** The player's trading allowance left, when known. */
  allowanceLeft: number | null;
  nowMs: number;
  pending: boolean;
  busy: boolean;
  onBuy: (listing: ListingView) => void;
}

/** One listing on the market: the piece, its price, seller, time left and Buy. */
export function ListingCard({
  listing,
  own,
  balance,
  allowanceLeft,
  nowMs,
  pending,
  busy,
  onBuy,
}: ListingCardProps) {
  const nameId = useId();
  const historyId = useId();
  const [historyOpen, setHistoryOpen] = useState(false);
  const unit = currencyName(listing.currency);
  const short = !own && balance !== null && balance < listing.price;
  // A price passing more value than the allowance left: the server would refuse it.
  const blocked = own ? null : buyBlockedReason(listing, allowanceLeft);
  // A purchase that would all but empty the purse asks first; a small one is one click.
  const [asking, setAsking] = useState<{ left: number } | null>(null);
  const buyRef = useRef<HTMLButtonElement>(null);

  function buy() {
    const spend = bigSpend(listing.price, balance);
    if (spend) setAsking(spend);
    else onBuy(listing);
  }

  // Backing out of the question puts the focus back on Buy (never on first render).
  const cancelled = useRef(false);
  useEffect(() => {
    if (asking !== null || !cancelled.current) return;
    cancelled.current = false;
    buyRef.current?.focus();
  }, [asking]);

  function answer(confirmed: boolean) {
    cancelled.current = !confirmed;
    setAsking(null);
    if (confirmed) onBuy(listing);
  }

  return (
    <Card rarity={listing.rarity.toLowerCase()} data-own={own} aria-labelledby={nameId}>
      <CardHead>
        <ItemIcon itemId={listing.item_id} kind={listing.type} rarity={listing.rarity} />
        <ItemTitle id={nameId} {...listingTitle(listing)} />
      </CardHead>

      <PieceStats stats={listing.stats} />
      <PieceAffixes affixes={listing.affixes} />

      <dl className={styles.facts}>
        <div>
          <dt>
            <IconCowled aria-hidden="true" />
            <span className="sr-only">Seller</span>
          </dt>
          <dd className={styles.seller}>
            {listing.seller_name}
            {own && <span className={styles.you}> (you)</span>}
          </dd>
        </div>
        <div>
          <dt>
            <IconHourglass aria-hidden="true" />
            <span className="sr-only">Time left</span>
          </dt>
          <dd className={styles.time}>{timeLeftUntil(listing.expires_at, nowMs)}</dd>
        </div>
      </dl>

      <div className={styles.deal}>
        <p className={styles.price}>
          <span className="sr-only">Price: </span>
          <CurrencyAmount
            amount={listing.price}
            currency={listing.currency}
            size="lg"
            tone="glow"
          />
        </p>
        {own ? (
          <span className={styles.ownBadge}>
            <IconWaxSeal aria-hidden="true" />
            Own Listing
          </span>
        ) : (
          <Button
            ref={buyRef}
            className={styles.buy}
            onClick={buy}
            disabled={busy || asking !== null || blocked !== null}
            aria-busy={pending}
            aria-label={`Buy ${listing.item_name} for ${formatNumber(listing.price)} ${unit}`}
          >
            <IconPayMoney aria-hidden="true" />
            {pending ? 'Buying…' : 'Buy'}
          </Button>
        )}
      </div>
      {asking && (
        <BuyConfirm
          itemName={listing.item_name}
          price={listing.price}
          currency={listing.currency}
          left={asking.left}
          pending={pending}
          onConfirm={() => answer(true)}
          onCancel={() => answer(false)}
        />
      )}
      {short && <p className={styles.short}>Not enough {unit} in your purse.</p>}
      {blocked && <p className={styles.short}>{blocked}</p>}
      {own && (
        <p className={styles.manage}>
          Take it down from <Link to="/bazaar/my-list">My listings</Link>.
        </p>
      )}

      <button
        type="button"
        className={styles.historyToggle}
        aria-expanded={historyOpen}
        aria-controls={historyId}
        onClick={() => setHistoryOpen((open) => !open)}
      >
        <IconHistogram aria-hidden="true" />
        Price history
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={historyId} hidden={!historyOpen}>
        {historyOpen && (
          <PriceHistory
            itemId={listing.item_id}
            itemName={listing.item_name}
            rarity={listing.rarity}
            currency={listing.currency}
            price={listing.price}
          />
        )}
      </div>
    </Card>
  );
}
