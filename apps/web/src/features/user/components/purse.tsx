import { Purse as CoinPurse } from '@/components/ui/purse';

/** Gold buys from the shop, soul from the premium shop. */
export function Purse({ gold, soul }: { gold: number | null; soul: number | null }) {
  return (
    <CoinPurse
      label="Purse"
      size="tiles"
      coins={[
        { currency: 'gold', amount: gold ?? 0 },
        { currency: 'soul', amount: soul ?? 0, name: 'Soul' },
      ]}
    />
  );
}
