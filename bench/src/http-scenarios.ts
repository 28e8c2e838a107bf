import type { AutocannonRequest, RequestData } from 'autocannon';
import type { BenchHero } from './hero-setup';
import type { TradingPair } from './bazaar-listings';
import { API_PREFIX } from '@demonbane/shared/api-paths';
import type { ApiRoute } from '@demonbane/shared/api-contract';
import { bazaarApi } from '@demonbane/shared/bazaar-api';
import { gachaApi } from '@demonbane/shared/gacha-api';
import { healthApi } from '@demonbane/shared/health-api';
import { huntApi } from '@demonbane/shared/hunt-api';
import { shopApi } from '@demonbane/shared/shop-api';
import { userApi } from '@demonbane/shared/user-api';
import { LeasePool } from './lease-pool';
import type { ScenarioName } from './options';
import { intentKeyHeader } from './variants';

/** What apps/server/src/modules/battle/battle-service.ts answers for a round that did not end the fight. */
export const ONGOING_ROUND = 'The battle rages on.';
/** The cheapest gold-shop item (packages/game/src/shops.ts). */
const SHOP_ITEM = { itemId: 'potion-minor', type: 'gold', qty: 1 } as const;
/** A well-formed listing id that matches nothing: only sent once a pair has run dry. */
const NO_LISTING = '00000000-0000-4000-8000-000000000000';

/**
 * A load scenario for autocannon. Built afresh for every run (warm-up, measured) so
 * its counters and leases start clean; bazaar listings are shared and consumed.
 */
export interface HttpScenario {
  name: ScenarioName;
  title: string;
  requests: AutocannonRequest[];
  /** 2xx answers whose body is not the expected one (e.g. a battle that ended). */
  unexpected(): number;
  /** Requests that found every hero leased (see LeasePool). */
  poolMisses(): number;
  /** Requests sent after the bazaar listings ran out (each one is refused). */
  exhausted(): number;
}

function staticGet(name: ScenarioName, title: string, path: string): HttpScenario {
  return {
    name,
    title,
    requests: [{ method: 'GET', path }],
    unexpected: () => 0,
    poolMisses: () => 0,
    exhausted: () => 0,
  };
}

const url = (route: ApiRoute) => `${API_PREFIX}${route.path}`;
const titleOf = (route: ApiRoute) => `${route.method} ${url(route)}`;

interface Leased {
  token: string;
  body: Record<string, unknown>;
}

/**
 * POSTs as leased heroes: each request takes an item (hero or pair) from the pool in
 * setupRequest and gives it back in onResponse. autocannon calls onResponse with the
 * same per-request context before it sets up that connection's next request. With
 * `sendKeys`, each request is a new intent with its own Idempotency-Key (variants.ts).
 */
function leasedPost<T>(
  route: ApiRoute,
  sendKeys: boolean,
  items: readonly T[],
  build: (item: T) => Leased,
  expect?: (body: string) => boolean,
): Pick<HttpScenario, 'requests' | 'unexpected' | 'poolMisses'> {
  const pool = new LeasePool(items);
  let unexpected = 0;
  const request: AutocannonRequest = {
    method: 'POST',
    path: url(route),
    setupRequest(req: RequestData, context: Record<string, unknown>) {
      const item = pool.take();
      context.lease = item;
      const { token, body } = build(item);
      return {
        ...req,
        headers: {
          ...req.headers,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...intentKeyHeader(route, sendKeys),
        },
        body: JSON.stringify(body),
      };
    },
    onResponse(status: number, body: string, context: Record<string, unknown>) {
      if (context.lease !== undefined) pool.release(context.lease as T);
      context.lease = undefined;
      if (status >= 200 && status < 300 && expect && !expect(body)) unexpected++;
    },
  };
  return {
    requests: [request],
    unexpected: () => unexpected,
    poolMisses: () => pool.misses,
  };
}

export function healthScenario(): HttpScenario {
  return staticGet('health', `${titleOf(healthApi.live)} (ceiling)`, url(healthApi.live));
}

export function staticScenario(): HttpScenario {
  return staticGet('static', `${titleOf(gachaApi.boxes)} (no database)`, url(gachaApi.boxes));
}

export function userScenario(heroes: readonly BenchHero[], sendKeys: boolean): HttpScenario {
  return {
    name: 'user',
    title: titleOf(userApi.user),
    ...leasedPost(userApi.user, sendKeys, heroes, (h) => ({
      token: h.token,
      body: { userId: h.userId },
    })),
    exhausted: () => 0,
  };
}

export function huntScenario(heroes: readonly BenchHero[], sendKeys: boolean): HttpScenario {
  return {
    name: 'hunt',
    title: titleOf(huntApi.attack),
    ...leasedPost(
      huntApi.attack,
      sendKeys,
      heroes,
      (h) => ({ token: h.token, body: { userId: h.userId } }),
      (body) => body.includes(ONGOING_ROUND),
    ),
    exhausted: () => 0,
  };
}

export function shopScenario(heroes: readonly BenchHero[], sendKeys: boolean): HttpScenario {
  return {
    name: 'shop',
    title: titleOf(shopApi.purchase),
    ...leasedPost(shopApi.purchase, sendKeys, heroes, (h) => ({
      token: h.token,
      body: { userId: h.userId, ...SHOP_ITEM },
    })),
    exhausted: () => 0,
  };
}

export function bazaarScenario(pairs: readonly TradingPair[], sendKeys: boolean): HttpScenario {
  let exhausted = 0;
  return {
    name: 'bazaar',
    title: titleOf(bazaarApi.buy),
    ...leasedPost(bazaarApi.buy, sendKeys, pairs, (pair) => {
      const buy = pair.nextBuy();
      if (!buy) {
        exhausted++;
        return { token: pair.a.token, body: { listingId: NO_LISTING } };
      }
      return {
        token: buy.buyer.token,
        body: { userId: buy.buyer.userId, listingId: buy.listingId },
      };
    }),
    exhausted: () => exhausted,
  };
}
