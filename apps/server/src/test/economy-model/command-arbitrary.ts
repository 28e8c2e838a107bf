import fc from 'fast-check';
import type { Seed } from '@demonbane/game/rng';
import type { FreshFairSeeds } from '../../infra/actions/random';
import { BuyFromShop, type ShopChoice } from './commands/buy-from-shop';
import { UseItem, type UseChoice } from './commands/use-item';
import { Equip, type SlotChoice } from './commands/equip';
import { StartForge, type ForgeChoice } from './commands/start-forge';
import { ClaimForge, type ClaimChoice } from './commands/claim-forge';
import { CombineOne, type CombineChoice } from './commands/combine-one';
import { CombineAll } from './commands/combine-all';
import { Draw } from './commands/draw';
import { ListPiece, type ListChoice, type PriceChoice } from './commands/list-piece';
import { BuyListing, type ListingChoice } from './commands/buy-listing';
import { CancelListing, type CancelChoice } from './commands/cancel-listing';
import { Expire, type Advance, type Touch } from './commands/expire';
import { Impersonate } from './commands/impersonate';
import { FleeFight, type FleeChoice } from './commands/flee-fight';
import { HuntFight } from './commands/hunt-fight';
import { ClaimQuest } from './commands/claim-quest';
import { ArenaChallenge } from './commands/arena-challenge';
import { DeleteAccount, type DeleteChoice } from './commands/delete-account';
import { UseOldToken } from './commands/use-old-token';
import { OperatorGrant } from './commands/operator-grant';
import { OperatorBan } from './commands/operator-ban';
import { Ascend, type AscendChoice } from './commands/ascend';
import { UpgradeSlot } from './commands/upgrade-slot';
import { BuyCosmetic, type CosmeticChoice } from './commands/buy-cosmetic';
import { FoundGuild, LeaveGuild } from './commands/found-guild';
import { RaidAttack } from './commands/raid-attack';
import { PLAYERS } from './world-setup';
import type { EconomyCommand } from './command-kit';

/** One of the keys, as often as its weight says. */
function weighted<T extends string | number>(weights: Record<T, number>): fc.Arbitrary<T> {
  return fc.oneof(
    ...Object.entries<number>(weights).map(([value, weight]) => ({
      weight,
      arbitrary: fc.constant(
        (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value) as T,
      ),
    })),
  );
}

/** One action in four is sent with an Idempotency-Key and retried, as a client would. */
function retried<C extends EconomyCommand>(command: fc.Arbitrary<C>): fc.Arbitrary<C> {
  return fc
    .tuple(command, weighted({ once: 3, retried: 1 }))
    .map(([c, how]) => c.withRetry(how === 'retried'));
}

const player = fc.nat({ max: PLAYERS - 1 });
/** An abstract choice, resolved against the model when the command runs (n modulo a list). */
const n = fc.nat({ max: 1_000_000 });
const seed: fc.Arbitrary<Seed> = fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat());
/** A hero's first fair seeds, should the command be its first draw or forging. */
const fairSeeds: fc.Arbitrary<FreshFairSeeds> = fc.record({
  serverSeed: fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((bytes) => Buffer.from(bytes).toString('hex')),
  clientSeed: fc.nat().map((n) => `client-${n}`),
});
/** Mostly a few, sometimes many: enough to afford, and enough not to. */
const qty = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 3 }) },
  fc.integer({ min: 4, max: 99 }),
);

const buyFromShop = fc
  .tuple(
    player,
    weighted({ gold: 2, soul: 1 }),
    weighted<ShopChoice>({ 'sold-here': 6, 'sold-in-other-shop': 1, 'not-sold': 1 }),
    n,
    qty,
  )
  .map((a) => new BuyFromShop(...a));

const useItem = fc
  .tuple(
    player,
    weighted<UseChoice>({ owned: 1, 'owned-scroll': 2, 'any-consumable': 1, material: 1 }),
    n,
    qty,
  )
  .map((a) => new UseItem(...a));

