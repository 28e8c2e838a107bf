import { expect } from 'vitest';
import { CURRENCIES } from '@demonbane/game/currency';
import { SHOPS } from '@demonbane/game/shops';
import { EconomyCommand, expectOk, expectRefused, pick, type Outcome } from '../command-kit';
import {
  activeListings,
  balanceOf,
  bump,
  burnPiece,
  emptyHoldings,
  livingPlayers,
  moveCurrency,
  type EconomyModel,
  type PlayerModel,
} from '../model';
import { logIn, PASSWORD, send, type Reply, type World } from '../world';
import { passedBy } from './buy-listing';
import { setOutForFight } from './flee-fight';

/**
 * Whose account, and what happens at the same moment: anyone's; a seller's (their
 * active listings are cancelled); a seller's while another player buys one of their
 * listings; anyone's while they buy in the shop themselves; or a wrong password.
 */
export type DeleteChoice =
  'anyone' | 'a-seller' | 'racing-a-buyer' | 'racing-own-purchase' | 'wrong-password';

export const SESSION_ENDED = 'Your session has expired. Please log in again.';
const DELETED = 'Your account has been deleted. Farewell, hunter.';
const WRONG_PASSWORD = 'Your current password is not right.';
const NOT_AVAILABLE = 'This listing is no longer available.';

/** Listings a buyer can race the deletion for: not yet due (a due one ends on touch first). */
const raceable = (model: Readonly<EconomyModel>, seller: number) =>
  activeListings(model, seller).filter((l) => l.expiresAt.getTime() > model.now.getTime());

/** The players this choice may pick. */
function candidates(model: Readonly<EconomyModel>, choice: DeleteChoice): number[] {
  const living = livingPlayers(model);
  if (choice === 'wrong-password') return living;
  // One deletion per run at most: the three others go on trading.
  if (living.length < model.players.length) return [];
  if (choice === 'a-seller') return living.filter((i) => activeListings(model, i).length > 0);
  if (choice === 'racing-a-buyer') return living.filter((i) => raceable(model, i).length > 0);
  return living;
}

/**
 * The password check counts every try in its window before it looks at the
 * password (login-throttle's reserveAttempt): over the limit, even the right one
 * waits. A right password that is checked forgets the count.
 */
function tryPassword(p: PlayerModel, now: Date, world: World): 'checked' | 'locked' {
  const { LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: limit, LOGIN_WINDOW_SECONDS: window } =
    world.econ.app.env;
  const tries = p.wrongPasswords;
  const fresh = !tries || tries.since.getTime() <= now.getTime() - window * 1000;
  p.wrongPasswords = fresh
    ? { count: 1, since: now }
    : { count: tries.count + 1, since: tries.since };
  return p.wrongPasswords.count > limit ? 'locked' : 'checked';
}

/**
 * The deletion in the model: the hero and all it owned are gone. Its pieces
 * (inventory, worn, forging, and in escrow: its active listings are cancelled,
 * the piece is returned to nobody) and its items are burned; its purse is burned
 * by the write-off, so its ledger ends at zero.
 */
function deleteInModel(model: EconomyModel, player: number): void {
  const p = model.players[player]!;
  for (const listing of activeListings(model, player)) {
    listing.status = 'cancelled';
    burnPiece(model, listing.piece, 1);
  }
  for (const [key, n] of p.pieces) burnPiece(model, key, n);
  for (const key of Object.values(p.worn)) if (key) burnPiece(model, key, 1);
  if (p.forge) burnPiece(model, p.forge.piece, 1);
  for (const [itemId, n] of p.items) bump(model.itemsAlive, itemId, -n);
  for (const currency of CURRENCIES) {
    const held = balanceOf(p, currency);
    if (held !== 0) moveCurrency(model, player, currency, -held, 'account_deleted');
  }
  Object.assign(p, {
    ...emptyHoldings(),
    deleted: true,
    guild: false,
    wrongPasswords: null,
  } satisfies Partial<PlayerModel>);
}

/**
 * POST /account/delete with the password again. Right: everything of the hero goes
 * in one transaction (see deleteInModel), every session of the player ends, and
 * the name and password no longer log in; nothing of any other player changes (the
 * model leaves them as they were). A buyer racing for a listing either bought it
 * first or is refused and pays nothing; the player's own purchase racing it is
 * either written off with the rest or refused. Wrong: 400, and 429 once the tries
 * in the window are over the limit (the right password too); nothing changes.
 */
export class DeleteAccount extends EconomyCommand {
  constructor(
    readonly choice: DeleteChoice,
    readonly n: number,
    /** Picks the racing buyer, or the racing purchase. */
    readonly other: number,
    /** Start a fight first (the battle is the hero's too, and must go). */
    readonly midFight: boolean,
    /** Log in a second time first: that session must end too (or outlive a refusal). */
    readonly secondSession: boolean,
  ) {
    super();
  }

  override check(model: Readonly<EconomyModel>) {
    return candidates(model, this.choice).length > 0;
  }

