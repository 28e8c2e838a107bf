import { expect } from 'vitest';
import type { EconomyModel } from './model';
import type { Snapshot } from './snapshot';

/**
 * Accounts. A living player's users row keeps their name and password and they
 * have a hero; a deleted one's is an anonymous tombstone (`deleted:<id>`, no
 * password, deleted_at set) with no hero and no row left in the hero's tables,
 * sessions and idempotency keys included (the other tables are compared with the
 * model's empty books by the piece, stock and currency checks).
 */
export function checkAccounts(
  model: EconomyModel,
  snap: Snapshot,
  who: (userId: string | null) => number | null,
): void {
  const account = (userId: string) => {
    const row = snap.accounts.find((a) => a.user === userId);
    if (!row) return 'no users row';
    const tombstone = row.username === `deleted:${userId}`;
    return {
      name: tombstone ? 'tombstone' : row.username.startsWith('deleted:') ? row.username : 'own',
      password: !row.noPassword,
      deleted: row.deleted,
      hero: snap.heroes.some((h) => h.user === userId),
    };
  };
  expect(
    Object.fromEntries(model.players.map((p, i) => [`p${i}`, account(p.userId)])),
    'accounts',
  ).toEqual(
    Object.fromEntries(
      model.players.map((p, i) => [
        `p${i}`,
        p.deleted
          ? { name: 'tombstone', password: false, deleted: true, hero: false }
          : { name: 'own', password: true, deleted: false, hero: true },
      ]),
    ),
  );
  expect(
    snap.leftovers.map((r) => `p${who(r.user)} ${r.table} ×${r.n}`),
    'rows a deleted account left behind',
  ).toEqual([]);
}