const slot = fc.record({
  choice: weighted<SlotChoice>({
    keep: 2,
    'from-inventory': 4,
    empty: 1,
    'not-owned': 1,
    'wrong-slot': 1,
    unknown: 1,
  }),
  n,
});
const equip = fc.tuple(player, fc.tuple(slot, slot, slot)).map(([p, slots]) => new Equip(p, slots));

const startForge = fc
  .tuple(
    n,
    weighted<ForgeChoice>({ owned: 4, 'any-material': 1, 'with-a-potion': 1 }),
    fc.tuple(n, n, n),
    fairSeeds,
  )
  .map((a) => new StartForge(...a));

const claimForge = fc
  .tuple(weighted<ClaimChoice>({ 'ready-forge': 2, 'busy-forge': 1, anyone: 1 }), n)
  .map((a) => new ClaimForge(...a));

const combineOne = fc
  .tuple(
    player,
    weighted<CombineChoice>({ 'a-stack': 4, 'any-piece': 1, legendary: 1, unknown: 1 }),
    n,
  )
  .map((a) => new CombineOne(...a));

const combineAll = fc
  .tuple(player, fc.array(n, { maxLength: 2 }), fc.boolean())
  .map((a) => new CombineAll(...a));

const draw = fc
  .tuple(player, weighted({ 0: 3, 1: 3, 2: 3, 7: 1 }), weighted({ 1: 3, 11: 1 }), fairSeeds)
  .map(([p, box, amount, fair]) => new Draw(p, box, amount as 1 | 11, fair));

const listPiece = fc
  .tuple(
    player,
    weighted<ListChoice>({ 'from-inventory': 6, worn: 1, 'not-owned': 1, unknown: 1 }),
    n,
    weighted({ gold: 3, soul: 1 }),
    weighted<PriceChoice>({ fair: 6, 'below-minimum': 1, 'above-maximum': 1 }),
    n,
  )
  .map((a) => new ListPiece(...a));

const buyListing = fc
  .tuple(player, weighted<ListingChoice>({ 'open-elsewhere': 4, 'any-listing': 1, unknown: 1 }), n)
  .map((a) => new BuyListing(...a));

const cancelListing = fc
  .tuple(player, weighted<CancelChoice>({ 'own-open': 4, 'any-listing': 1, unknown: 1 }), n)
  .map((a) => new CancelListing(...a));

const expire = fc
  .tuple(
    weighted<Advance>({ minutes: 2, 'to-a-forge': 2, 'to-a-listing': 2 }),
    n,
    fc.constantFrom(-1000, 0, 1000, 60_000),
    weighted<Touch>({ sweep: 2, 'my-listings': 2, nothing: 1 }),
    player,
  )
  .map((a) => new Expire(...a));

const impersonate = fc.tuple(player, n, n).map((a) => new Impersonate(...a));

const fleeFight = fc
  .tuple(player, weighted<FleeChoice>({ 'mid-fight': 2, 'spend-then-flee': 2, 'no-fight': 1 }))
  .map((a) => new FleeFight(...a));

const huntFight = player.map((p) => new HuntFight(p));

const claimQuest = fc.tuple(player, n).map((a) => new ClaimQuest(...a));

const arenaChallenge = fc.tuple(player, n).map((a) => new ArenaChallenge(...a));

/**
 * One deletion per run at most, in about one run in six. Deleting a seller (alone or
 * raced by a buyer) needs an open listing, so those are weighted up; a wrong
 * password changes nothing and may come any time.
 */
const deleteAccount = fc
  .tuple(
    weighted<DeleteChoice>({
      anyone: 1,
      'a-seller': 4,
      'racing-a-buyer': 4,
      'racing-own-purchase': 1,
      'wrong-password': 2,
    }),
    n,
    n,
    weighted({ 'mid-fight': 1, idle: 2 }),
    weighted({ 'two-sessions': 1, one: 2 }),
  )
  .map(
    ([choice, who, other, fight, sessions]) =>
      new DeleteAccount(choice, who, other, fight === 'mid-fight', sessions === 'two-sessions'),
  );

