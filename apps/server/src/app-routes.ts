import type { FastifyInstance } from 'fastify';
import { API } from '@demonbane/shared/api-routes';
import { registerGroup, type Handlers } from './infra/http/route-registrar';
import { accountHandlers } from './modules/account/account-routes';
import { arenaHandlers } from './modules/arena/arena-routes';
import { ascensionHandlers } from './modules/ascension/ascension-routes';
import { authHandlers } from './modules/account/auth-routes';
import { bazaarHandlers } from './modules/bazaar/bazaar-routes';
import { eventHandlers } from './modules/notifications/event-routes';
import { exploreHandlers } from './modules/explore/explore-routes';
import { fairnessHandlers } from './modules/fairness/fairness-routes';
import { forgeHandlers } from './modules/forge/forge-routes';
import { combineHandlers } from './modules/combine/combine-routes';
import { cosmeticHandlers } from './modules/cosmetics/cosmetic-routes';
import { gachaHandlers } from './modules/gacha/gacha-routes';
import { chatHandlers } from './modules/guilds/chat-routes';
import { guideHandlers } from './modules/guide/guide-routes';
import { guildHandlers } from './modules/guilds/guild-routes';
import { healthHandlers } from './modules/health/health-routes';
import { huntHandlers } from './modules/hunt/hunt-routes';
import { seasonHandlers } from './modules/seasons/season-routes';
import { inventoryHandlers } from './modules/inventory/inventory-routes';
import { questHandlers } from './modules/quests/quest-routes';
import { replayHandlers } from './modules/replays/replay-routes';
import { shopHandlers } from './modules/shop/shop-routes';
import { upgradeHandlers } from './modules/upgrades/upgrade-routes';
import { userHandlers } from './modules/hero/user-routes';

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
    hunt: { ...huntHandlers, ...seasonHandlers },
    forge: { ...forgeHandlers, ...combineHandlers },
    gacha: gachaHandlers,
    fairness: fairnessHandlers,
    bazaar: bazaarHandlers,
    quests: questHandlers,
    guide: guideHandlers,
    arena: arenaHandlers,
    endgame: { ...ascensionHandlers, ...upgradeHandlers, ...cosmeticHandlers },
    guilds: guildHandlers,
    guildChat: chatHandlers(app),
    replays: replayHandlers,
    events: eventHandlers,
  };
  for (const group of Object.keys(API) as (keyof typeof API)[]) {
    registerGroup(app, API[group], handlers[group] as Handlers<(typeof API)[typeof group]>);
  }
}
