import type { ListingView } from '@demonbane/shared/bazaar-schemas';
import { StatBlock, STAT_KEYS } from '@/components/ui/stat-block';
import { formatNumber } from '@/lib/format-number';

/** ATK / DEF / SPD of a piece as bonuses; a stat the piece lacks is dimmed. */
export function PieceStats({ stats }: { stats: ListingView['stats'] }) {
  return (
    <StatBlock
      cells={STAT_KEYS.map((key) => ({
        key,
        dim: stats[key] === 0,
        value: stats[key] > 0 ? `+${formatNumber(stats[key])}` : formatNumber(stats[key]),
      }))}
    />
  );
}
