import type { API } from '@demonbane/shared/api-routes';

type Api = typeof API;

/** A contract route as "METHOD /path" (the path after /api): a typo fails typecheck. */
export type RouteKey = {
  [G in keyof Api]: {
    [K in keyof Api[G]]: Api[G][K] extends {
      method: infer M extends string;
      path: infer P extends string;
    }
      ? `${M} ${P}`
      : never;
  }[keyof Api[G]];
}[keyof Api];

/** Refusals a route's own rules give, beside those every route of its kind has. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 429 | 503;

/**
 * What each route refuses by its own rules, in the API description: the statuses its
 * service or handler answers and what they mean there (docs/api.md says the same in
 * prose). Every route can also answer 400 for bad input, a logged-in one 401 and 403,
 * an idempotent one 422, a limited one 429 (infra/plugins/openapi.ts adds those); a text here
 * for one of them replaces the general one. A hero deleted while its own request runs
 * makes any logged-in route answer 404; that race is not repeated on each route.
 */
export const REFUSALS: Partial<Record<RouteKey, Partial<Record<RefusalStatus, string>>>> = {
  'GET /health/ready': { 503: 'The database does not answer.' },
  'GET /events': {
    429: 'Too many streams open for this session, account or address: try again after Retry-After seconds.',
    503: 'This server holds as many streams as it may: try again after Retry-After seconds.',
  },
  'POST /register': { 409: 'That username is already taken.' },
  'POST /login': {
    401: 'Wrong username or password.',
    403: 'The account is banned: the message gives the reason and the end (or that it is permanent).',
    429: 'Too many failed logins for this account from this address, or from this address.',
  },
  'POST /account/password': {
    400: 'The body is not valid, or the current password is not right.',
    429: 'Too many wrong passwords: try again after Retry-After seconds.',
  },
  'POST /account/delete': {
    400: 'The body is not valid, or the password is not right.',
    429: 'Too many wrong passwords: try again after Retry-After seconds.',
  },
  'POST /assign-job': {
    404: 'There is no such job.',
    409: 'The job is not open to the hero, or the hero is in a fight.',
  },
  'POST /shop/purchase': {
    400: 'The body is not valid, or the item is sold for the other currency.',
    404: 'That item is not for sale.',
    409: 'Not enough gold or souls.',
  },
  'POST /inventory/use-item': {
    400: 'The body is not valid, or the item cannot be used (a forge material).',
    404: 'There is no such item.',
    409: 'Not owned in that number, HP already full, the buff at its cap, or no job yet.',
  },
  'POST /inventory/equip': {
    400: 'The body is not valid, or a piece cannot be worn in that slot.',
    404: 'There is no such piece.',
    409: 'A piece is not owned, or is worn from a higher level.',
  },
  'POST /explore/map': {
    404: 'There is no such map or area.',
    409: 'The area is not open yet, the hero is resting (`reason: "resting"` with `ready_in_seconds`: below a quarter of max HP) or in a fight, or has no job.',
  },
  'POST /explore/current-position': {
    404: 'The hero is not exploring.',
    409: 'The hero has no job yet.',
  },
  'POST /explore/move': {
    400: 'The body is not valid, or that way is not open.',
    404: 'The hero is not exploring.',
    409: 'The area is finished, the hero is fighting or resting (`reason: "resting"` with `ready_in_seconds`: below a quarter of max HP), or has no job.',
  },
  'POST /explore/battle': { 404: 'No monster found for battle.' },
  'POST /explore/attack': {
    400: 'The body is not valid, or the skill is unknown or not the job’s.',
    409: 'No battle in progress, the skill is cooling down or short of rage or mana, or the hero is too wounded.',
  },
  'POST /explore/auto-battle': {
    409: 'No battle in progress, or the hero is too wounded.',
  },
  'POST /hunt/set-hunt': {
    409: 'The floor is not open, or the hero is fighting, resting (`reason: "resting"` with `ready_in_seconds`: below a quarter of max HP) or has no job.',
  },
  'POST /hunt/initialize': { 404: 'No hunt battle to fight.' },
  'POST /hunt/hunt-attack': {
    400: 'The body is not valid, or the skill is unknown or not the job’s.',
    409: 'No battle in progress, the skill is cooling down or short of rage or mana, or the hero is too wounded.',
  },
  'POST /hunt/auto-battle': {
    409: 'No battle in progress, or the hero is too wounded.',
  },
  'POST /hunt/next': {
    409: 'The floor was not just won, it is the top of the tower, or the hero is fighting or resting (`reason: "resting"` with `ready_in_seconds`: below a quarter of max HP).',
  },
  'POST /forge': {
    400: 'The body is not valid, or it is not exactly 3 forge materials.',
    409: 'The forge is busy or holds an item to claim, or there are not enough materials.',
  },
  'POST /forge/claim': { 409: 'Nothing to claim, or the item is not ready yet.' },
  'POST /forge/combine': {
    400: 'The body is not valid, or the piece is already Legendary.',
    404: 'There is no such piece.',
    409: 'Fewer than 3 copies in the inventory.',
  },
  'POST /forge/combine-all': {
    409: 'Nothing to combine, or the inventory changed meanwhile.',
  },
  'POST /gacha': {
    404: 'There is no such box.',
    409: 'Not enough gold or souls.',
  },
  'POST /bazaar/list': {
    400: 'The body is not valid, or the price is below the minimum.',
    404: 'There is no such piece.',
    409: 'The piece is not in the inventory, the listing cap is reached, or the fee is not affordable.',
  },
  'POST /bazaar/buy': {
    404: 'There is no such listing.',
    409: 'Sold, expired, your own listing, or not enough gold or souls.',
  },
  'POST /bazaar/cancel': {
    403: 'The body names another hero, or the listing is not yours.',
    404: 'There is no such listing.',
    409: 'The listing is no longer active.',
  },
  'POST /quests/claim': {
    404: 'No such quest today.',
    409: 'Unfinished, already claimed or another day’s, or the hero has no job.',
  },
  'POST /arena/challenge': {
    400: 'The body is not valid, or it names the hero itself.',
    404: 'There is no such hero.',
    409: 'No challenges left today, the ratings are too far apart, or either hero has no job.',
  },
  'POST /arena/fight': { 404: 'There is no such fight of yours.' },
  'GET /replays/:id': { 404: 'There is no such replay: it may have been swept.' },
};
