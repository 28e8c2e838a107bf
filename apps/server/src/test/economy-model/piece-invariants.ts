import { expect } from 'vitest';
import { EQUIPMENT_TYPES } from '@demonbane/game/equipment-slot';
import type { EconomyModel, PieceKey } from './model';
import type { Snapshot } from './snapshot';
import { tally } from './tally';

/** Where a player's pieces are: the four places a piece can be while it exists. */
type Places = Record<string, Record<PieceKey, number>>;

function placesInDb(model: EconomyModel, snap: Snapshot): Places {
  const out: Places = {};
  model.players.forEach(({ userId }, i) => {
    // A deleted account has no hero (checkAccounts): nothing worn.
    const hero = snap.heroes.find((h) => h.user === userId);
    const forge = snap.forges.find((f) => f.user === userId);
    out[`p${i} inventory`] = tally(
      snap.pieces.filter((r) => r.user === userId).map((r) => [r.piece, r.qty]),
    );
    out[`p${i} worn`] = tally(
      EQUIPMENT_TYPES.flatMap((slot) => (hero?.[slot] ? [[hero[slot]!, 1]] : [])),
    );
    out[`p${i} listed`] = tally(
      snap.listings
        .filter((l) => l.status === 'active' && l.seller === userId)
        .map((l) => [l.piece, 1]),
    );
    out[`p${i} forging`] = tally(forge ? [[forge.piece, 1]] : []);
  });
  return out;
}

function placesInModel(model: EconomyModel): Places {
  const out: Places = {};
  model.players.forEach((p, i) => {
    out[`p${i} inventory`] = tally(p.pieces);
    out[`p${i} worn`] = tally(
      EQUIPMENT_TYPES.flatMap((slot) => (p.worn[slot] ? [[p.worn[slot]!, 1]] : [])),
    );
    out[`p${i} listed`] = tally(
      model.listings
        .filter((l) => l.status === 'active' && l.seller === i)
        .map((l) => [l.piece, 1]),
    );
    out[`p${i} forging`] = tally(p.forge ? [[p.forge.piece, 1]] : []);
  });
  return out;
}

/**
 * Equipment pieces (stacked by item and rarity, so counted rather than named):
 * each is in exactly one place (inventory, worn, listed in escrow, or sealed in a
 * forge), the places add up to what was minted minus what combining and deleted
 * accounts burned (a deleted account's pieces, escrow included, are in no place), and
 * listings and forges hold exactly what the model says.
 */
export function checkPieces(
  model: EconomyModel,
  snap: Snapshot,
  who: (userId: string | null) => number | null,
): void {
  const inDb = placesInDb(model, snap);
  expect(inDb, 'where each piece is').toEqual(placesInModel(model));
  expect(
    tally(Object.values(inDb).flatMap((counts) => Object.entries(counts))),
    'pieces somewhere = pieces minted - pieces burned',
  ).toEqual(tally(model.piecesAlive));
  expect(tally(snap.drawn.map((d) => [d.piece, d.n])), 'pieces given by draws').toEqual(
    tally(model.piecesDrawn),
  );

  const byId = <T extends { id: string }>(rows: T[]) =>
    rows.sort((a, b) => a.id.localeCompare(b.id));
  expect(
    byId(snap.listings.map((l) => ({ ...l, seller: who(l.seller), buyer: who(l.buyer) }))),
    'listings',
  ).toEqual(
    byId(
      model.listings.map((l) => ({
        id: l.id,
        seller: l.seller,
        buyer: l.buyer,
        piece: l.piece,
        price: l.price,
        currency: l.currency,
        fee: l.fee,
        status: l.status,
        expires: l.expiresAt.getTime(),
      })),
    ),
  );
  expect(
    snap.forges.map((f) => ({ ...f, user: who(f.user) })).sort((a, b) => a.user! - b.user!),
    'forges',
  ).toEqual(
    model.players.flatMap((p, i) =>
      p.forge
        ? [
            {
              user: i,
              piece: p.forge.piece,
              materials: p.forge.materials,
              ready: p.forge.readyAt.getTime(),
            },
          ]
        : [],
    ),
  );
}
