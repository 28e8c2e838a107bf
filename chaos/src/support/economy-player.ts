import type { Agent } from 'node:http';
import type { Currency } from '@demonbane/game/currency';
import type { Catalogue } from './catalogue';
import { NoAnswerError, send, type HttpAnswer } from './http-client';
import type { Hero } from './heroes';
import type { ActionKind, Journal } from './journal';
import { between, chance, pick, weighted } from './random';

export interface LoadContext {
  baseUrl: string;
  journal: Journal;
  catalogue: Catalogue;
  cycle: number;
  /** One keep-alive agent per cycle: a killed server's sockets go away with it. */
  agent: Agent;
  /** A safety stop in case the kill never comes. */
  stopAt: number;
}

// Game content the load leans on; a renamed id shows up as an action kind never acknowledged.
const BASIC_MATERIALS = ['iron-ore', 'demon-hide', 'ember-shard'];
const FULL_HEAL = 'elixir-life';

type Step = () => Promise<boolean>;
type Piece = { item_id: string; item_rarity: string | null; item_qty: number; type: string };
type Slot = { type: string; item_id: string | null; item_rarity: string | null };

/**
 * One player hammering the economy: each step reads what it needs and sends one
 * action, and the next request leaves only after the previous answer, as a
 * browser would. So at most one of its actions is in flight when the server dies.
 * Every action and its answer goes to the journal; the loop ends at the first
 * request that gets no answer.
 */
export class EconomyPlayer {
  private ctx!: LoadContext;

  constructor(private readonly hero: Hero) {}

  async run(ctx: LoadContext): Promise<void> {
    this.ctx = ctx;
    const steps: (readonly [Step, number])[] = [
      [() => this.shop(), 2],
      [() => this.useItem(), 1],
      [() => this.equip(), 1],
      [() => this.gacha(), 2],
      [() => this.list(), 2],
      [() => this.buy(), 2],
      [() => this.cancel(), 1],
      [() => this.forge(), 2],
      [() => this.hunt(), 3],
    ];
    while (Date.now() < ctx.stopAt) {
      if (!(await weighted(steps)())) return;
    }
  }

  /** A read; null when the server did not answer (or failed), which ends the loop. */
  private async read<T>(method: 'GET' | 'POST', path: string): Promise<T | null> {
    let res: HttpAnswer;
    try {
      res = await send(this.ctx.baseUrl, method, path, method === 'POST' ? {} : undefined, {
        token: this.hero.token,
        agent: this.ctx.agent,
      });
    } catch (err) {
      if (err instanceof NoAnswerError) return null;
      throw err;
    }
    if (res.status !== 200) {
      this.ctx.journal.unexpected.push(`${method} ${path} → ${res.status}`);
      return null;
    }
    return res.body as T;
  }

  /** An economy action, journaled. Resolves to whether the loop goes on, and the answer. */
  private async act(
    kind: ActionKind,
    path: string,
    body: Record<string, unknown>,
  ): Promise<{ go: boolean; ok: boolean; answer: unknown }> {
    const { journal, cycle } = this.ctx;
    let res: HttpAnswer;
    try {
      res = await send(this.ctx.baseUrl, 'POST', path, body, {
        token: this.hero.token,
        agent: this.ctx.agent,
      });
    } catch (err) {
      if (!(err instanceof NoAnswerError)) throw err;
      const userId = this.hero.userId;
      journal.add({ cycle, userId, kind, body, outcome: 'uncertain', status: null, answer: null });
      return { go: false, ok: false, answer: null };
    }
    const outcome = res.status < 300 ? 'ack' : res.status < 500 ? 'refused' : 'uncertain';
    journal.add({
      cycle,
      userId: this.hero.userId,
      kind,
      body,
      outcome,
      status: res.status,
      answer: res.body,
    });
    return { go: outcome !== 'uncertain', ok: outcome === 'ack', answer: res.body };
  }

  private async shop(itemId?: string, qty = between(1, 3), type: Currency = 'gold') {
    const id = itemId ?? pick(this.ctx.catalogue.goldShop)!.id;
    return (await this.act('shop', '/api/shop/purchase', { itemId: id, type, qty })).go;
  }

  private async useItem() {
    const owned = await this.read<{ consumables: { item_id: string; item_qty: number }[] }>(
      'POST',
      '/api/inventory/consumables',
    );
    if (!owned) return false;
    const item = pick(owned.consumables.filter((c) => c.item_qty > 0));
    if (!item) return this.shop();
    return (await this.act('use-item', '/api/inventory/use-item', { itemId: item.item_id, qty: 1 }))
      .go;
  }

