import type { FastifyInstance } from 'fastify';
import { API } from '@demonbane/shared/api-routes';
import { registerGroup, type Handlers } from '../http/api-routes';
import { accountHandlers } from './account-routes';
import { arenaHandlers } from './arena-routes';
import { authHandlers } from './auth-routes';
import { bazaarHandlers } from './bazaar-routes';
import { eventHandlers } from './event-routes';
import { exploreHandlers } from './explore-routes';
import { forgeHandlers } from './forge-routes';
import { gachaHandlers } from './gacha-routes';
import { guideHandlers } from './guide-routes';
import { healthHandlers } from './health-routes';
import { huntHandlers } from './hunt-routes';
import { inventoryHandlers } from './inventory-routes';
import { questHandlers } from './quest-routes';
import { shopHandlers } from './shop-routes';
import { userHandlers } from './user-routes';

type ApiHandlers = { [G in keyof typeof API]: Handlers<(typeof API)[G]> };

/** Every route of the API contract with its handler: a route without one fails typecheck. */
export function registerApi(app: FastifyInstance): void {
  const handlers: ApiHandlers = {
    health: healthHandlers,
    auth: authHandlers(app),
    account: accountHandlers(app),
    user: userHandlers,
    shop: shopHandlers,
    inventory: inventoryHandlers,
    explore: exploreHandlers,
    hunt: huntHandlers,
    forge: forgeHandlers,
    gacha: gachaHandlers,
    bazaar: bazaarHandlers,
    quests: questHandlers,
    guide: guideHandlers,
    arena: arenaHandlers,
    events: eventHandlers,
  };
  for (const group of Object.keys(API) as (keyof typeof API)[]) {
    registerGroup(app, API[group], handlers[group] as Handlers<(typeof API)[typeof group]>);
  }
}
