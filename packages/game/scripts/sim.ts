/**
 * `npm run sim`: plays thousands of seeded battles per job and area and prints
 * win rates, then how long a new hero takes to reach level 10. Numbers go into
 * docs/game-rules.md (Balance).
 */
import { MAPS } from '../src/maps';
import { areaReport, levelling } from '../src/sim/simulate';

const FIGHTS = Number(process.env.SIM_FIGHTS ?? 2000);
const jobs = ['warrior', 'magician'];
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

console.log(`Win rates (${FIGHTS} fights each, full HP, starter gear worn)\n`);
console.log(
  '| Map | Area | Monster levels | Hero level | Warrior win | Magician win | Rounds (W/M) | HP lost (W/M) |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const map of MAPS) {
  for (const area of map.areas) {
    const lo = Math.min(...area.monsters.map((m) => m.minLevel));
    const hi = Math.max(...area.monsters.map((m) => m.maxLevel));
    const heroLevel = Math.min(10, lo);
    const [w, m] = jobs.map((job, i) =>
      areaReport(job, heroLevel, map.name, area, FIGHTS, 1000 + i),
    );
    console.log(
      `| ${map.name} | ${area.number} | ${lo}–${hi} | ${heroLevel} | ${pct(w!.winRate)} | ${pct(m!.winRate)} | ` +
        `${w!.avgRounds.toFixed(1)} / ${m!.avgRounds.toFixed(1)} | ${w!.avgHpLostPercent.toFixed(0)}% / ${m!.avgHpLostPercent.toFixed(0)}% |`,
    );
  }
}

console.log('\nLevel 1 → 10 (average of 10 seeded runs)\n');
console.log('| Job | Battles | Defeats | Areas finished | Play time |');
console.log('|---|---|---|---|---|');
for (const job of jobs) {
  const runs = Array.from({ length: 10 }, (_, seed) => levelling(job, seed + 1));
  const avg = (f: (r: (typeof runs)[number]) => number) =>
    runs.reduce((s, r) => s + f(r), 0) / runs.length;
  console.log(
    `| ${job} | ${avg((r) => r.battles).toFixed(0)} | ${avg((r) => r.losses).toFixed(1)} | ${avg((r) => r.areasFinished).toFixed(1)} | ${avg((r) => r.minutes).toFixed(0)} min |`,
  );
}