  private async equip() {
    const gear = await this.read<{ equipment: Slot[]; inventory: Piece[] }>(
      'POST',
      '/api/inventory/equipments',
    );
    if (!gear) return false;
    const choose = (type: string) => {
      const worn = gear.equipment.find((s) => s.type === type);
      const options: ([string, string] | null)[] = [
        null,
        worn?.item_id ? [worn.item_id, worn.item_rarity ?? 'Common'] : null,
        ...gear.inventory
          .filter((p) => p.type === type && p.item_qty > 0)
          .map((p): [string, string] => [p.item_id, p.item_rarity ?? 'Common']),
      ];
      return pick(options) ?? null;
    };
    const body = { wpn: choose('weapon'), arm: choose('armor'), acc: choose('acc') };
    return (await this.act('equip', '/api/inventory/equip', body)).go;
  }

  private async gacha() {
    const [box, amount] = weighted([
      [[2, 1], 3],
      [[0, 1], 2],
      [[1, 1], 2],
      [[0, 11], 1],
    ] as const);
    return (await this.act('gacha', '/api/gacha', { box, amount })).go;
  }

  private async list() {
    const gear = await this.read<{ inventory: Piece[] }>('POST', '/api/inventory/equipments');
    if (!gear) return false;
    const piece = pick(gear.inventory.filter((p) => p.item_qty > 0));
    if (!piece) return this.gacha();
    const gold = chance(0.8);
    const body = {
      item_id: piece.item_id,
      rarity: piece.item_rarity ?? 'Common',
      price: gold ? between(500, 560) : between(5, 8),
      currency: gold ? 'gold' : 'soul',
    };
    return (await this.act('list', '/api/bazaar/list', body)).go;
  }

  private async buy() {
    const page = await this.read<{ listings: { _id: string; seller_id: { _id: string } }[] }>(
      'GET',
      '/api/bazaar?sort=newest&pageSize=20',
    );
    if (!page) return false;
    const listing = pick(page.listings.filter((l) => l.seller_id._id !== this.hero.userId));
    if (!listing) return this.list();
    return (await this.act('buy', '/api/bazaar/buy', { listingId: listing._id })).go;
  }

  private async cancel() {
    const mine = await this.read<{ listings: { _id: string; status: string }[] }>(
      'POST',
      '/api/bazaar/my-listings',
    );
    if (!mine) return false;
    const listing = pick(mine.listings.filter((l) => l.status === 'active'));
    if (!listing) return this.list();
    return (await this.act('cancel', '/api/bazaar/cancel', { listingId: listing._id })).go;
  }

  private async forge() {
    const forge = await this.read<{
      materials: { item_id: string; item_qty: number }[];
      forging_status: boolean | null;
    }>('POST', '/api/inventory/materials');
    if (!forge) return false;
    if (forge.forging_status === true) return (await this.act('claim', '/api/forge/claim', {})).go;
    if (forge.forging_status === false) return this.hunt();
    const pool = forge.materials.flatMap((m) => Array<string>(m.item_qty).fill(m.item_id));
    if (pool.length < 3) return this.shop(pick(BASIC_MATERIALS), 3);
    const materials = [0, 1, 2].map(() => pool.splice(between(0, pool.length - 1), 1)[0]!);
    return (await this.act('forge', '/api/forge', { materials })).go;
  }

  private async hunt() {
    const hunt = await this.read<{ monster: unknown; allowed_floors: number[] }>(
      'POST',
      '/api/hunt',
    );
    if (!hunt) return false;
    if (hunt.monster) return (await this.act('hunt-attack', '/api/hunt/hunt-attack', {})).go;
    const floor = pick(hunt.allowed_floors.filter((f) => f <= 3)) ?? 1;
    const set = await this.act('set-hunt', '/api/hunt/set-hunt', { hunt: floor });
    if (!set.go || set.ok) return set.go;
    // Refused: most likely too wounded to fight. Heal fully, as a player would.
    const bought = await this.act('shop', '/api/shop/purchase', {
      itemId: FULL_HEAL,
      type: 'soul',
      qty: 1,
    });
    if (!bought.ok) return bought.go;
    return (await this.act('use-item', '/api/inventory/use-item', { itemId: FULL_HEAL, qty: 1 }))
      .go;
  }
}
