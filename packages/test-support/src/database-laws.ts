import { checkAccounts } from './account-laws';
import { checkGachaCharges, checkShopCharges } from './charge-laws';
import { checkBalances, checkWriteOffs } from './currency-laws';
import { checkListingFees, checkListings } from './listing-laws';
import type { PriceList } from './price-list';
import type { Snapshot } from './snapshot';
import { checkStacks } from './stack-laws';

/**
 * What must hold in the database at any moment, read from it alone (no model,
 * no journal): crash or no crash, after any command. Returns the violations,
 * none when all is well. Conservation of pieces and items needs their history,
 * so each suite checks it against its own record (model or journal).
 */
export function checkDatabaseLaws(snap: Snapshot, prices: PriceList): string[] {
  return [
    ...checkBalances(snap),
    ...checkWriteOffs(snap),
    ...checkStacks(snap),
    ...checkListings(snap),
    ...checkListingFees(snap),
    ...checkGachaCharges(snap, prices),
    ...checkShopCharges(snap, prices),
    ...checkAccounts(snap),
  ];
}
