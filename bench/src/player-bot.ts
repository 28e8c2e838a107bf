import { MIN_PRICE } from '@demonbane/game/bazaar';
import { createRng, type Rng } from '@demonbane/game/rng';
import { bazaarApi } from '@demonbane/shared/bazaar-api';
import { forgeApi } from '@demonbane/shared/forge-api';
import { gachaApi } from '@demonbane/shared/gacha-api';
import { inventoryApi } from '@demonbane/shared/inventory-api';
import { shopApi } from '@demonbane/shared/shop-api';
import { userApi } from '@demonbane/shared/user-api';
import { exploreEpisode, huntEpisode } from './bot-battles';
import type { GameClient } from './game-client';
import type { LoopMarket } from './loop-market';

/** The cheapest healing potion (60 HP, 25 gold): the starting kit holds 5. */
const POTION = 'potion-minor';
const POTIONS_PER_PURCHASE = 5;
/** Three iron ore make a weapon in 6 game minutes (seconds at the loop's FORGE_TIME_SCALE). */
const ORE = 'iron-ore';
/** The Ashen Coffer: 300 gold, always a piece (something to list on the bazaar). */
const GACHA_BOX = 0;
/** Heal before a fight below this share of max HP. */
export const HEAL_BELOW = 0.5;
const CONFLICT = [409] as const;

type Activity = 'hunt' | 'explore' | 'shop' | 'forge' | 'gacha' | 'bazaar' | 'user';

/** The documented mix (run-bench.ts, docs/performance.md): weights of each next activity. */
export const LOOP_MIX: readonly (readonly [Activity, number])[] = [
  ['hunt', 5],
  ['explore', 3],
  ['bazaar', 2],
  ['shop', 1],
  ['forge', 1],
  ['gacha', 1],
  ['user', 1],
];

/**
 * One player: picks an activity by the mix, plays it to its end through the API (each
 * request sent only once the previous one is answered, as a browser would) and picks
 * again. It keeps what a player would remember (HP, level, potions, the forge's timer).
 */
export class PlayerBot {
  readonly rng: Rng;
  hp: number | null = null;
  maxHp: number | null = null;
  level = 1;
  potions = POTIONS_PER_PURCHASE;
  private forgeReadyAt: number | null = null;

  constructor(
    readonly client: GameClient,
    private readonly market: LoopMarket,
    index: number,
  ) {
    // Seeded per bot: the same choices every run (the server's dice stay its own).
    this.rng = createRng([index + 1, 0x9e3779b9, 20, 2026]);
  }

  get userId(): string {
    return this.client.hero.userId;
  }

  async run(running: () => boolean): Promise<void> {
    while (running()) await this.play(this.pick());
  }

  private pick(): Activity {
    const total = LOOP_MIX.reduce((s, [, w]) => s + w, 0);
    let roll = this.rng.int(1, total);
    for (const [activity, weight] of LOOP_MIX) if ((roll -= weight) <= 0) return activity;
    return 'hunt';
  }

  private play(activity: Activity): Promise<unknown> {
    switch (activity) {
      case 'hunt':
        return huntEpisode(this);
      case 'explore':
        return exploreEpisode(this);
      case 'shop':
        return this.buyPotions();
      case 'forge':
        return this.forge();
      case 'gacha':
        return this.draw();
      case 'bazaar':
        return this.bazaar();
      case 'user':
        return this.refresh();
    }
  }

  /** Drinks potions (buying some first if none are left) when HP is low or unknown. */
  async heal(): Promise<void> {
    // A hero's HP is unknown until a fight or the home page shows it.
    if (this.hp === null || this.maxHp === null) await this.refresh();
    if (this.hp !== null && this.maxHp !== null && this.hp >= this.maxHp * HEAL_BELOW) return;
    if (this.potions < 1 && !(await this.buyPotions())) return;
    // The server drinks only as many as bring HP to full, so asking for all is safe.
    const used = await this.client.post(
      'use-item',
      inventoryApi.useItem,
      { itemId: POTION, qty: this.potions },
      {
        refusable: CONFLICT,
        check: (v) => (v.user_hp > v.user_max_hp || v.used < 1 ? 'healed past max' : null),
      },
    );
    if (used.kind === 'ok') {
      this.potions -= used.value.used;
      this.hp = used.value.user_hp;
      this.maxHp = used.value.user_max_hp;
    } else if (used.kind === 'refused') {
      // HP already full, or fewer potions than remembered (a fight's loot is not tracked).
      if (used.message.includes('full')) this.hp = this.maxHp;
      else this.potions = 0;
    }
  }

