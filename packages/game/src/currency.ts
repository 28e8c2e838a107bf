/**
 * The two currencies: gold (earned in play) and souls (premium). Every shop, box,
 * listing and balance is priced in one of these; this is their only declaration.
 */
export const CURRENCIES = ['gold', 'soul'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: unknown): value is Currency {
  return (CURRENCIES as readonly unknown[]).includes(value);
}
