/** A purchase leaving less than this share of the purse asks first (spending it all does). */
export const CONFIRM_BELOW_SHARE_LEFT = 0.1;

/**
 * What a purchase would leave of the purse, when it is worth a question first: it
 * leaves less than a tenth of what the player holds in that currency. Null for a
 * small buy (one click), an unknown purse, or one that cannot pay (the server says so).
 */
export function bigSpend(price: number, balance: number | null): { left: number } | null {
  if (balance === null || price > balance) return null;
  const left = balance - price;
  return left < balance * CONFIRM_BELOW_SHARE_LEFT ? { left } : null;
}
