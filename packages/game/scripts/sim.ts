/**
 * `npm run sim`: plays the game as it is with the real engine and content, and
 * prints win rates per area and tower band, how long a new hero of each root job
 * takes to reach level 10 and each evolution level 50 (HP carries over, potions are bought, rests cost time),
 * where a typical player's gold and souls come from and go in a week, and its 90 days
 * into the endgame (ascensions, slot upgrades, the best-geared climb of the endless tower).
 * `npm run sim -- --json` prints the same as one JSON object. Numbers go into
 * docs/game-rules.md (Balance).
 */
import { simReport } from '../src/sim/report';
import { TYPICAL_WEEK } from '../src/sim/economy-week';
import { TYPICAL_PLAYER } from '../src/sim/typical-player';
import { TYPICAL_ENDGAME } from '../src/sim/endgame';

const json = process.argv.includes('--json');
const report = simReport({
  fights: Number(process.env.SIM_FIGHTS ?? 1000),
  runs: Number(process.env.SIM_RUNS ?? 10),
});

if (json) {
  console.log(JSON.stringify(report));
} else {
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
  const int = (n: number) => Math.round(n).toLocaleString('en');
  const table = (head: string[], rows: string[][]) =>
    [head, head.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');

  console.log(
    'Areas at their recommended level (reference gear, no potions): walked start to goal, boss included; single fights\n',
  );
  console.log(
    table(
      [
        'Map',
        'Area',
        'Level',
        'Monsters',
        'Boss',
        'Jobs (walk %, fight %, HP lost per fight)',
        'Spread',
      ],
      report.areas.map((a) => [
        a.map,
        String(a.area),
        String(a.hero_level),
        a.monster_levels.join('–'),
        a.boss ?? '',
        a.jobs
          .map((j) => `${j.job} ${pct(j.win_rate)} (${pct(j.fight_win_rate)}, ${pct(j.hp_lost)})`)
          .join(', '),
        `${a.spread} pts`,
      ]),
    ),
  );

  console.log("\nA new player's first 30 fights, following the next-step card\n");
  console.log(
    table(
      [
        'Job',
        'Start gold',
        'End gold (avg)',
        'Worst end',
        'Lowest',
        'Defeats',
        'Level',
        'Minutes',
        'Steps met',
      ],
      report.first_fights.map((f) => [
        f.job,
        int(f.start_gold),
        int(f.end_gold),
        int(f.worst_end_gold),
        int(f.lowest_gold),
        f.defeats.toFixed(1),
        f.level.toFixed(1),
        f.minutes.toFixed(0),
        f.steps.join(' → '),
      ]),
    ),
  );

  console.log('\nLevel 1 → 50 in the six maps, the typical player (forging each gear tier)\n');
  console.log(
    table(
      ['Job', 'Wall clock', 'Playing', 'Resting', 'Battles', 'Defeats', 'Potion gold', 'Gear gold'],
      report.level_50.map((j) => [
        `${j.root} → ${j.job}`,
        `${j.hours_to_level_50.toFixed(1)} h`,
        `${(j.active_minutes / 60).toFixed(1)} h`,
        `${(j.rest_minutes / 60).toFixed(1)} h`,
        int(j.battles),
        j.defeats.toFixed(1),
        int(j.potion_gold),
        int(j.gear_gold),
      ]),
    ),
  );

  console.log('\nWin rates per tower band (hero level = floor; regular / boss floors)\n');
  console.log(
    table(
      ['Floors', 'Jobs'],
      report.floor_bands.map((b) => [
        b.floors.join('–'),
        b.jobs.map((j) => `${j.job} ${pct(j.win_rate)} / ${pct(j.boss_win_rate)}`).join(', '),
      ]),
    ),
  );

  console.log(
    `\nLevel 1 → 10, the typical player (heals below ${pct(TYPICAL_PLAYER.healBelow)}, ` +
      `areas won ≥ ${pct(TYPICAL_PLAYER.areaWinRate)} costing ≤ ${pct(TYPICAL_PLAYER.areaHpCost)} HP)\n`,
  );
  const levelling = (rows: typeof report.jobs) =>
    table(
      [
        'Job',
        'Wall clock',
        'Playing',
        'Resting',
        'Potion gold',
        'Gold earned',
        'Battles',
        'Defeats',
      ],
      rows.map((j) => [
        j.job,
        `${j.minutes_to_level_10.toFixed(0)} min`,
        `${j.active_minutes.toFixed(0)} min`,
        `${j.rest_minutes.toFixed(0)} min`,
        int(j.potion_gold),
        int(j.gold_earned),
        j.battles.toFixed(0),
        j.defeats.toFixed(1),
      ]),
    );
  console.log(levelling(report.jobs));
  console.log('\nThe same player, resting instead of buying potions\n');
  console.log(levelling(report.resting_player));

  console.log(
    `\nA typical week (${TYPICAL_WEEK.days} days, ${TYPICAL_WEEK.hoursPerDay} h a day; ` +
      `gold above ${TYPICAL_WEEK.goldReserve} and every soul go into gacha boxes)\n`,
  );
  for (const e of report.economy) {
    const flows = (f: Record<string, number>) =>
      Object.entries(f)
        .map(([k, v]) => `${k} ${int(v)}`)
        .join(', ');
    console.log(
      `${e.job} → ${e.end.job} level ${e.end.level.toFixed(0)}, floor ${e.end.highest_floor.toFixed(0)}, ` +
        `${e.end.battles.toFixed(0)} battles, ${e.end.draws.toFixed(0)} draws, ${e.end.forged.toFixed(0)} forged, ` +
        `${e.end.quests_claimed.toFixed(1)} quests claimed`,
    );
    for (const c of ['gold', 'souls'] as const) {
      console.log(
        `  ${c}: minted ${int(e[c].minted_total)} (${flows(e[c].minted)}); ` +
          `burned ${int(e[c].burned_total)} (${flows(e[c].burned)})`,
      );
    }
  }
  const { endgame } = report;
  const h = (n: number | null) => (n === null ? '–' : `${n.toFixed(1)} h`);
  console.log(
    `\nThe endgame: the typical player ${TYPICAL_ENDGAME.hoursPerDay} h a day for ${TYPICAL_ENDGAME.days} days ` +
      '(its first evolution, then the next ones in turn at each ascension)\n',
  );
  console.log(
    table(
      [
        'Evolution',
        'Level 50',
        '50 → first ascension',
        'First cycle',
        'Later cycle',
        'Ascensions',
        'Refine at first',
        'Floor',
        'Gold minted at 50',
        'Burned outside gacha',
      ],
      endgame.runs.map((r) => [
        r.job,
        h(r.hours_to_level_50),
        h(r.hours_level_50_to_first_ascension),
        h(r.hours_first_cycle),
        h(r.hours_per_later_ascension),
        String(r.ascensions),
        (r.refine_at_first_ascension ?? []).join('/'),
        String(r.highest_floor),
        int(r.gold_at_cap.minted_total),
        pct(r.gold_burned_outside_gacha_share),
      ]),
    ),
  );
  console.log(
    `\nMeans: level 50 → first ascension ${h(endgame.hours_level_50_to_first_ascension)}, ` +
      `first cycle ${h(endgame.hours_first_cycle)}, later cycle ${h(endgame.hours_per_later_ascension)}; ` +
      `gold burned outside the gacha at level 50 ${pct(endgame.gold_burned_outside_gacha_share)}.\n` +
      `Best-geared climb (Legendary, +${endgame.best_gear_refine} on every slot), median highest floor ` +
      `after 0/1/2/3 ascensions: ${endgame.tower_median_floor_by_ascensions.join(' / ')}`,
  );

  const { seasons } = report;
  console.log(
    `\nA hunt season (${seasons.days} days) pays ${int(seasons.gold_per_season)} gold and ` +
      `${int(seasons.souls_per_season)} souls, spread over its top 100 players`,
  );
}
