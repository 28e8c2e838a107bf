import { useId, useState } from 'react';
import IconMagicSwirl from '~icons/game-icons/magic-swirl';
import IconUpgrade from '~icons/game-icons/upgrade';
import type { SlotUpgradeView } from '@demonbane/shared/endgame-schemas';
import { SLOT_LABELS } from '@/components/game/slot-labels';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CurrencyAmount } from '@/components/ui/currency-amount';
import { OutcomeAlert, type Outcome } from '@/components/ui/outcome-alert';
import { errorMessage } from '@/lib/error-message';
import { formatNumber } from '@/lib/format-number';
import { UPGRADE_FALLBACK_ERROR, useUpgradeSlot, type UpgradeKind } from '../api/upgrade-slot';
import styles from './slot-upgrade-card.module.css';

export interface SlotUpgradeCardProps {
  userId: string;
  slot: SlotUpgradeView;
  gold: number;
  /** The piece worn there, or null: an empty slot's upgrades wait for a piece. */
  worn: string | null;
}

/** Why the purse stops a button, or null when it covers the cost. */
function goldShort(cost: number, gold: number): string | null {
  return gold < cost ? `Not enough gold: it costs ${formatNumber(cost)}.` : null;
}

/** One slot: its refinement and enchantment, what the next of each costs, and the buttons. */
export function SlotUpgradeCard({ userId, slot, gold, worn }: SlotUpgradeCardProps) {
  const titleId = useId();
  const refineWhyId = useId();
  const enchantWhyId = useId();
  const upgrade = useUpgradeSlot(userId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const label = SLOT_LABELS[slot.type];
  const refineWhy =
    slot.refine_cost === null ? 'Refined as far as it goes.' : goldShort(slot.refine_cost, gold);
  const enchantWhy = goldShort(slot.enchant_cost, gold);
  const busy = upgrade.isPending;

  function run(kind: UpgradeKind) {
    setOutcome(null);
    upgrade.mutate(
      { kind, slot: slot.type },
      {
        onSuccess: (res) =>
          setOutcome({ tone: res.success ? 'success' : 'warning', text: res.message }),
        onError: (err) =>
          setOutcome({ tone: 'error', text: errorMessage(err, UPGRADE_FALLBACK_ERROR) }),
      },
    );
  }

  return (
    <Card aria-labelledby={titleId} className={styles.card}>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {label} <span className={styles.step}>+{slot.refine}</span>
        </h2>
        <p className={styles.worn}>{worn ? `Worn: ${worn}` : 'Nothing worn here yet'}</p>
      </header>

      <dl className={styles.facts}>
        <div>
          <dt>Refinement</dt>
          <dd>
            +{slot.refine} of +{slot.max_refine}
          </dd>
        </div>
        <div>
          <dt>Next refining try</dt>
          <dd>
            {slot.refine_cost === null ? (
              '—'
            ) : (
              <CurrencyAmount amount={slot.refine_cost} currency="gold" />
            )}
          </dd>
        </div>
        {slot.refine_cost !== null && (
          <div>
            <dt>Chance it succeeds</dt>
            <dd>{slot.refine_chance}%</dd>
          </div>
        )}
        <div>
          <dt>Failed tries since the last success</dt>
          <dd>{formatNumber(slot.fails)}</dd>
        </div>
        <div>
          <dt>Enchantment</dt>
          <dd>{slot.enchant ? slot.enchant.text : 'None yet'}</dd>
        </div>
        <div>
          <dt>Next enchantment</dt>
          <dd>
            <CurrencyAmount amount={slot.enchant_cost} currency="gold" />
            {slot.enchant_rolls > 0 && ` (drawn ${formatNumber(slot.enchant_rolls)}×)`}
          </dd>
        </div>
      </dl>

      <div className={styles.actions}>
        <Button
          onClick={() => run('refine')}
          disabled={busy || refineWhy !== null}
          aria-busy={(busy && upgrade.variables?.kind === 'refine') || undefined}
          aria-describedby={refineWhy ? refineWhyId : undefined}
        >
          <IconUpgrade aria-hidden="true" />
          Refine <span className="sr-only">{label}</span>
        </Button>
        <Button
          variant="secondary"
          onClick={() => run('enchant')}
          disabled={busy || enchantWhy !== null}
          aria-busy={(busy && upgrade.variables?.kind === 'enchant') || undefined}
          aria-describedby={enchantWhy ? enchantWhyId : undefined}
        >
          <IconMagicSwirl aria-hidden="true" />
          {slot.enchant ? 'Enchant again' : 'Enchant'} <span className="sr-only">{label}</span>
        </Button>
      </div>
      {refineWhy && (
        <p id={refineWhyId} className={styles.why}>
          Refine: {refineWhy}
        </p>
      )}
      {enchantWhy && (
        <p id={enchantWhyId} className={styles.why}>
          Enchant: {enchantWhy}
        </p>
      )}
      <OutcomeAlert outcome={outcome} headline={false} />
    </Card>
  );
}
