import { StatBlock, STAT_KEYS } from '@/components/ui/stat-block';
import { formatNumber } from '@/lib/format-number';
import type { PieceStats } from '../utils/loadout';
import styles from './stat-line.module.css';

function signed(n: number): string {
  return n > 0 ? `+${formatNumber(n)}` : n < 0 ? `−${formatNumber(-n)}` : '±0';
}

export interface StatLineProps {
  stats: PieceStats;
  /** Against what the slot holds now; shown as +/− beside each stat. */
  change?: PieceStats;
  /** Show values as bonuses (+4) rather than plain numbers. */
  asBonus?: boolean;
}

/** ATK / DEF / SPD of a piece; a stat the piece lacks is dimmed. */
export function StatLine({ stats, change, asBonus }: StatLineProps) {
  return (
    <StatBlock
      cells={STAT_KEYS.map((key) => {
        const delta = change?.[key] ?? 0;
        return {
          key,
          dim: stats[key] === 0,
          value: (
            <>
              {asBonus ? signed(stats[key]) : formatNumber(stats[key])}
              {change && delta !== 0 && (
                <span className={styles.delta} data-up={delta > 0}>
                  <span className="sr-only"> (change: </span>
                  {signed(delta)}
                  <span className="sr-only">)</span>
                </span>
              )}
            </>
          ),
        };
      })}
    />
  );
}