/** Only runs once an account is deleted. */
const useOldToken = fc.tuple(n, n).map((a) => new UseOldToken(...a));

/** An operator's grant: mostly small, now and then more than the hero holds to take back. */
const operatorGrant = fc
  .tuple(
    player,
    weighted({ gold: 2, soul: 1 }),
    fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: 1, max: 5000 }) },
      { weight: 2, arbitrary: fc.integer({ min: -500, max: -1 }) },
      { weight: 1, arbitrary: fc.constant(-1_000_000) },
    ),
  )
  .map((a) => new OperatorGrant(...a));

const operatorBan = fc
  .tuple(
    weighted({ anyone: 1, 'a-seller': 3 }),
    n,
    fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
  )
  .map((a) => new OperatorBan(...a));

const ascend = fc
  .tuple(
    player,
    weighted<AscendChoice>({ 'at-cap': 3, 'as-is': 1 }),
    fc.constantFrom('warrior' as const, 'magician' as const),
  )
  .map((a) => new Ascend(...a));

const upgradeSlot = fc
  .tuple(
    player,
    weighted({ refine: 3, enchant: 1 }),
    fc.constantFrom('weapon' as const, 'armor' as const, 'acc' as const),
    seed,
  )
  .map((a) => new UpgradeSlot(...a));

const buyCosmetic = fc
  .tuple(player, weighted<CosmeticChoice>({ sold: 2, 'topped-up': 3, earned: 1, unknown: 1 }), n)
  .map((a) => new BuyCosmetic(...a));

const foundGuild = fc
  .tuple(player, weighted({ 'as-is': 1, 'topped-up': 2, raised: 3 }))
  .map((a) => new FoundGuild(...a));
const leaveGuild = player.map((p) => new LeaveGuild(p));
const raidAttack = player.map((p) => new RaidAttack(p));

/**
 * Every economy action, valid and invalid. Choices lean towards valid ones and the
 * bazaar is weighted up, so that short runs build up state (stacks to combine,
 * listings to buy, forges to claim) for the refusals to be tested against.
 */
export const economyCommand = fc.oneof(
  { weight: 2, arbitrary: retried(buyFromShop) },
  { weight: 1, arbitrary: retried(useItem) },
  { weight: 1, arbitrary: retried(equip) },
  { weight: 2, arbitrary: retried(startForge) },
  { weight: 2, arbitrary: retried(claimForge) },
  { weight: 1, arbitrary: retried(combineOne) },
  { weight: 1, arbitrary: retried(combineAll) },
  { weight: 2, arbitrary: retried(draw) },
  { weight: 3, arbitrary: retried(listPiece) },
  { weight: 3, arbitrary: retried(buyListing) },
  { weight: 2, arbitrary: retried(cancelListing) },
  { weight: 2, arbitrary: expire },
  { weight: 1, arbitrary: impersonate },
  { weight: 1, arbitrary: retried(fleeFight) },
  { weight: 1, arbitrary: retried(huntFight) },
  { weight: 2, arbitrary: retried(claimQuest) },
  { weight: 2, arbitrary: retried(arenaChallenge) },
  { weight: 2, arbitrary: deleteAccount },
  { weight: 1, arbitrary: retried(useOldToken) },
  { weight: 2, arbitrary: operatorGrant },
  { weight: 1, arbitrary: operatorBan },
  { weight: 1, arbitrary: retried(ascend) },
  { weight: 2, arbitrary: retried(upgradeSlot) },
  { weight: 1, arbitrary: retried(buyCosmetic) },
  { weight: 1, arbitrary: retried(foundGuild) },
  { weight: 1, arbitrary: retried(leaveGuild) },
  { weight: 2, arbitrary: retried(raidAttack) },
);