  async buyPotions(): Promise<boolean> {
    const bought = await this.client.post(
      'shop-purchase',
      shopApi.purchase,
      { itemId: POTION, type: 'gold', qty: POTIONS_PER_PURCHASE },
      { refusable: CONFLICT, check: (v) => ('gold' in v.user ? null : 'paid in souls') },
    );
    if (bought.kind === 'ok') this.potions += POTIONS_PER_PURCHASE;
    return bought.kind === 'ok';
  }

  private async forge(): Promise<void> {
    if (this.forgeReadyAt !== null && Date.now() < this.forgeReadyAt) {
      // Not due yet: look at the forge, as the page would, and do something else.
      await this.client.post(
        'forge-materials',
        forgeApi.materials,
        {},
        {
          check: (v) => (v.forging_status === null ? 'the forge forgot its work' : null),
        },
      );
      return;
    }
    if (this.forgeReadyAt !== null) {
      const claimed = await this.client.post(
        'forge-claim',
        forgeApi.claim,
        {},
        {
          refusable: CONFLICT,
        },
      );
      if (claimed.kind !== 'refused' || claimed.message.includes('nothing')) {
        this.forgeReadyAt = null;
      }
      return;
    }
    const ore = await this.client.post(
      'shop-purchase',
      shopApi.purchase,
      { itemId: ORE, type: 'gold', qty: 3 },
      { refusable: CONFLICT },
    );
    if (ore.kind !== 'ok') return;
    const started = await this.client.post(
      'forge-start',
      forgeApi.start,
      { materials: [ORE, ORE, ORE] },
      { refusable: CONFLICT },
    );
    if (started.kind === 'ok') {
      const { hours, minutes, seconds } = started.value.remaining_time;
      this.forgeReadyAt = Date.now() + ((hours * 60 + minutes) * 60 + seconds) * 1000;
    } else if (started.kind === 'refused' && started.message.includes('Claim')) {
      this.forgeReadyAt = 0;
    }
  }

  private draw() {
    return this.client.post(
      'gacha-draw',
      gachaApi.draw,
      { box: GACHA_BOX, amount: 1 },
      {
        refusable: CONFLICT,
        check: (v) => (v.items.length === 1 && v.currency === 'gold' ? null : 'not one gold draw'),
      },
    );
  }

  /** Buys another bot's listing when one is on the board (half the time), else lists a piece. */
  private async bazaar(): Promise<void> {
    const wantsToBuy = this.rng.int(0, 1) === 0 || !this.market.canList(this.userId);
    const listing = wantsToBuy ? this.market.take(this.userId) : undefined;
    if (listing) {
      const bought = await this.client.post(
        'bazaar-buy',
        bazaarApi.buy,
        { listingId: listing.id },
        {
          refusable: CONFLICT,
          check: (v) => (v.rarity === listing.rarity ? null : `bought a ${v.rarity}`),
        },
      );
      if (bought.kind === 'ok') this.market.sold(listing);
      else if (bought.kind === 'refused') this.market.putBack(listing);
      return;
    }
    if (!this.market.canList(this.userId)) return;
    const gear = await this.client.post('inventory-equipments', inventoryApi.equipments, {});
    if (gear.kind !== 'ok') return;
    const pieces = gear.value.inventory.filter((p) => p.item_qty > 0 && p.item_rarity !== null);
    const piece = pieces[this.rng.int(0, Math.max(0, pieces.length - 1))];
    if (!piece?.item_rarity) {
      await this.draw();
      return;
    }
    const rarity = piece.item_rarity;
    const listed = await this.client.post(
      'bazaar-list',
      bazaarApi.list,
      {
        item_id: piece.item_id,
        rarity,
        price: MIN_PRICE.gold + this.rng.int(0, 100),
        currency: 'gold',
      },
      {
        refusable: CONFLICT,
        check: (v) =>
          v.listing.status === 'active' && v.listing.seller_id._id === this.userId
            ? null
            : 'not my active listing',
      },
    );
    if (listed.kind === 'ok') {
      this.market.post({ id: listed.value.listing._id, sellerId: this.userId, rarity });
    }
  }

  /** The home page's hero refresh. */
  async refresh(): Promise<void> {
    const user = await this.client.post(
      'user',
      userApi.user,
      {},
      {
        check: (v) => (v.user.userId === this.userId ? null : 'another hero'),
      },
    );
    if (user.kind === 'ok') {
      this.hp = user.value.user.user_hp;
      this.maxHp = user.value.user.user_max_hp;
      this.level = user.value.user.level;
    }
  }
}
