import { describe, expect, it } from 'vitest';
import { areaReport, levelling } from './simulate';
import { MAPS } from '../maps';

const firstArea = MAPS[0]!.areas[0]!;

describe('the balance targets (docs/game-rules.md)', () => {
  it.each(['warrior', 'magician'])(
    'a new level-1 %s with starter gear wins the first area most of the time',
    (job) => {
      const report = areaReport(job, 1, MAPS[0]!.name, firstArea, 400, 7);
      expect(report.winRate).toBeGreaterThanOrEqual(0.85);
    },
  );

  it.each(['warrior', 'magician'])('a %s reaches level 10 in roughly 1–2 hours of play', (job) => {
    const runs = [1, 2, 3].map((seed) => levelling(job, seed));
    const minutes = runs.reduce((s, r) => s + r.minutes, 0) / runs.length;
    expect(minutes).toBeGreaterThan(45);
    expect(minutes).toBeLessThan(150);
  });
});
