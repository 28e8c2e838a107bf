import type { AccountRow, Snapshot } from './snapshot';

const TOMBSTONE = 'deleted:';

/** What a deleted account still holds, table by table (each must be nothing). */
function heldAfterDeletion(snap: Snapshot, userId: string): string[] {
  const count = (rows: readonly { userId: string }[]) =>
    rows.filter((r) => r.userId === userId).length;
  const held = {
    heroes: count(snap.heroes),
    hero_items: count(snap.items),
    hero_equipment: count(snap.pieces),
    forges: count(snap.forges),
    hero_buffs: count(snap.buffs),
    gacha_pity: count(snap.pity),
  };
  return [
    ...Object.entries(held).flatMap(([table, n]) => (n ? [`${table} ×${n}`] : [])),
    ...snap.leftovers.filter((r) => r.userId === userId).map((r) => `${r.table} ×${r.n}`),
  ];
}

/**
 * A living account keeps its own name and password and has a hero (registration
 * makes both at once). A deleted one is an anonymous tombstone (`deleted:<id>`,
 * no password) with no row left in any hero table, sessions and keys included.
 */
export function checkAccounts(snap: Snapshot): string[] {
  const out: string[] = [];
  const heroes = new Set(snap.heroes.map((h) => h.userId));
  const form = (a: AccountRow) =>
    `${a.userId}: ${a.deleted ? 'deleted' : 'living'} account named ${a.username}` +
    `${a.noPassword ? ' without a password' : ''}`;
  for (const a of snap.accounts) {
    if (!a.deleted) {
      if (a.username.startsWith(TOMBSTONE) || a.noPassword) out.push(form(a));
      if (!heroes.has(a.userId)) out.push(`${a.userId}: a living account without a hero`);
      continue;
    }
    if (a.username !== `${TOMBSTONE}${a.userId}` || !a.noPassword) out.push(form(a));
    const held = heldAfterDeletion(snap, a.userId);
    if (held.length) out.push(`deleted ${a.userId} still has ${held.join(', ')}`);
  }
  return out;
}
