import { useId, type CSSProperties } from 'react';
import IconCheckedShield from '~icons/game-icons/checked-shield';
import IconHazardSign from '~icons/game-icons/hazard-sign';
import IconHourglass from '~icons/game-icons/hourglass';
import { formatNumber } from '@/lib/format-number';
import type { BoxAudit } from '../api/get-audit';
import { auditReading, formatPValue, outcomeLabel } from '../utils/audit';
import { rarityColour } from '../utils/rarity-colour';
import { formatPercent } from '../utils/rates';
import { BoxArt } from './box-art';
import styles from './audit-card.module.css';

/** One box's audit: published vs observed rates, the extras counted apart, and the test. */
export function AuditCard({ audit }: { audit: BoxAudit }) {
  const titleId = useId();
  const { verdict } = audit;
  const ReadingIcon = {
    match: IconCheckedShield,
    stray: IconHazardSign,
    early: IconHourglass,
    empty: IconHourglass,
  }[verdict];
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.head}>
        <BoxArt name={audit.box} size="md" />
        <h2 id={titleId} className={styles.name}>
          {audit.box}
        </h2>
      </header>
      <div className={styles.body}>
        <p className={`${styles.reading} ${styles[verdict]}`}>
          <ReadingIcon aria-hidden="true" />
          <span>
            {auditReading(verdict, audit.rolls, audit.p_value, audit.rolls_for_fair_test)}
          </span>
        </p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="sr-only">Published and observed rates of {audit.box}</caption>
            <thead>
              <tr>
                <th scope="col">Outcome</th>
                <th scope="col">Published</th>
                <th scope="col">Observed</th>
                <th scope="col">Rolls</th>
              </tr>
            </thead>
            <tbody>
              {audit.rates.map((rate) => {
                const colour = rarityColour(rate.key);
                return (
                  <tr key={rate.key} style={{ '--rate-colour': colour.css } as CSSProperties}>
                    <th scope="row" className={styles.outcome}>
                      {outcomeLabel(rate.key)}
                    </th>
                    <td>{formatPercent(rate.published_percent)}</td>
                    <td>{audit.rolls === 0 ? '—' : formatPercent(rate.observed_percent)}</td>
                    <td>{formatNumber(rate.observed)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <dl className={styles.figures}>
          <div>
            <dt>Plain rolls</dt>
            <dd>{formatNumber(audit.rolls)}</dd>
          </div>
          <div>
            <dt>Pity draws</dt>
            <dd>{formatNumber(audit.pity_draws)}</dd>
          </div>
          <div>
            <dt>Guarantee upgrades</dt>
            <dd>{formatNumber(audit.guarantee_upgrades)}</dd>
          </div>
          <div>
            <dt>Chi-square</dt>
            <dd>
              {audit.chi_square.toFixed(2)}
              <span className={styles.df}> (df {audit.degrees_of_freedom})</span>
            </dd>
          </div>
          <div>
            <dt>p-value</dt>
            <dd>{formatPValue(audit.p_value)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
