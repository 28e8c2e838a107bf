import { useId, useState } from 'react';
import IconLaurelCrown from '~icons/game-icons/laurel-crown';
import type { CosmeticView } from '@demonbane/shared/endgame-schemas';
import { JobPortrait } from '@/components/game/job-portrait';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CurrencyAmount } from '@/components/ui/currency-amount';
import { InlineConfirm } from '@/components/ui/inline-confirm';
import { formatNumber } from '@/lib/format-number';
import type { CosmeticChange } from '../api/change-cosmetics';
import { earnText } from '../utils/earn-text';
import styles from './cosmetic-card.module.css';

export interface CosmeticCardProps {
  cosmetic: CosmeticView;
  gold: number;
  /** The hero's job, for a frame's preview around its own portrait. */
  jobName: string | null;
  /** A change of this card's is on its way. */
  pending: boolean;
  /** Another change is on its way. */
  busy: boolean;
  onChange: (change: CosmeticChange) => void;
}

/** Where a cosmetic stands for this hero, as its card's badge says it. */
export function cosmeticStatus(c: CosmeticView): string {
  if (c.worn) return 'Worn';
  if (c.owned) return c.price === null ? 'Earned' : 'Owned';
  return c.price === null ? 'Not earned yet' : 'For sale';
}

/** One title or frame: what it is, how it is had, and Buy, Wear or Take off. */
export function CosmeticCard({
  cosmetic,
  gold,
  jobName,
  pending,
  busy,
  onChange,
}: CosmeticCardProps) {
  const nameId = useId();
  const [confirming, setConfirming] = useState(false);
  const c = cosmetic;
  const short = c.price !== null && gold < c.price;
  const earn = c.price === null && !c.owned ? earnText(c.id) : null;

  return (
    <Card aria-labelledby={nameId} className={styles.card} data-state={cosmeticStatus(c)}>
      <div className={styles.head}>
        {c.kind === 'frame' ? (
          <JobPortrait jobName={jobName} size="md" frame={c.id} />
        ) : (
          <IconLaurelCrown className={styles.icon} aria-hidden="true" />
        )}
        <div>
          <h3 id={nameId} className={styles.name}>
            {c.name}
          </h3>
          <p className={styles.status}>{cosmeticStatus(c)}</p>
        </div>
      </div>
      <p className={styles.description}>{c.description}</p>
      {earn && (
        <p className={styles.how}>
          <span className={styles.howLabel}>To earn it:</span> {earn}
        </p>
      )}
      {c.price !== null && !c.owned && (
        <p className={styles.price}>
          <CurrencyAmount amount={c.price} currency="gold" named />
        </p>
      )}
      {confirming ? (
        <InlineConfirm
          icon={<IconLaurelCrown />}
          question={`Buy ${c.name}?`}
          confirmLabel={pending ? 'Buying…' : 'Buy'}
          cancelLabel="Cancel"
          onConfirm={() => {
            onChange({ action: 'buy', cosmeticId: c.id });
            setConfirming(false);
          }}
          onCancel={() => setConfirming(false)}
          pending={pending}
        >
          <p>
            {`${formatNumber(c.price ?? 0)} gold, spent for good; it changes nothing in a fight, but everyone sees it.`}
          </p>
        </InlineConfirm>
      ) : (
        <div className={styles.actions}>
          {c.worn && (
            <Button
              variant="secondary"
              disabled={busy}
              aria-busy={pending || undefined}
              onClick={() => onChange({ action: 'wear', kind: c.kind, cosmeticId: null })}
            >
              Take off <span className="sr-only">{c.name}</span>
            </Button>
          )}
          {c.owned && !c.worn && (
            <Button
              disabled={busy}
              aria-busy={pending || undefined}
              onClick={() => onChange({ action: 'wear', kind: c.kind, cosmeticId: c.id })}
            >
              Wear <span className="sr-only">{c.name}</span>
            </Button>
          )}
          {!c.owned && c.price !== null && (
            <Button disabled={busy || short} onClick={() => setConfirming(true)}>
              Buy <span className="sr-only">{c.name}</span>
            </Button>
          )}
          {!c.owned && short && <p className={styles.why}>Not enough gold.</p>}
        </div>
      )}
    </Card>
  );
}
