import { bump } from '@demonbane/test-support/counts';
import { itemsOf } from '@demonbane/test-support/holdings';
import { pieceKey } from '@demonbane/test-support/piece-key';
import type { HeroRow, Snapshot } from '@demonbane/test-support/snapshot';
import type { Catalogue } from './catalogue';
import { bodyOf, type ActionRecord, type Journal } from './journal';

type Worn = HeroRow['worn'];
type Slot = [string, string] | null;

/**
 * A hero's stackable items and worn pieces are changed only by the hero's own
 * actions, so they can be predicted exactly: the state at the start of the cycle
 * plus every acknowledged change. The one action in flight at the kill may have
 * happened or not, but wholly: the difference is either nothing or all of it.
 */
export class StockModel {
  private base = new Map<string, { items: Map<string, number>; worn: Worn }>();

  constructor(private readonly catalogue: Catalogue) {}

  /** Takes the checked state as the next cycle's starting point. */
  rebase(snap: Snapshot): void {
    this.base = new Map(
      snap.heroes.map((hero) => [
        hero.userId,
        { items: itemsOf(snap, hero.userId), worn: { ...hero.worn } },
      ]),
    );
  }

  check(snap: Snapshot, journal: Journal, cycle: number): string[] {
    const out: string[] = [];
    const uncertain = journal.uncertainIn(cycle);
    for (const [userId, base] of this.base) {
      const items = new Map(base.items);
      let worn = base.worn;
      for (const r of journal.records) {
        if (r.cycle !== cycle || r.userId !== userId || r.outcome !== 'ack') continue;
        const delta = this.itemDelta(r, out);
        for (const [id, n] of delta ?? []) bump(items, id, n);
        if (r.kind === 'equip') worn = wornFromAnswer(r.answer);
      }
      const diff = itemsOf(snap, userId);
      for (const [id, n] of items) bump(diff, id, -n);
      const doubt = uncertain.get(userId);
      const itemsOk = diff.size === 0 || (doubt !== undefined && this.explains(diff, doubt));
      if (!itemsOk) {
        out.push(
          `${userId}: items off by ${JSON.stringify([...diff])}; in flight: ${doubt ? JSON.stringify(doubt.body) + ' ' + doubt.kind : 'nothing'}`,
        );
      }
      const now = snap.heroes.find((h) => h.userId === userId)?.worn;
      const wornOk =
        sameWorn(now, worn) || (doubt?.kind === 'equip' && sameWorn(now, wornFromBody(doubt.body)));
      if (!wornOk)
        out.push(`${userId}: wears ${JSON.stringify(now)}, expected ${JSON.stringify(worn)}`);
    }
    return out;
  }

  /** What an action does to the hero's stacks; undefined when it cannot be known (a win's drops). */
  private itemDelta(r: ActionRecord, out: string[]): Map<string, number> | undefined {
    const b = bodyOf(r);
    const delta = new Map<string, number>();
    switch (r.kind) {
      case 'shop':
        bump(delta, b.itemId, b.qty);
        return delta;
      case 'use-item':
        bump(delta, b.itemId, -(b.qty ?? 1));
        return delta;
      case 'forge':
        for (const id of b.materials) bump(delta, id, -1);
        return delta;
      case 'hunt-attack': {
        if (r.outcome !== 'ack') return undefined;
        const drops = (r.answer as { rewards?: { drops: { name: string; qty: number }[] } }).rewards
          ?.drops;
        for (const d of drops ?? []) {
          const id = this.catalogue.itemIdByName.get(d.name);
          if (id) bump(delta, id, d.qty);
          else out.push(`a drop named ${d.name} is in no shop: cannot follow it`);
        }
        return delta;
      }
      default:
        return delta;
    }
  }

  /** Is `diff` (actual − expected) exactly what the uncertain action would have done? */
  private explains(diff: Map<string, number>, doubt: ActionRecord): boolean {
    const delta = this.itemDelta(doubt, []);
    if (delta === undefined) return [...diff.values()].every((n) => n > 0); // a win only adds drops
    return diff.size === delta.size && [...delta].every(([id, n]) => diff.get(id) === n);
  }
}

function wornFromAnswer(answer: unknown): Worn {
  const slots = (
    answer as { equipment: { type: string; item_id: string | null; item_rarity: string | null }[] }
  ).equipment;
  const of = (type: string) => {
    const s = slots.find((x) => x.type === type);
    return s?.item_id ? pieceKey(s.item_id, s.item_rarity ?? '?') : null;
  };
  return { weapon: of('weapon'), armor: of('armor'), acc: of('acc') };
}

function wornFromBody(body: Record<string, unknown>): Worn {
  const of = (slot: unknown) => (slot ? pieceKey(...(slot as NonNullable<Slot>)) : null);
  return { weapon: of(body.wpn), armor: of(body.arm), acc: of(body.acc) };
}

function sameWorn(a: Worn | undefined, b: Worn): boolean {
  return !!a && a.weapon === b.weapon && a.armor === b.armor && a.acc === b.acc;
}
