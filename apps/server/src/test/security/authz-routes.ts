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

/**
 * A route without a body whose attack is to call it while only the victim is in some
 * state (fighting, exploring, ...): the attacker gets the answer for its own state.
 */
const bodiless = (
  url: string,
  name: string,
  answer: { status: number; message: string },
): ProtectedRoute => ({
  method: 'POST',
  url,
  foreign: [{ name, body: () => ({}), ...answer }],
});

/**
 * A battle place's fight (the dungeon's, the tower's): its view (a 404 without a
 * fight), attack and auto-battle, each tried while only the victim fights.
 */
const fightRoutes = (place: string, view: string, attack: string, noFight: string) => [
  bodiless(`${place}/${view}`, 'while only the victim fights', { status: 404, message: noFight }),
  bodiless(`${place}/${attack}`, 'while only the victim fights', NO_BATTLE),
  bodiless(`${place}/auto-battle`, 'while only the victim fights', NO_BATTLE),
];

/** Leaving a battle place while the victim is in one leaves only the caller's own `what`. */
const leaves = (url: string, what: string, message: string) =>
  bodiless(url, `leaves only the caller’s own ${what}`, { status: 200, message });

/** The victim's password, which the attacker is assumed to have learnt (not the attacker's). */
export const VICTIM_PASSWORD = 'the victim’s own password';

/**
 * A route whose attack sends its well-formed body itself, naming what only the victim
 * has: the attacker's own answer comes back.
 */
const victimsOwn = (
  url: string,
  body: (ctx: BodyContext) => Record<string, unknown>,
  name: string,
  answer: { status: number; message: string },
): ProtectedRoute => ({ method: 'POST', url, body, foreign: [{ name, body, ...answer }] });

/**
 * A route that asks for the account's password: the control sends a wrong one, the
 * attack the victim's, which is just as wrong for the attacker's own account.
 */
const passwordChecked = (
  url: string,
  name: string,
  bodyWith: (password: string) => Record<string, unknown>,
): ProtectedRoute => ({
  method: 'POST',
  url,
  body: () => bodyWith('not the password'),
  foreign: [
    {
      name,
      body: () => bodyWith(VICTIM_PASSWORD),
      status: 400,
      message: 'Your current password is not right.',
    },
  ],
});

