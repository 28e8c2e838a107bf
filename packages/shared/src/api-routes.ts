import type { ApiRoute } from './api-contract';
import { accountApi } from './account-api';
import { arenaApi } from './arena-api';
import { authApi } from './auth-api';
import { bazaarApi } from './bazaar-api';
import { endgameApi } from './endgame-api';
import { eventApi } from './event-api';
import { exploreApi } from './explore-api';
import { fairnessApi } from './fairness-api';
import { forgeApi } from './forge-api';
import { gachaApi } from './gacha-api';
import { guideApi } from './guide-api';
import { guildApi } from './guild-api';
import { guildChatApi } from './guild-chat-api';
import { healthApi } from './health-api';
import { huntApi } from './hunt-api';
import { inventoryApi } from './inventory-api';
import { questApi } from './quest-api';
import { replayApi } from './replay-api';
import { shopApi } from './shop-api';
import { userApi } from './user-api';

/** Every route of the API, by group: what the server registers and the suites walk. */
export const API = {
  health: healthApi,
  auth: authApi,
  account: accountApi,
  user: userApi,
  shop: shopApi,
  inventory: inventoryApi,
  explore: exploreApi,
  hunt: huntApi,
  forge: forgeApi,
  gacha: gachaApi,
  fairness: fairnessApi,
  bazaar: bazaarApi,
  quests: questApi,
  guide: guideApi,
  arena: arenaApi,
  endgame: endgameApi,
  guilds: guildApi,
  guildChat: guildChatApi,
  replays: replayApi,
  events: eventApi,
};

export const ALL_ROUTES: readonly ApiRoute[] = Object.values(API).flatMap((group) =>
  Object.values(group),
);
