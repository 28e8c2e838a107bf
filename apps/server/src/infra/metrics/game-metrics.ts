import { Counter, type Registry } from 'prom-client';
import { CURRENCIES } from '@demonbane/game/currency';
import { BOXES } from '@demonbane/game/gacha';
import { LEDGER_KINDS } from '@demonbane/game/ledger-kinds';
import { afterCommit, type Subscription } from '../events/subscribers';

const BATTLES = [
  ...(['explore', 'hunt'] as const).flatMap((mode) =>
    (['won', 'lost', 'fled'] as const).map((outcome) => ({ mode, outcome })),
  ),
  { mode: 'arena', outcome: 'won' },
  { mode: 'arena', outcome: 'lost' },
] as const;

/**
 * The game's counters, moved only by the events of committed transactions (after-commit
 * subscribers): a refused or rolled-back action counts nothing. Every known label set
 * starts at 0, so rates and increases see its first event.
 */
export function gameMetrics(registry: Registry): Subscription[] {
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter({ name, help, labelNames, registers: [registry] });
  const battles = counter(
    'demonbane_battles_total',
    'Battles ended, by mode (explore, hunt, arena) and outcome (won, lost, fled).',
    ['mode', 'outcome'],
  );
  const trades = counter(
    'demonbane_bazaar_trades_total',
    'Bazaar listings bought, by the currency paid.',
    ['currency'],
  );
  const draws = counter(
    'demonbane_gacha_draws_total',
    'Gacha draws (an x11 draw counts 11), by box and the currency paid.',
    ['box', 'currency'],
  );
  const minted = counter(
    'demonbane_currency_minted_total',
    'Currency added to balances (positive ledger amounts), by currency and ledger kind.',
    ['currency', 'kind'],
  );
  const burned = counter(
    'demonbane_currency_burned_total',
    'Currency taken from balances (negative ledger amounts, counted positive), by currency and ledger kind.',
    ['currency', 'kind'],
  );
  for (const labels of BATTLES) battles.inc(labels, 0);
  for (const box of BOXES) draws.inc({ box: box.name, currency: box.currency }, 0);
  for (const currency of CURRENCIES) {
    trades.inc({ currency }, 0);
    for (const kind of LEDGER_KINDS) {
      minted.inc({ currency, kind }, 0);
      burned.inc({ currency, kind }, 0);
    }
  }

  return [
    afterCommit('ledger.changed', ({ currency, kind, delta }) => {
      if (delta > 0) minted.inc({ currency, kind }, delta);
      else burned.inc({ currency, kind }, -delta);
    }),
    afterCommit('battle.ended', ({ mode, outcome }) => battles.inc({ mode, outcome })),
    afterCommit('listing.sold', ({ currency }) => trades.inc({ currency })),
    afterCommit('draw.made', ({ box, currency, draws: n }) => draws.inc({ box, currency }, n)),
  ];
}
