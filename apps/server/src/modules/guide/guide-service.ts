import { and, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { LedgerKind } from '@demonbane/game/ledger-kinds';
import { ErrorCode } from '@demonbane/shared/error-codes';
import type { DismissGuideResponse, GuideResponse } from '@demonbane/shared/guide-schemas';
import { hasGearToWear, nextGuideStep, type GuideProgress } from '@demonbane/game/guide';
import { ITEMS } from '@demonbane/game/items';
import { jobById } from '@demonbane/game/jobs';
import type { Queryable } from '../../db/database';
import { currencyLedger, heroEquipment, heroes, huntProgress } from '../../db/schema';
import { fail, ok, type Result } from '../../infra/actions/result';
import { findHero, loadoutOf, USER_NOT_FOUND, type StoredHero } from '../hero/hero-repository';
import { ownedHealingItems } from '../inventory/inventory-service';
import type { ActionContext } from '../../infra/actions/action-context';

const HEALING_IDS = ITEMS.filter(
  (i) => i.effect?.kind === 'heal' || i.effect?.kind === 'heal-percent',
).map((i) => i.id);

/** POST /guide: the hero's next step, from what it has done (stored state only). */
export async function loadGuide(ctx: ActionContext): Promise<Result<GuideResponse>> {
  const { db, userId } = ctx;
  const [hero, [row]] = await Promise.all([
    findHero(db, userId),
    db
      .select({ dismissedAt: heroes.guideDismissedAt })
      .from(heroes)
      .where(eq(heroes.userId, userId)),
  ]);
  if (!hero || !row) return fail(ErrorCode.NotFound, USER_NOT_FOUND);
  const dismissed = row.dismissedAt !== null;
  // Before a job there is nothing to guide towards but choosing one, which the app already
  // asks; a hero who has ascended has walked every step already.
  if (dismissed || hero.jobId === null || hero.ascensions > 0) return ok({ step: null, dismissed });
  const next = nextGuideStep(await guideProgress(db, { ...hero, jobId: hero.jobId }));
  if (!next) return ok({ step: null, dismissed });
  const { id, step, index, total } = next;
  return ok({
    step: { id, title: step.title, text: step.text, action: step.action, index, total },
    dismissed,
  });
}

/** POST /guide/dismiss: closed for good; dismissing again changes nothing. */
export async function dismissGuide(ctx: ActionContext): Promise<Result<DismissGuideResponse>> {
  const { db, userId, now } = ctx;
  const hero = await db
    .update(heroes)
    // The first dismissal's time is kept.
    .set({
      guideDismissedAt: sql`coalesce(${heroes.guideDismissedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(heroes.userId, userId))
    .returning({ userId: heroes.userId });
  if (hero.length === 0) return fail(ErrorCode.NotFound, USER_NOT_FOUND);
  return ok({ dismissed: true });
}

async function guideProgress(
  db: Queryable,
  hero: StoredHero & { jobId: NonNullable<StoredHero['jobId']> },
): Promise<GuideProgress> {
  const { userId } = hero;
  const [pack, [hunt], wonInTheWilds, boughtPotions, potions] = await Promise.all([
    db
      .select({ itemId: heroEquipment.itemId })
      .from(heroEquipment)
      .where(eq(heroEquipment.userId, userId)),
    db
      .select({ highestFloor: huntProgress.highestFloor })
      .from(huntProgress)
      .where(eq(huntProgress.userId, userId)),
    // Only a win pays a battle reward; its reason names where it was won.
    hasLedgerRow(db, userId, 'battle_reward', like(currencyLedger.reason, 'explore win:%')),
    hasLedgerRow(db, userId, 'shop', inArray(currencyLedger.ref, HEALING_IDS)),
    ownedHealingItems(db, userId),
  ]);
  return {
    level: hero.level,
    jobTier: jobById(hero.jobId).tier,
    gearToWear: hasGearToWear(loadoutOf(hero), pack, hero.level),
    highestFloor: hunt?.highestFloor ?? 0,
    wonInTheWilds,
    potionsOwned: potions.reduce((n, p) => n + p.qty, 0),
    boughtPotions,
  };
}

/** Whether the hero's ledger holds a row of `kind` that also matches `where`. */
async function hasLedgerRow(db: Queryable, userId: string, kind: LedgerKind, where: SQL) {
  const rows = await db
    .select({ id: currencyLedger.id })
    .from(currencyLedger)
    .where(and(eq(currencyLedger.userId, userId), eq(currencyLedger.kind, kind), where))
    .limit(1);
  return rows.length > 0;
}
