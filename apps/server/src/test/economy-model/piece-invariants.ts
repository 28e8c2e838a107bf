import { expect } from 'vitest';
import { EQUIPMENT_TYPES } from '@demonbane/game/equipment-slot';
import { piecePlaces } from '@demonbane/test-support/holdings';
import type { PieceKey } from '@demonbane/test-support/piece-key';
import type { Snapshot } from '@demonbane/test-support/snapshot';
import type { EconomyModel } from './model';
import { tally } from './tally';

/** Where a player's pieces are: the four places a piece can be while it exists. */
type Places = Record<string, Record<PieceKey, number>>;

function placesInDb(model: EconomyModel, snap: Snapshot): Places {
  const out: Places = {};
  model.players.forEach(({ userId }, i) => {
    for (const [place, counts] of Object.entries(piecePlaces(snap, userId)))
      out[`p${i} ${place}`] = tally(counts);
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
  expect(
    tally(snap.draws.flatMap((d) => (d.piece ? [[d.piece, 1]] : []))),
    'pieces given by draws',
  ).toEqual(tally(model.piecesDrawn));

  const byId = <T extends { id: string }>(rows: T[]) =>
    rows.sort((a, b) => a.id.localeCompare(b.id));
  expect(
    byId(
      snap.listings.map((l) => ({
        id: l.id,
        seller: who(l.sellerId),
        buyer: who(l.buyerId),
        piece: l.piece,
        price: l.price,
        currency: l.currency,
        fee: l.fee,
        status: l.status,
        expires: l.expiresAt,
      })),
    ),
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
    snap.forges
      .map((f) => ({
        user: who(f.userId),
        piece: f.piece,
        materials: f.materials,
        ready: f.readyAt,
      }))
      .sort((a, b) => a.user! - b.user!),
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
