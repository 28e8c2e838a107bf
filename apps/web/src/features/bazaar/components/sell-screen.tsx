import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LISTING_DAYS, MIN_PRICE, listingFee } from '@demonbane/game/bazaar';
import type { Currency } from '@demonbane/game/currency';
import IconKnapsack from '~icons/game-icons/knapsack';
import IconQuill from '~icons/game-icons/quill-ink';
import IconSellCard from '~icons/game-icons/sell-card';
import IconSoul from '~icons/game-icons/soul';
import IconCoins from '~icons/game-icons/two-coins';
import { ItemIcon } from '@/components/game/item-icon';
import { PieceAffixes } from '@/components/game/piece-affixes';
import { PieceLevel } from '@/components/game/piece-level';
import { RarityText } from '@/components/game/rarity-text';
import { SLOT_LABELS } from '@/components/game/slot-labels';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/panel';
import { errorMessage, loadError } from '@/lib/error-message';
import { formatNumber } from '@/lib/format-number';
import { useAppSelector } from '@/stores/hooks';
import { selectSession } from '@/stores/session-selectors';
import {
  PIECES_FALLBACK_ERROR,
  sellablePiecesQueryOptions,
  type SellablePiece,
} from '../api/get-sellable-pieces';
import { tradingAllowanceQueryOptions } from '../api/get-my-listings';
import { LIST_FALLBACK_ERROR, useListItem } from '../api/list-item';
import { checkListing, parsePrice } from '../utils/listing-form';
import { sellBelowReference } from '../utils/trade-allowance';
import { AllowanceNote } from './allowance-note';
import { BazaarHeader } from './bazaar-header';
import { CurrencyAmount, currencyName } from '@/components/ui/currency-amount';
import { PriceHistory } from './price-history';
import styles from './sell-screen.module.css';

/** What /bazaar/my-list shows after a listing went up (router state). */
export interface ListedNotice {
  listed: string;
  fee: number;
}

const pieceKey = (piece: SellablePiece) => `${piece.item_rarity}:${piece.item_id}`;

/** The price hint (spec §5, §9): the minimum is shown, and only the server enforces it. */
function priceHint(currency: Currency): string {
  return currency === 'gold'
    ? `minimum ${MIN_PRICE.gold} golds`
    : `minimum ${MIN_PRICE.soul} souls`;
}

function statText({ atk, def, spd }: SellablePiece['stats']): string {
  const parts = [
    ['ATK', atk],
    ['DEF', def],
    ['SPD', spd],
  ] as const;
  return parts
    .filter(([, n]) => n !== 0)
    .map(([label, n]) => `${label} +${n}`)
    .join(' · ');
}

const CURRENCIES = [
  { id: 'gold', label: 'Gold', Icon: IconCoins },
  { id: 'soul', label: 'Souls', Icon: IconSoul },
] as const;

type Problem = { field: 'piece' | 'price'; message: string };

