import { expect } from 'vitest';
import { LISTING_DAYS } from '@demonbane/game/bazaar';
import { equipmentById } from '@demonbane/game/equipment';
import {
  STARTING_GEAR,
  STARTING_GOLD,
  STARTING_KIT,
  STARTING_SOUL,
} from '@demonbane/game/starting-hero';
import { grant } from '../../modules/ledger/currency';
import { journaledTransaction } from '../../infra/events/commit-journal';
import { addEquipment, addItems } from '../../modules/ledger/stock';
import { sweepExpiredListings } from '../../modules/bazaar/bazaar-service';
import { uniqueName } from '../fixtures';
import type { EconomyApp } from './economy-app';
import type { PlayerSetup } from './world-setup';
import { pieceKey } from '@demonbane/test-support/piece-key';
import { bump, emptyHoldings, mintPiece, moveCurrency, type EconomyModel } from './model';

/** The address the model's players log in from, so no other test's login counters are shared. */
const ADDRESS = '10.77.0.1';
/** Every model player's password (DeleteAccount types it, or another one). */
export const PASSWORD = 'correct horse battery';

export interface World {
  econ: EconomyApp;
  players: { userId: string; username: string; token: string }[];
}

export interface Reply {
  status: number;
  body: Record<string, unknown>;
  /** The `Idempotent-Replayed` header: 'true' when the answer is a stored one. */
  replayed?: string;
}

/**
 * POST as a player with their real token. `asUserId` claims another user's id in
 * the body; `key` sends an Idempotency-Key; `token` is another session of theirs.
 */
export async function send(
  world: World,
  player: number,
  url: string,
  body: Record<string, unknown> = {},
  opts: { asUserId?: string; key?: string; token?: string } = {},
): Promise<Reply> {
  const p = world.players[player]!;
  const res = await world.econ.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${opts.token ?? p.token}`,
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
    },
    payload: { userId: opts.asUserId ?? p.userId, ...body },
  });
  const replayed = res.headers['idempotent-replayed'];
  return {
    status: res.statusCode,
    body: res.json() as Record<string, unknown>,
    ...(typeof replayed === 'string' ? { replayed } : {}),
  };
}

/**
 * Four fresh players through the real API (register, login, job), then the
 * setup's extra currency (granted through the ledger, as minted), pieces and
 * items. Earlier runs' listings are swept first: the clock moves past them, so
 * only this run's listings can be due during this run.
 */
export async function buildWorld(
  econ: EconomyApp,
  setups: readonly PlayerSetup[],
): Promise<{ model: EconomyModel; real: World }> {
  econ.clock.advance(LISTING_DAYS * 86_400 + 60);
  // The sweep ends at most 500 listings a call.
  while ((await sweepExpiredListings(econ.db, econ.clock.now)) === 500);

  const players = await Promise.all(setups.map((s) => joinPlayer(econ, s.job)));
  const model: EconomyModel = {
    players: [],
    listings: [],
    now: econ.clock.now,
    ledger: [],
    piecesAlive: new Map(),
    piecesDrawn: new Map(),
    itemsAlive: new Map(),
    arenaWins: [],
  };
  for (const [i, { userId }] of players.entries()) {
    model.players.push({
      userId,
      level: 1,
      createdAt: model.now,
      bazaarPassed: 0,
      gold: 0,
      soul: 0,
      ...emptyHoldings(),
      ascensions: 0,
      deleted: false,
      guild: false,
      guildLeftAt: null,
      wrongPasswords: null,
    });
    moveCurrency(model, i, 'gold', STARTING_GOLD, 'starting_purse');
    moveCurrency(model, i, 'soul', STARTING_SOUL, 'starting_purse');
    for (const { itemId, qty } of STARTING_KIT) {
      bump(model.players[i]!.items, itemId, qty);
      bump(model.itemsAlive, itemId, qty);
    }
    // The first job puts the starter gear on.
    for (const { itemId, rarity } of STARTING_GEAR) {
      model.players[i]!.worn[equipmentById(itemId).type] = pieceKey(itemId, rarity);
      mintPiece(model, pieceKey(itemId, rarity));
    }
  }

  // Journaled, as the server's own: the ledger publishes its changes.
  await journaledTransaction(econ.db, async (tx) => {
    for (const [i, s] of setups.entries()) {
      const { userId } = players[i]!;
      for (const currency of ['gold', 'soul'] as const) {
        if (s[currency] === 0) continue;
        await grant(tx, userId, currency, s[currency], {
          kind: 'grant',
          reason: 'test grant',
        });
        moveCurrency(model, i, currency, s[currency], 'grant');
      }
      for (const { itemId, rarity, qty } of s.stock) {
        await addEquipment(tx, userId, itemId, rarity, qty);
        bump(model.players[i]!.pieces, pieceKey(itemId, rarity), qty);
        mintPiece(model, pieceKey(itemId, rarity), qty);
      }
      for (const { itemId, qty } of s.supplies) {
        await addItems(tx, userId, itemId, qty);
        bump(model.players[i]!.items, itemId, qty);
        bump(model.itemsAlive, itemId, qty);
      }
    }
  });
  return { model, real: { econ, players } };
}

const postFrom = (econ: EconomyApp, url: string, payload: object, token?: string) =>
  econ.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ADDRESS,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

/** Registers, logs in and chooses a job through the API: the honest starting purse and kit. */
async function joinPlayer(econ: EconomyApp, job: string) {
  const username = uniqueName('econ');
  const registered = await postFrom(econ, '/api/register', { username, password: PASSWORD });
  expect(registered.statusCode, registered.body).toBe(201);
  const login = await logIn(econ, username);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const { token, user } = login.body as { token: string; user: { userId: string } };
  const chosen = await postFrom(
    econ,
    '/api/assign-job',
    { userId: user.userId, job_id: job },
    token,
  );
  expect(chosen.statusCode, chosen.body).toBe(200);
  return { userId: user.userId, username, token };
}

/** POST /login with the players' password: another session, or refused once the account is gone. */
export async function logIn(econ: EconomyApp, username: string): Promise<Reply> {
  const res = await postFrom(econ, '/api/login', { username, password: PASSWORD });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}
