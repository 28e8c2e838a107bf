/**
 * The authorization matrix's table: every route the API serves, public or not.
 * authz-matrix.test.ts fails when the app serves a route missing here, so a new
 * route gets a row (and its attacks) before it can ship.
 */

/** What a request may refer to; the matrix fills it in per case. */
export interface BodyContext {
  /** A listing id: the victim's active listing for attacks, an unknown one for controls. */
  listingId: string;
  /** An arena fight id: one the victim fought for attacks, an unknown one for controls. */
  fightId: string;
}

/** An attempt on the victim's things made with the attacker's own, valid token. */
export interface ForeignCase {
  name: string;
  body: (ctx: BodyContext) => Record<string, unknown>;
  status: number;
  message: string;
}

export interface ProtectedRoute {
  /** POST for player actions; GET for a stream (which has no body to claim a userId in). */
  method: 'POST' | 'GET';
  /** Answered as an event stream: read for its status only, then closed. */
  stream?: boolean;
  /** The path after /api. */
  url: string;
  /** A well-formed body (without userId; the matrix adds whose id it claims). */
  body?: (ctx: BodyContext) => Record<string, unknown>;
  /**
   * The route ends sessions even when it answers well (log out everywhere): its
   * controls run as a hero of their own, so the shared control keeps its session.
   */
  endsSessions?: boolean;
  foreign?: ForeignCase[];
}

export interface PublicRoute {
  method: 'GET' | 'POST';
  url: string;
  /** The route as registered, when `url` is one address it serves (a wildcard's file). */
  route?: string;
  /** A request without any token, and the status it must get (proving it is public). */
  payload?: Record<string, unknown>;
  status: number;
}

const NO_BATTLE = { status: 409, message: 'No battle in progress.' };
/** The victim's password, which the attacker is assumed to have learnt (not the attacker's). */
export const VICTIM_PASSWORD = 'the victim’s own password';

