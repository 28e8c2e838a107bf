import { randomUUID } from 'node:crypto';
import { chatTextProblem, GUILD_CHAT } from '@demonbane/game/guilds';
import { oneOf, RARITIES, text, uuid, whole, type BodySpec, type FieldSpec } from './body-model';

const USERNAME = /^[A-Za-z0-9_]+$/;
const QUEST_ID = /^\d{4}-\d{2}-\d{2}:[a-z-]{1,40}$/;
const LOCKED_ITEM = /^(Common|Uncommon|Rare|Epic|Legendary):[A-Za-z0-9_-]{1,64}$/;

/** A guild name or tag as the game takes it: trimmed, then its length and characters. */
const trimmedMatching = (min: number, max: number, pattern: RegExp) => (v: unknown) =>
  typeof v === 'string' &&
  v.trim().length >= min &&
  v.trim().length <= max &&
  pattern.test(v.trim());
const GUILD_NAME = trimmedMatching(3, 24, /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/);
const GUILD_TAG = trimmedMatching(2, 5, /^[A-Za-z0-9]+$/);
const GUILD_ROLE = oneOf('leader', 'officer', 'member');
const isBoolean = (v: unknown) => typeof v === 'boolean';

const slot = (v: unknown) =>
  v === null ||
  (Array.isArray(v) && v.length === 2 && text(1, 64)(v[0]) && RARITIES.includes(v[1] as string));

/** An attack's body, in the dungeon and in the tower alike. */
const ATTACK_FIELDS: FieldSpec[] = [
  { name: 'skill', valid: 'heavy-strike', optional: true, accepts: text(1, 64) },
];

/** An auto-battle's body, in the dungeon and in the tower alike. */
const AUTO_BATTLE_FIELDS: FieldSpec[] = [
  { name: 'until_hp_below', valid: 30, optional: true, accepts: whole(0, 100) },
  { name: 'potions', valid: true, optional: true, accepts: (v) => typeof v === 'boolean' },
];

/** The slot a refinement or an enchantment is for. */
const SLOT_FIELD: FieldSpec = {
  name: 'slot',
  valid: 'weapon',
  accepts: oneOf('weapon', 'armor', 'acc'),
};

/** A chat message's id: any positive safe integer is well formed. */
const MESSAGE_ID: FieldSpec = {
  name: 'messageId',
  valid: 1,
  accepts: whole(1, Number.MAX_SAFE_INTEGER),
};

/** A logged-in route: every body may carry the caller's userId (docs/api.md, Auth). */
const loggedIn = (url: string, selfId: string, fields: FieldSpec[] = []): BodySpec => ({
  url,
  fields: [{ name: 'userId', valid: selfId, optional: true, accepts: uuid }, ...fields],
});

