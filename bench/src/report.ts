import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_DIR } from './repo-paths';
import type { ScenarioResult } from './scenario-result';
import type { TargetCheck } from './targets';
import type { ComparisonRow } from './variant-comparison';

const fmt = (n: number | null | undefined, digits = 1) =>
  n === null || n === undefined ? '–' : n.toFixed(digits);

function row(cells: string[], widths: number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
}

function invalidReason(r: ScenarioResult): string {
  const answered = r.ok + r.non2xx;
  if (answered === 0) {
    return `${r.title}: no request was answered in ${r.seconds} s (errors ${r.errors}, timeouts ${r.timeouts}).`;
  }
  return (
    `${r.title}: ${(r.failedShare * 100).toFixed(2)}% of requests failed ` +
    `(status codes ${JSON.stringify(r.statusCodes)}, errors ${r.errors}, unexpected ${r.unexpected}).`
  );
}

/** The player loop's answers per action: what the mix really sent. */
function printActions(r: ScenarioResult): void {
  const entries = Object.entries(r.actions ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const header = ['action', 'correct', 'refused', 'unexpected', 'correct/s'];
  const lines = entries.map(([action, c]) => [
    action,
    String(c.correct),
    String(c.refused),
    String(c.unexpected),
    fmt(r.seconds > 0 ? c.correct / r.seconds : null),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  console.log(`
  ${r.title}${r.variant ? ` (${r.variant})` : ''}, p95 ${fmt(r.latencyMs?.p95, 2)} ms:`);
  console.log(`  ${row(header, widths)}`);
  for (const line of lines) console.log(`  ${row(line, widths)}`);
}

/** Prints a fixed-width table, the first column left-aligned. */
function printTable(header: string[], lines: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  console.log(row(header, widths));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(row(line, widths));
}

/** The client-true headline next to the best case: the same scenarios, two configurations. */
export function printComparison(rows: readonly ComparisonRow[]): void {
  if (rows.length === 0) return;
  console.log('\nClient-true (what players meet) and best case, side by side\n');
  printTable(
    [
      'scenario',
      'variant',
      'req/s',
      '× pgbench',
      'p99 ms',
      'turn p99 ms',
      'CPU ms/req',
      'RSS after',
    ],
    rows.map((r) => [
      r.scenario === 'loop' ? 'player loop' : 'battle rounds',
      r.valid ? r.label : `${r.label} INVALID`,
      fmt(r.perSecond),
      fmt(r.toPgbench, 2),
      fmt(r.p99Ms, 2),
      fmt(r.turnP99Ms, 2),
      fmt(r.cpuMsPerRequest, 2),
      fmt(r.rssAfterMiB),
    ]),
  );
}

/** The results as a fixed-width table (RSS in MiB), then the target checks. */
export function printSummary(
  heading: string,
  results: readonly ScenarioResult[],
  targets: readonly TargetCheck[],
): void {
  const header = [
    'scenario',
    'variant',
    'conns',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    '× ceiling',
    'RSS max',
    'RSS after',
    'server CPU',
    'machine',
  ];
  const lines = results.map((r) => [
    r.title,
    r.variant ?? '–',
    String(r.connections),
    fmt(r.perSecond),
    fmt(r.latencyMs?.p50, 2),
    fmt(r.latencyMs?.p99, 2),
    String(r.non2xx + r.unexpected),
    String(r.errors),
    fmt(r.ratioToCeiling, 2),
    fmt(r.rssMiB?.max),
    fmt(r.rssMiB?.after),
    r.cpu ? `${fmt(r.cpu.serverCores, 2)} cores` : '–',
    r.cpu ? `${r.cpu.machineBusyPct}% busy` : '–',
  ]);
  console.log(`\n${heading}\n`);
  printTable(header, lines);

  for (const r of results) {
    if (r.background) {
      console.log(
        `\n'${r.title}' ran alongside ${r.background.connections} connections of battle rounds ` +
          `(${fmt(r.background.perSecond)}/s, p99 ${fmt(r.background.latencyMs?.p99, 2)} ms).`,
      );
    }
    const tag = r.variant ? `${r.name} (${r.variant})` : r.name;
    for (const note of r.notes) console.log(`  ${tag}: ${note}`);
    if (r.actions) printActions(r);
    for (const checked of [r, r.background]) {
      if (checked && !checked.valid) console.log(`  INVALID ${tag}: ${invalidReason(checked)}`);
    }
  }

  console.log('\nTargets');
  for (const t of targets) {
    const verdict = t.pass === null ? 'n/a ' : t.pass ? 'PASS' : 'FAIL';
    const actual = t.actual === null ? 'not measured' : `${t.actual} ${t.unit}`;
    const gap = t.gap ? ` — ${t.gap}` : '';
    console.log(`  ${verdict}  ${t.target}: ${actual}${gap}${t.note ? ` (${t.note})` : ''}`);
  }
}

/**
 * bench/results/<kind>-<timestamp>.json, and latest-<kind>.json with the same content
 * (colons left out of the file name so it is valid on every file system).
 */
export function writeResultFiles(kind: string, startedAt: Date, payload: unknown): string[] {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = startedAt
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  const text = `${JSON.stringify(payload, null, 2)}\n`;
  const paths = [
    join(RESULTS_DIR, `${kind}-${stamp}.json`),
    join(RESULTS_DIR, `latest-${kind}.json`),
  ];
  for (const path of paths) writeFileSync(path, text);
  return paths;
}