export const PROTECTED_ROUTES: ProtectedRoute[] = [
  { method: 'POST', url: '/user' },
  { method: 'POST', url: '/assign-job', body: () => ({ job_id: 'magician' }) },
  { method: 'POST', url: '/shop' },
  { method: 'POST', url: '/shop/premium' },
  {
    method: 'POST',
    url: '/shop/purchase',
    body: () => ({ itemId: 'potion-minor', type: 'gold', qty: 1 }),
  },
  { method: 'POST', url: '/inventory/consumables' },
  { method: 'POST', url: '/inventory/equipments' },
  { method: 'POST', url: '/inventory/materials' },
  {
    method: 'POST',
    url: '/inventory/use-item',
    body: () => ({ itemId: 'potion-minor' }),
    foreign: [
      {
        name: 'a potion only the victim owns',
        body: () => ({ itemId: 'potion-greater' }),
        status: 409,
        message: 'You do not have 1 × Greater Healing Potion.',
      },
    ],
  },
  {
    method: 'POST',
    url: '/inventory/equip',
    body: () => ({ wpn: null, arm: ['padded-vest', 'Common'], acc: null }),
    foreign: [
      {
        name: 'a piece only the victim owns',
        body: () => ({ wpn: ['cinder-axe', 'Rare'], arm: null, acc: null }),
        status: 409,
        message: 'You do not own a Rare Cinder Axe.',
      },
    ],
  },
  { method: 'POST', url: '/inventory/combine' },
  { method: 'POST', url: '/explore/user' },
  { method: 'POST', url: '/explore/map', body: () => ({ mapId: 1, area: 1 }) },
  {
    method: 'POST',
    url: '/explore/current-position',
    foreign: [
      {
        name: 'while only the victim explores',
        body: () => ({}),
        status: 404,
        message: 'You are not exploring. Choose a map first.',
      },
    ],
  },
  { method: 'POST', url: '/explore/move', body: () => ({ direction: 'up' }) },
  {
    method: 'POST',
    url: '/explore/battle',
    foreign: [
      {
        name: 'while only the victim fights',
        body: () => ({}),
        status: 404,
        message: 'No monster found for battle.',
      },
    ],
  },
  {
    method: 'POST',
    url: '/explore/attack',
    foreign: [{ name: 'while only the victim fights', body: () => ({}), ...NO_BATTLE }],
  },
  {
    method: 'POST',
    url: '/explore/auto-battle',
    foreign: [{ name: 'while only the victim fights', body: () => ({}), ...NO_BATTLE }],
  },
  {
    method: 'POST',
    url: '/explore/clear',
    foreign: [
      {
        name: 'leaves only the caller’s own walk',
        body: () => ({}),
        status: 200,
        message: 'You leave the dungeon.',
      },
    ],
  },
  { method: 'POST', url: '/hunt' },
  { method: 'POST', url: '/hunt/set-hunt', body: () => ({ hunt: 1 }) },
  {
    method: 'POST',
    url: '/hunt/initialize',
    foreign: [
      {
        name: 'while only the victim fights',
        body: () => ({}),
        status: 404,
        message: 'No hunt battle to fight.',
      },
    ],
  },
  {
    method: 'POST',
    url: '/hunt/hunt-attack',
    foreign: [{ name: 'while only the victim fights', body: () => ({}), ...NO_BATTLE }],
  },
  {
    method: 'POST',
    url: '/hunt/auto-battle',
    foreign: [{ name: 'while only the victim fights', body: () => ({}), ...NO_BATTLE }],
  },
  {
    method: 'POST',
    url: '/hunt/next',
    foreign: [
      {
        name: 'while only the victim climbs',
        body: () => ({}),
        status: 409,
        message: 'You are not hunting. Choose a floor first.',
      },
    ],
  },
  {
    method: 'POST',
    url: '/hunt/clear-hunt',
    foreign: [
      {
        name: 'leaves only the caller’s own tower',
        body: () => ({}),
        status: 200,
        message: 'You leave the tower.',
      },
    ],
  },
  {
    method: 'POST',
    url: '/forge',
    body: () => ({ materials: ['iron-ore', 'iron-ore', 'iron-ore'] }),
    foreign: [
      {
        name: 'materials only the victim owns',
        body: () => ({ materials: ['iron-ore', 'iron-ore', 'iron-ore'] }),
        status: 409,
        message: 'Not enough materials available: you need 3 × Iron Ore.',
      },
    ],
  },
  {
    method: 'POST',
    url: '/forge/claim',
    foreign: [
      {
        name: 'while only the victim’s forge is ready',
        body: () => ({}),
        status: 409,
        message: 'There is nothing to claim.',
      },
    ],
  },
  {
    method: 'POST',
    url: '/forge/combine',
    body: () => ({ item_id: 'cinder-axe', rarity: 'Rare' }),
    foreign: [
      {
        name: 'copies only the victim owns',
        body: () => ({ item_id: 'cinder-axe', rarity: 'Rare' }),
        status: 409,
        message: 'You need 3 × Rare Cinder Axe in your inventory.',
      },
    ],
  },
  {
    method: 'POST',
    url: '/forge/combine-all',
    foreign: [
      {
        name: 'while only the victim has copies to combine',
        body: () => ({}),
        status: 409,
        message: 'Nothing to combine.',
      },
    ],
  },
  { method: 'POST', url: '/gacha', body: () => ({ box: 2, amount: 1 }) },
  { method: 'POST', url: '/gacha/history' },
  {
    method: 'POST',
    url: '/bazaar/list',
    body: () => ({ item_id: 'bone-plate', rarity: 'Epic', price: 600, currency: 'gold' }),
    foreign: [
      {
        name: 'a piece only the victim owns',
        body: () => ({ item_id: 'bone-plate', rarity: 'Epic', price: 600, currency: 'gold' }),
        status: 409,
        message: 'You have no Epic Bone Plate in your inventory.',
      },
    ],
  },
  { method: 'POST', url: '/bazaar/buy', body: ({ listingId }) => ({ listingId }) },
  {
    method: 'POST',
    url: '/bazaar/cancel',
    body: ({ listingId }) => ({ listingId }),
    foreign: [
      {
        name: 'the victim’s listing',
        body: ({ listingId }) => ({ listingId }),
        status: 403,
        message: 'That is not your listing.',
      },
    ],
  },
  { method: 'POST', url: '/bazaar/my-listings' },
  { method: 'POST', url: '/logout-all', endsSessions: true },
  {
    method: 'POST',
    url: '/account/password',
    body: () => ({ current_password: 'not the password', new_password: 'a new password 123' }),
    foreign: [
      {
        name: 'the victim’s password, to change the attacker’s own',
        body: () => ({ current_password: VICTIM_PASSWORD, new_password: 'a new password 123' }),
        status: 400,
        message: 'Your current password is not right.',
      },
    ],
  },
  {
    method: 'POST',
    url: '/account/delete',
    body: () => ({ password: 'not the password' }),
    foreign: [
      {
        name: 'the victim’s password',
        body: () => ({ password: VICTIM_PASSWORD }),
        status: 400,
        message: 'Your current password is not right.',
      },
    ],
  },
  { method: 'POST', url: '/quests' },
  {
    method: 'POST',
    url: '/quests/claim',
    body: () => ({ questId: '2000-01-01:slayer' }),
  },
  { method: 'POST', url: '/guide' },
  { method: 'POST', url: '/guide/dismiss' },
  { method: 'POST', url: '/arena' },
  {
    method: 'POST',
    url: '/arena/challenge',
    body: () => ({ opponentId: '00000000-0000-4000-8000-000000000000' }),
  },
  {
    method: 'POST',
    url: '/arena/fight',
    body: ({ fightId }) => ({ fightId }),
    foreign: [
      {
        name: 'a fight only the victim fought',
        body: ({ fightId }) => ({ fightId }),
        status: 404,
        message: 'There is no such fight of yours.',
      },
    ],
  },
  { method: 'GET', url: '/events', stream: true },
  { method: 'POST', url: '/notifications' },
  { method: 'POST', url: '/notifications/read', body: () => ({}) },
];