  protected describe() {
    const extras = [this.midFight && 'mid-fight', this.secondSession && 'two sessions'];
    return `DeleteAccount(${[this.choice, `#${this.n}`, `#${this.other}`, ...extras.filter(Boolean)].join(', ')})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const player = pick(candidates(model, this.choice), this.n)!;
    const p = model.players[player]!;
    const wrong = this.choice === 'wrong-password';
    this.detail = `p${player}`;
    let second: string | undefined;
    if (this.secondSession) {
      const login = await logIn(world.econ, world.players[player]!.username);
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      second = login.body.token as string;
    }
    const password = wrong ? `${PASSWORD}?` : PASSWORD;
    const remove = () => send(world, player, '/api/account/delete', { password });

    const refused = async (outcome: Outcome) => {
      // Every session of the player goes on.
      if (second) expectOk(await send(world, player, '/api/user', {}, { token: second }));
      return outcome;
    };
    const tryOnce = async () =>
      tryPassword(p, model.now, world) === 'locked'
        ? expectRefused(await remove(), 429, /^Too many failed /)
        : wrong
          ? expectRefused(await remove(), 400, WRONG_PASSWORD)
          : undefined;
    if (wrong) {
      // Up to three times in a row, so that the lock is reached too.
      const tries = 1 + (this.other % 3);
      this.detail += `, ${tries} tries`;
      for (let i = 1; i < tries; i++) await tryOnce();
      return refused((await tryOnce())!);
    }
    const locked = await tryOnce();
    if (locked) return refused(locked);
    p.wrongPasswords = null;
    if (this.midFight) await setOutForFight(world, player);

    let race: string | undefined;
    if (this.choice === 'racing-a-buyer') {
      race = await this.raceBuyer(model, world, player, remove);
    } else if (this.choice === 'racing-own-purchase') {
      race = await this.racePurchase(model, world, player, remove);
    } else {
      this.expectDeleted(await remove());
    }
    const listed = activeListings(model, player).length;
    deleteInModel(model, player);

    // Every session of the player is over, and the name no longer logs in.
    for (const token of [world.players[player]!.token, ...(second ? [second] : [])]) {
      const after = await send(world, player, '/api/user', {}, { token });
      expect(after.status, 'an old session after the deletion').toBe(401);
      expect(after.body.message).toBe(SESSION_ENDED);
    }
    const again = await logIn(world.econ, world.players[player]!.username);
    expect(again.status, 'logging in as a deleted account').toBe(401);
    const reason = `${race ?? 'deleted'}${listed > 0 ? ', listings cancelled' : ''}`;
    return { refused: false, reason };
  }

  private expectDeleted(reply: Reply): void {
    expectOk(reply);
    expect(reply.body.message).toBe(DELETED);
  }

  /** Another player buys one of the seller's listings at the same moment. */
  private async raceBuyer(
    model: EconomyModel,
    world: World,
    seller: number,
    remove: () => Promise<Reply>,
  ): Promise<string> {
    const listing = pick(raceable(model, seller), this.n)!;
    const buyer = pick(
      livingPlayers(model).filter((i) => i !== seller),
      this.other,
    )!;
    this.detail = `p${seller}, p${buyer} buys ${listing.piece} for ${listing.price} ${listing.currency}`;
    const [deleted, bought] = await Promise.all([
      remove(),
      send(world, buyer, '/api/bazaar/buy', { listingId: listing.id }),
    ]);
    this.expectDeleted(deleted);
    const b = model.players[buyer]!;
    const affordable = balanceOf(b, listing.currency) >= listing.price;
    const passing = passedBy(model, buyer, listing);
    const fits = !passing || passing.amount <= passing.left;
    if (bought.status !== 200) {
      // Refused, whichever came first: the buyer pays nothing and gets nothing.
      expect(bought.status, JSON.stringify(bought.body)).toBe(409);
      const message = String(bought.body.message);
      // Past the trading allowance (checked first), or too dear, only when the buy came first.
      const early = !fits ? /trading allowance has / : !affordable ? /^Not enough / : null;
      if (!early?.test(message)) expect(message).toBe(NOT_AVAILABLE);
      return 'deleted; the buy refused';
    }
    // Bought first: the seller was paid, and the price is written off with the rest.
    expect(affordable, 'a buyer who cannot pay bought').toBe(true);
    expect(fits, 'a purchase past the trading allowance went through').toBe(true);
    if (passing) passing.passer.bazaarPassed += passing.amount;
    moveCurrency(model, buyer, listing.currency, -listing.price, 'bazaar_buy', listing.id);
    moveCurrency(model, seller, listing.currency, listing.price, 'bazaar_sale', listing.id);
    bump(b.pieces, listing.piece, 1);
    listing.status = 'sold';
    listing.buyer = buyer;
    expect(bought.body.balance, 'the buyer’s balance').toBe(balanceOf(b, listing.currency));
    return 'deleted; the buyer first';
  }

  /** The player buys in the gold shop at the same moment: before, or refused. */
  private async racePurchase(
    model: EconomyModel,
    world: World,
    player: number,
    remove: () => Promise<Reply>,
  ): Promise<string> {
    const entry = pick(SHOPS.gold, this.other)!;
    const p = model.players[player]!;
    this.detail = `p${player}, buying ${entry.itemId}`;
    const [deleted, bought] = await Promise.all([
      remove(),
      send(world, player, '/api/shop/purchase', { itemId: entry.itemId, type: 'gold', qty: 1 }),
    ]);
    this.expectDeleted(deleted);
    const affordable = p.gold >= entry.price;
    if (bought.status !== 200) {
      // After the deletion: the session is gone (401) or the hero is (404). Before it: too dear.
      expect([401, 404, ...(affordable ? [] : [409])], JSON.stringify(bought.body)).toContain(
        bought.status,
      );
      return `deleted; own purchase refused ${bought.status}`;
    }
    expect(affordable, 'a purchase the player cannot pay').toBe(true);
    moveCurrency(model, player, 'gold', -entry.price, 'shop');
    bump(p.items, entry.itemId, 1);
    bump(model.itemsAlive, entry.itemId, 1);
    expect((bought.body.user as { gold: number }).gold, 'the gold left').toBe(p.gold);
    return 'deleted; own purchase first';
  }
}