/** /bazaar/listing: pick a piece from the pack, set a price and currency, see the fee, list. */
export function SellScreen({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const { gold } = useAppSelector(selectSession);
  const pack = useQuery(sellablePiecesQueryOptions(userId));
  const listItem = useListItem(userId);
  const allowance = useQuery(tradingAllowanceQueryOptions(userId)).data;
  const [pickedKey, setPickedKey] = useState<string | null>(null);
  const [priceDraft, setPriceDraft] = useState('');
  const [currency, setCurrency] = useState<Currency>('gold');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Pending until the answer, and on through the move to /bazaar/my-list.
  const submitting = listItem.isPending || listItem.isSuccess;
  const priceId = useId();
  const hintId = useId();
  const pieceErrorId = useId();
  const priceErrorId = useId();

  const picked = pack.data?.find((p) => pieceKey(p) === pickedKey) ?? null;
  const price = parsePrice(priceDraft);
  const fee = listingFee(price ?? 0, currency);
  const feeShort = gold !== null && price !== null && fee > gold;
  const belowReference =
    picked && price !== null
      ? sellBelowReference(
          { item_id: picked.item_id, rarity: picked.item_rarity, price, currency },
          allowance?.left ?? null,
        )
      : null;

  function pick(key: string) {
    setPickedKey(key);
    if (problem?.field === 'piece') setProblem(null);
  }

  function typePrice(draft: string) {
    setPriceDraft(draft);
    if (problem?.field === 'price') setProblem(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    const check = checkListing(
      picked && { item_id: picked.item_id, rarity: picked.item_rarity },
      priceDraft,
    );
    if (!check.ok) {
      setProblem({ field: check.field, message: check.message });
      return;
    }
    setProblem(null);
    listItem.mutate(
      { ...check.piece, price: check.price, currency },
      {
        onSuccess: (res) => {
          const notice: ListedNotice = { listed: res.message, fee: res.fee };
          void navigate('/bazaar/my-list', { state: notice });
        },
        onError: (err) => setFailure(errorMessage(err, LIST_FALLBACK_ERROR)),
      },
    );
  }

  const { data } = pack;
  const error = loadError(pack.error, PIECES_FALLBACK_ERROR);
  return (
    <div className={styles.screen}>
      <BazaarHeader active="sell" />
      {error && <Alert tone="error">{error}</Alert>}
      {pack.isPending && <Loading />}
      {data && (
        <form className={styles.layout} onSubmit={submit} noValidate aria-label="New listing">
          <Panel tone="iron" title="Choose a piece" icon={<IconKnapsack />}>
            <fieldset
              className={styles.pieces}
              aria-describedby={problem?.field === 'piece' ? pieceErrorId : undefined}
            >
              <legend className="sr-only">Item to list</legend>
              {problem?.field === 'piece' && (
                <p id={pieceErrorId} className={styles.fieldError} role="alert">
                  {problem.message}
                </p>
              )}
              {data.length === 0 ? (
                <EmptyState>
                  <p>
                    Your pack holds no equipment to sell. Worn pieces must come off in{' '}
                    <Link to="/equipment">Equipment</Link> before they can be listed.
                  </p>
                </EmptyState>
              ) : (
                <ul className={styles.pieceList}>
                  {data.map((piece) => {
                    const key = pieceKey(piece);
                    const stats = statText(piece.stats);
                    return (
                      <li key={key}>
                        <label
                          className={styles.piece}
                          data-rarity={piece.item_rarity.toLowerCase()}
                        >
                          <input
                            type="radio"
                            name="piece"
                            value={key}
                            checked={pickedKey === key}
                            onChange={() => pick(key)}
                            className={styles.radio}
                          />
                          <ItemIcon
                            itemId={piece.item_id}
                            kind={piece.type}
                            rarity={piece.item_rarity}
                          />
                          <span className={styles.pieceText}>
                            <span className={styles.pieceName}>
                              <RarityText rarity={piece.item_rarity}>{piece.item_name}</RarityText>
                            </span>
                            <span className={styles.pieceMeta}>
                              <span>
                                {piece.item_rarity} · {SLOT_LABELS[piece.type]}
                                {piece.item_qty > 1 && ` · ×${formatNumber(piece.item_qty)}`}
                              </span>
                              <PieceLevel level={piece.level} />
                            </span>
                            {stats && <span className={styles.pieceStats}>{stats}</span>}
                            <PieceAffixes affixes={piece.affixes} inline />
                          </span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              )}
            </fieldset>
          </Panel>

          <Panel tone="iron" title="Terms of sale" icon={<IconQuill />}>
            <div className={styles.terms}>
              <div className={styles.chosen}>
                {picked ? (
                  <>
                    <ItemIcon
                      itemId={picked.item_id}
                      kind={picked.type}
                      rarity={picked.item_rarity}
                      size="lg"
                    />
                    <p>
                      <span className={styles.chosenLabel}>For sale</span>
                      <RarityText rarity={picked.item_rarity}>
                        {picked.item_rarity} {picked.item_name}
                      </RarityText>
                    </p>
                  </>
                ) : (
                  <p className={styles.nothing}>No piece chosen yet.</p>
                )}
              </div>

              <div className={styles.field}>
                <label htmlFor={priceId} className={styles.label}>
                  Price
                </label>
                <div className={styles.priceRow}>
                  <div className={styles.priceBox}>
                    <input
                      id={priceId}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      step={1}
                      value={priceDraft}
                      onChange={(e) => typePrice(e.target.value)}
                      className={styles.priceInput}
                      aria-invalid={problem?.field === 'price'}
                      aria-describedby={
                        problem?.field === 'price' ? `${hintId} ${priceErrorId}` : hintId
                      }
                    />
                    <p id={hintId} className={styles.hint}>
                      {priceHint(currency)}
                    </p>
                  </div>
                  <fieldset className={styles.currencies}>
                    <legend className="sr-only">Currency</legend>
                    {CURRENCIES.map(({ id, label, Icon }) => (
                      <label key={id} className={styles.currency} data-currency={id}>
                        <input
                          type="radio"
                          name="currency"
                          value={id}
                          checked={currency === id}
                          onChange={() => setCurrency(id)}
                          className={styles.radio}
                        />
                        <Icon aria-hidden="true" />
                        {label}
                      </label>
                    ))}
                  </fieldset>
                </div>
                {problem?.field === 'price' && (
                  <p id={priceErrorId} className={styles.fieldError} role="alert">
                    {problem.message}
                  </p>
                )}
              </div>

              <dl className={styles.ledger} aria-label="Before you list">
                <div>
                  <dt>Listing fee</dt>
                  <dd>
                    {price === null ? (
                      <span className={styles.pending}>
                        at least{' '}
                        <CurrencyAmount amount={fee} currency="gold" size="md" tone="glow" />
                      </span>
                    ) : (
                      <CurrencyAmount amount={fee} currency="gold" size="md" tone="glow" />
                    )}
                  </dd>
                </div>
                <div>
                  <dt>Paid to you when sold</dt>
                  <dd>
                    {price === null ? (
                      <span className={styles.pending}>—</span>
                    ) : (
                      <CurrencyAmount amount={price} currency={currency} size="md" tone="glow" />
                    )}
                  </dd>
                </div>
                <div>
                  <dt>On the stall for</dt>
                  <dd>{LISTING_DAYS} days</dd>
                </div>
              </dl>
              <p className={styles.feeNote}>
                The fee is 2% of a gold price, or 20 gold per soul, never less than 20 gold. It is
                paid now in gold and not returned if you cancel or the listing expires.
              </p>
              <AllowanceNote allowance={allowance} />
              {belowReference && <p className={styles.short}>{belowReference}</p>}
              {feeShort && (
                <p className={styles.short}>
                  You carry {formatNumber(gold)} gold, not enough for this fee.
                </p>
              )}

              {picked && (
                <PriceHistory
                  key={pieceKey(picked)}
                  itemId={picked.item_id}
                  itemName={picked.item_name}
                  rarity={picked.item_rarity}
                  currency={currency}
                  price={price}
                />
              )}

              {failure && <Alert tone="error">{failure}</Alert>}
              <Button type="submit" variant="ember" block aria-busy={submitting}>
                <IconSellCard aria-hidden="true" />
                {submitting ? 'Listing…' : 'List item'}
              </Button>
              <p className={styles.confirmNote}>
                {price === null
                  ? `Listing burns the fee from your gold.`
                  : `Listing burns ${formatNumber(fee)} gold and puts the piece on the stall for ${formatNumber(price)} ${currencyName(currency)}.`}
              </p>
            </div>
          </Panel>
        </form>
      )}
    </div>
  );
}