export const PUBLIC_ROUTES: PublicRoute[] = [
  { method: 'GET', url: '/health', status: 200 },
  { method: 'GET', url: '/health/ready', status: 200 },
  { method: 'GET', url: '/leaderboard/hunt', status: 200 },
  { method: 'GET', url: '/seasons', status: 200 },
  { method: 'GET', url: '/leaderboard/arena', status: 200 },
  { method: 'GET', url: '/gacha/boxs', status: 200 },
  { method: 'GET', url: '/gacha/audit', status: 200 },
  { method: 'GET', url: '/bazaar', status: 200 },
  { method: 'GET', url: '/bazaar/price-history?item_id=hunters-knife&rarity=Common', status: 200 },
  // Public, so an empty body reaches validation (400) rather than the token check (401).
  { method: 'POST', url: '/register', payload: {}, status: 400 },
  { method: 'POST', url: '/login', payload: {}, status: 400 },
  { method: 'POST', url: '/logout', payload: {}, status: 200 },
  // The API's description and its reference page (infra/plugins/openapi.ts).
  { method: 'GET', url: '/docs', status: 200 },
  { method: 'GET', url: '/docs/', status: 200 },
  { method: 'GET', url: '/docs/json', status: 200 },
  { method: 'GET', url: '/docs/yaml', status: 200 },
  { method: 'GET', url: '/docs/static/index.html', status: 302 },
  { method: 'GET', url: '/docs/static/swagger-initializer.js', status: 200 },
  { method: 'GET', url: '/docs/static/swagger-ui.css', route: '/docs/static/*', status: 200 },
];