const NOBODY = '00000000-0000-4000-8000-000000000000';
const GUILD_ROUTES: ProtectedRoute[] = [
  { method: 'POST', url: '/guild' },
  { method: 'POST', url: '/guilds/create', body: () => ({ name: 'Matrix Guild', tag: 'MTX' }) },
  { method: 'POST', url: '/guilds/join', body: () => ({ guildId: NOBODY }) },
  { method: 'POST', url: '/guilds/leave' },
  { method: 'POST', url: '/guilds/kick', body: () => ({ memberId: NOBODY }) },
  { method: 'POST', url: '/guilds/role', body: () => ({ memberId: NOBODY, role: 'officer' }) },
  { method: 'POST', url: '/guilds/invite', body: () => ({ username: 'nobody_here' }) },
  { method: 'POST', url: '/guilds/invites/decline', body: () => ({ guildId: NOBODY }) },
  {
    method: 'POST',
    url: '/guilds/requests/answer',
    body: () => ({ memberId: NOBODY, accept: true }),
  },
  { method: 'POST', url: '/guilds/settings', body: () => ({ open: false }) },
  { method: 'POST', url: '/guilds/disband' },
  { method: 'POST', url: '/guilds/raid/attack' },
];

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
  bodiless('/explore/current-position', 'while only the victim explores', {
    status: 404,
    message: 'You are not exploring. Choose a map first.',
  }),
  { method: 'POST', url: '/explore/move', body: () => ({ direction: 'up' }) },
  ...fightRoutes('/explore', 'battle', 'attack', 'No monster found for battle.'),
  leaves('/explore/clear', 'walk', 'You leave the dungeon.'),
  { method: 'POST', url: '/hunt' },
  { method: 'POST', url: '/hunt/set-hunt', body: () => ({ hunt: 1 }) },
  ...fightRoutes('/hunt', 'initialize', 'hunt-attack', 'No hunt battle to fight.'),
  bodiless('/hunt/next', 'while only the victim climbs', {
    status: 409,
    message: 'You are not hunting. Choose a floor first.',
  }),
  leaves('/hunt/clear-hunt', 'tower', 'You leave the tower.'),
  victimsOwn(
    '/forge',
    () => ({ materials: ['iron-ore', 'iron-ore', 'iron-ore'] }),
    'materials only the victim owns',
    { status: 409, message: 'Not enough materials available: you need 3 × Iron Ore.' },
  ),
  bodiless('/forge/claim', 'while only the victim’s forge is ready', {
    status: 409,
    message: 'There is nothing to claim.',
  }),
  victimsOwn(
    '/forge/combine',
    () => ({ item_id: 'cinder-axe', rarity: 'Rare' }),
    'copies only the victim owns',
    { status: 409, message: 'You need 3 × Rare Cinder Axe in your inventory.' },
  ),
  bodiless('/forge/combine-all', 'while only the victim has copies to combine', {
    status: 409,
    message: 'Nothing to combine.',
  }),
  { method: 'POST', url: '/gacha', body: () => ({ box: 2, amount: 1 }) },
  { method: 'POST', url: '/gacha/history' },
  // Private: a hero's seeds are its own (the snapshot proves the victim's stay unrevealed).
  { method: 'POST', url: '/fairness' },
  { method: 'POST', url: '/fairness/client-seed', body: () => ({ client_seed: 'matrix seed' }) },
  { method: 'POST', url: '/fairness/rotate' },
  victimsOwn(
    '/bazaar/list',
    () => ({ item_id: 'bone-plate', rarity: 'Epic', price: 600, currency: 'gold' }),
    'a piece only the victim owns',
    { status: 409, message: 'You have no Epic Bone Plate in your inventory.' },
  ),
  { method: 'POST', url: '/bazaar/buy', body: ({ listingId }) => ({ listingId }) },
  victimsOwn('/bazaar/cancel', ({ listingId }) => ({ listingId }), 'the victim’s listing', {
    status: 403,
    message: 'That is not your listing.',
  }),
  { method: 'POST', url: '/bazaar/my-listings' },
  { method: 'POST', url: '/logout-all', endsSessions: true },
  passwordChecked(
    '/account/password',
    'the victim’s password, to change the attacker’s own',
    (current_password) => ({ current_password, new_password: 'a new password 123' }),
  ),
  passwordChecked('/account/delete', 'the victim’s password', (password) => ({ password })),
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
  victimsOwn('/arena/fight', ({ fightId }) => ({ fightId }), 'a fight only the victim fought', {
    status: 404,
    message: 'There is no such fight of yours.',
  }),
  // The victim is a level-1 hero: the attacker's own hero answers for itself.
  { method: 'POST', url: '/ascend' },
  { method: 'POST', url: '/upgrades' },
  { method: 'POST', url: '/upgrades/refine', body: () => ({ slot: 'weapon' }) },
  { method: 'POST', url: '/upgrades/enchant', body: () => ({ slot: 'armor' }) },
  { method: 'POST', url: '/cosmetics' },
  { method: 'POST', url: '/cosmetics/buy', body: () => ({ cosmeticId: 'bronze-frame' }) },
  { method: 'POST', url: '/cosmetics/wear', body: () => ({ kind: 'frame', cosmeticId: null }) },
  // Guild chat: neither hero is in a guild, so each answers for the caller alone (409).
  { method: 'POST', url: '/guilds/chat', body: () => ({ text: 'hello' }) },
  { method: 'POST', url: '/guilds/chat/history', body: () => ({}) },
  { method: 'POST', url: '/guilds/chat/report', body: () => ({ messageId: 1, reason: 'spam' }) },
  { method: 'POST', url: '/guilds/chat/delete', body: () => ({ messageId: 1 }) },
  {
    method: 'POST',
    url: '/guilds/chat/block',
    body: () => ({ playerId: '00000000-0000-4000-8000-000000000000', blocked: true }),
  },
  { method: 'GET', url: '/events', stream: true },
  { method: 'POST', url: '/notifications' },
  { method: 'POST', url: '/notifications/read', body: () => ({}) },
  // Guilds: the victim is in none; a guild nobody has, a member nobody is.
  ...GUILD_ROUTES,
];

export const PUBLIC_ROUTES: PublicRoute[] = [
  { method: 'GET', url: '/health', status: 200 },
  { method: 'GET', url: '/health/ready', status: 200 },
  { method: 'GET', url: '/leaderboard/hunt', status: 200 },
  { method: 'GET', url: '/seasons', status: 200 },
  { method: 'GET', url: '/leaderboard/arena', status: 200 },
  { method: 'GET', url: '/guilds', status: 200 },
  { method: 'GET', url: '/leaderboard/guilds', status: 200 },
  { method: 'GET', url: '/gacha/boxs', status: 200 },
  { method: 'GET', url: '/gacha/audit', status: 200 },
  { method: 'GET', url: '/bazaar', status: 200 },
  { method: 'GET', url: '/bazaar/price-history?item_id=hunters-knife&rarity=Common', status: 200 },
  // A replay is anyone's to watch by link: an unknown one is a 404, never a 401.
  {
    method: 'GET',
    url: '/replays/00000000-0000-4000-8000-000000000000',
    route: '/replays/:id',
    status: 404,
  },
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