/** Every POST route's body, as the docs describe it. `selfId` is the hero sending them. */
export function bodySpecs(selfId: string, login: { username: string }): BodySpec[] {
  const plain = (url: string) => loggedIn(url, selfId);
  return [
    {
      url: '/register',
      public: true,
      fields: [
        {
          name: 'username',
          valid: `fuzz_${randomUUID().slice(0, 8)}`,
          accepts: (v) =>
            typeof v === 'string' &&
            v.trim().length >= 3 &&
            v.trim().length <= 20 &&
            USERNAME.test(v.trim()),
        },
        { name: 'password', valid: 'correct horse battery', accepts: text(8, 128) },
      ],
    },
    {
      url: '/login',
      public: true,
      fields: [
        {
          name: 'username',
          valid: login.username,
          // Any name may be tried, but no control characters (none can be in a name).
          accepts: (v) =>
            typeof v === 'string' &&
            v.trim().length >= 1 &&
            v.trim().length <= 64 &&
            !/\p{Cc}/u.test(v.trim()),
        },
        { name: 'password', valid: 'not the password', accepts: text(1, 128) },
      ],
    },
    {
      url: '/logout',
      public: true,
      schemaless: true,
      // No schema, so anything goes; a userId (as the web client might send) seeds the variants.
      fields: [{ name: 'userId', valid: selfId, optional: true, accepts: () => true }],
      endsSessions: true,
    },
    plain('/user'),
    loggedIn('/assign-job', selfId, [
      { name: 'job_id', valid: 'magician', optional: true, accepts: text(1, 40) },
    ]),
    plain('/shop'),
    plain('/shop/premium'),
    loggedIn('/shop/purchase', selfId, [
      { name: 'itemId', valid: 'potion-minor', accepts: text(1, 64) },
      { name: 'type', valid: 'gold', accepts: oneOf('gold', 'soul') },
      { name: 'qty', valid: 1, accepts: whole(1, 99) },
    ]),
    plain('/inventory/consumables'),
    plain('/inventory/equipments'),
    plain('/inventory/materials'),
    loggedIn('/inventory/use-item', selfId, [
      { name: 'itemId', valid: 'potion-minor', accepts: text(1, 64) },
      { name: 'qty', valid: 1, optional: true, accepts: whole(1, 999) },
    ]),
    loggedIn('/inventory/equip', selfId, [
      { name: 'wpn', valid: ['hunters-knife', 'Common'], accepts: slot },
      { name: 'arm', valid: null, accepts: slot },
      { name: 'acc', valid: ['copper-charm', 'Common'], accepts: slot },
    ]),
    plain('/inventory/combine'),
    plain('/explore/user'),
    loggedIn('/explore/map', selfId, [
      { name: 'mapId', valid: 1, accepts: whole(1, 1000) },
      { name: 'area', valid: 1, accepts: whole(1, 100) },
    ]),
    plain('/explore/current-position'),
    loggedIn('/explore/move', selfId, [
      { name: 'direction', valid: 'up', accepts: oneOf('up', 'down', 'left', 'right') },
    ]),
    plain('/explore/battle'),
    loggedIn('/explore/attack', selfId, ATTACK_FIELDS),
    loggedIn('/explore/auto-battle', selfId, AUTO_BATTLE_FIELDS),
    plain('/explore/clear'),
    plain('/hunt'),
    // The tower has no top; a floor is named up to a million (a safe integer).
    loggedIn('/hunt/set-hunt', selfId, [{ name: 'hunt', valid: 1, accepts: whole(1, 1_000_000) }]),
    plain('/hunt/initialize'),
    loggedIn('/hunt/hunt-attack', selfId, ATTACK_FIELDS),
    loggedIn('/hunt/auto-battle', selfId, AUTO_BATTLE_FIELDS),
    plain('/hunt/next'),
    plain('/hunt/clear-hunt'),
    loggedIn('/forge', selfId, [
      {
        name: 'materials',
        valid: ['iron-ore', 'iron-ore', 'iron-ore'],
        accepts: (v) => Array.isArray(v) && v.length === 3 && v.every(text(1, 64)),
      },
    ]),
    plain('/forge/claim'),
    loggedIn('/forge/combine', selfId, [
      { name: 'item_id', valid: 'cinder-axe', accepts: text(1, 64) },
      { name: 'rarity', valid: 'Rare', accepts: oneOf(...RARITIES) },
    ]),
    loggedIn('/forge/combine-all', selfId, [
      {
        name: 'locked_items',
        valid: ['Rare:cinder-axe'],
        optional: true,
        accepts: (v) =>
          Array.isArray(v) &&
          v.length <= 500 &&
          v.every((s) => typeof s === 'string' && LOCKED_ITEM.test(s)),
      },
    ]),
    loggedIn('/gacha', selfId, [
      { name: 'box', valid: 2, accepts: whole(0, 1000) },
      { name: 'amount', valid: 1, accepts: oneOf(1, 11) },
    ]),
    plain('/gacha/history'),
    plain('/fairness'),
    loggedIn('/fairness/client-seed', selfId, [
      {
        name: 'client_seed',
        valid: 'my own seed',
        // 1–64 printable ASCII characters, spaces included (docs/fairness.md).
        accepts: (v) => typeof v === 'string' && /^[\x20-\x7e]{1,64}$/.test(v),
      },
    ]),
    plain('/fairness/rotate'),
    loggedIn('/bazaar/list', selfId, [
      { name: 'item_id', valid: 'bone-plate', accepts: text(1, 64) },
      { name: 'rarity', valid: 'Epic', accepts: oneOf(...RARITIES) },
      { name: 'price', valid: 600, accepts: whole(1, 10_000_000) },
      { name: 'currency', valid: 'gold', accepts: oneOf('gold', 'soul') },
    ]),
    loggedIn('/bazaar/buy', selfId, [{ name: 'listingId', valid: randomUUID(), accepts: uuid }]),
    loggedIn('/bazaar/cancel', selfId, [{ name: 'listingId', valid: randomUUID(), accepts: uuid }]),
    plain('/bazaar/my-listings'),
    { ...plain('/logout-all'), endsSessions: true },
    loggedIn('/account/password', selfId, [
      // Well formed but not the hero's password: the model checks shapes, not deletions.
      { name: 'current_password', valid: 'not the password', accepts: text(1, 128) },
      { name: 'new_password', valid: 'a brand new password', accepts: text(8, 128) },
    ]),
    loggedIn('/account/delete', selfId, [
      { name: 'password', valid: 'not the password', accepts: text(1, 128) },
    ]),
    plain('/quests'),
    loggedIn('/quests/claim', selfId, [
      {
        name: 'questId',
        valid: '2000-01-01:slayer',
        accepts: (v) => typeof v === 'string' && QUEST_ID.test(v),
      },
    ]),
    plain('/guide'),
    plain('/guide/dismiss'),
    plain('/arena'),
    // A hero nobody has: well formed, refused by the service (404), never by the schema.
    loggedIn('/arena/challenge', selfId, [
      { name: 'opponentId', valid: randomUUID(), accepts: uuid },
    ]),
    loggedIn('/arena/fight', selfId, [{ name: 'fightId', valid: randomUUID(), accepts: uuid }]),
    plain('/ascend'),
    plain('/upgrades'),
    loggedIn('/upgrades/refine', selfId, [SLOT_FIELD]),
    loggedIn('/upgrades/enchant', selfId, [SLOT_FIELD]),
    plain('/cosmetics'),
    loggedIn('/cosmetics/buy', selfId, [
      { name: 'cosmeticId', valid: 'bronze-frame', accepts: text(1, 64) },
    ]),
    loggedIn('/cosmetics/wear', selfId, [
      { name: 'kind', valid: 'frame', accepts: oneOf('title', 'frame') },
      { name: 'cosmeticId', valid: null, accepts: (v) => v === null || text(1, 64)(v) },
    ]),
    loggedIn('/guilds/chat', selfId, [
      {
        name: 'text',
        valid: 'hello, guild',
        accepts: (v) => typeof v === 'string' && chatTextProblem(v.trim()) === null,
      },
    ]),
    loggedIn('/guilds/chat/history', selfId, [
      { name: 'before', valid: 10, optional: true, accepts: whole(1, Number.MAX_SAFE_INTEGER) },
    ]),
    loggedIn('/guilds/chat/report', selfId, [
      MESSAGE_ID,
      {
        name: 'reason',
        valid: 'spam',
        accepts: (v) =>
          typeof v === 'string' && v.trim().length >= 1 && v.trim().length <= GUILD_CHAT.reasonMax,
      },
    ]),
    loggedIn('/guilds/chat/delete', selfId, [MESSAGE_ID]),
    loggedIn('/guilds/chat/block', selfId, [
      { name: 'playerId', valid: randomUUID(), accepts: uuid },
      { name: 'blocked', valid: true, accepts: (v) => typeof v === 'boolean' },
    ]),
    plain('/notifications'),
    loggedIn('/notifications/read', selfId, [
      {
        name: 'ids',
        valid: [1],
        optional: true,
        accepts: (v) =>
          Array.isArray(v) &&
          v.length >= 1 &&
          v.length <= 200 &&
          v.every((id) => Number.isInteger(id) && id >= 1),
      },
    ]),
    ...guildSpecs(selfId),
  ];
}

