import type { Snapshot } from './snapshot';

/** An empty stack is deleted, never kept at zero or below. */
export function checkStacks(snap: Snapshot): string[] {
  return [
    ...snap.items.filter((r) => r.qty <= 0).map((r) => `${r.userId}: ${r.qty} × ${r.itemId}`),
    ...snap.pieces.filter((r) => r.qty <= 0).map((r) => `${r.userId}: ${r.qty} × ${r.piece}`),
  ];
}
