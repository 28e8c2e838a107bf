import type { Currency } from '@demonbane/game/currency';

/**
 * Every economy request the load sent, with what the server answered. An action
 * answered 2xx is acknowledged: whatever it claimed must survive any later crash.
 * One with no answer (the server died) or a 5xx is uncertain: it may have
 * happened or not, but never half.
 */
export type ActionKind =
  | 'shop'
  | 'use-item'
  | 'equip'
  | 'gacha'
  | 'list'
  | 'buy'
  | 'cancel'
  | 'forge'
  | 'claim'
  | 'set-hunt'
  | 'hunt-attack';

export type Outcome = 'ack' | 'refused' | 'uncertain';

export interface ActionRecord {
  cycle: number;
  userId: string;
  kind: ActionKind;
  body: Record<string, unknown>;
  outcome: Outcome;
  /** null when no answer came back. */
  status: number | null;
  answer: unknown;
}

/** The request fields the checks read; each action sends the few that are its own. */
export interface ActionBody {
  itemId: string;
  type: Currency;
  qty: number;
  box: number;
  amount: 1 | 11;
  item_id: string;
  rarity: string;
  price: number;
  currency: Currency;
  listingId: string;
  materials: string[];
}

export const bodyOf = (r: ActionRecord) => r.body as unknown as ActionBody;

export class Journal {
  readonly records: ActionRecord[] = [];
  /** Answers that should never happen to a valid request: 400/401/403 and every 5xx. */
  readonly unexpected: string[] = [];

  add(record: ActionRecord): void {
    this.records.push(record);
    const s = record.status;
    if (s !== null && (s === 400 || s === 401 || s === 403 || s >= 500)) {
      this.unexpected.push(
        `${record.kind} ${JSON.stringify(record.body)} → ${s} ${JSON.stringify(record.answer)}`,
      );
    }
  }

  acked(kind?: ActionKind): ActionRecord[] {
    return this.records.filter((r) => r.outcome === 'ack' && (!kind || r.kind === kind));
  }

  /** The one uncertain action of each user in a cycle (a user sends one request at a time). */
  uncertainIn(cycle: number): Map<string, ActionRecord> {
    const byUser = new Map<string, ActionRecord>();
    for (const r of this.records) {
      if (r.cycle !== cycle || r.outcome !== 'uncertain') continue;
      if (byUser.has(r.userId)) throw new Error(`two uncertain actions for ${r.userId}`);
      byUser.set(r.userId, r);
    }
    return byUser;
  }

  counts(cycle?: number): Record<Outcome, number> {
    const counts: Record<Outcome, number> = { ack: 0, refused: 0, uncertain: 0 };
    for (const r of this.records) if (cycle === undefined || r.cycle === cycle) counts[r.outcome]++;
    return counts;
  }
}