/** The guild routes' bodies (a guild or member nobody has: refused by the service). */
function guildSpecs(selfId: string): BodySpec[] {
  const guildId: FieldSpec = { name: 'guildId', valid: randomUUID(), accepts: uuid };
  const memberId: FieldSpec = { name: 'memberId', valid: randomUUID(), accepts: uuid };
  return [
    loggedIn('/guild', selfId),
    loggedIn('/guilds/create', selfId, [
      { name: 'name', valid: 'Fuzz Guild', accepts: GUILD_NAME },
      { name: 'tag', valid: 'FUZZ', accepts: GUILD_TAG },
      { name: 'open', valid: true, optional: true, accepts: isBoolean },
    ]),
    loggedIn('/guilds/join', selfId, [guildId]),
    loggedIn('/guilds/leave', selfId),
    loggedIn('/guilds/kick', selfId, [memberId]),
    loggedIn('/guilds/role', selfId, [
      memberId,
      { name: 'role', valid: 'officer', accepts: GUILD_ROLE },
    ]),
    loggedIn('/guilds/invite', selfId, [
      {
        name: 'username',
        valid: 'nobody_here',
        accepts: (v) => typeof v === 'string' && v.trim().length >= 1 && v.trim().length <= 64,
      },
    ]),
    loggedIn('/guilds/invites/decline', selfId, [guildId]),
    loggedIn('/guilds/requests/answer', selfId, [
      memberId,
      { name: 'accept', valid: true, accepts: isBoolean },
    ]),
    loggedIn('/guilds/settings', selfId, [{ name: 'open', valid: true, accepts: isBoolean }]),
    loggedIn('/guilds/disband', selfId),
    loggedIn('/guilds/raid/attack', selfId),
  ];
}
