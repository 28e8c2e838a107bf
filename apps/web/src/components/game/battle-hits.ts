/** Which fighter a hit lands on. */
export type HitTarget = 'hero' | 'monster';

/** What one log line did to one fighter, for the numbers and the flash over its card. */
export type Hit =
  | { target: HitTarget; kind: 'damage'; amount: number; crit: boolean; blocked: boolean }
  | { target: HitTarget; kind: 'heal'; amount: number }
  /** A blow that missed or was evaded. */
  | { target: HitTarget; kind: 'miss' }
  /** A raised guard took the whole blow. */
  | { target: HitTarget; kind: 'guard' };

const AMOUNT = '(\\d[\\d,]*)';

/**
 * The line shapes the battle engine writes (packages/game battle/round.ts) and the
 * potion's answer (Restored N HP): the answer carries lines, not events, so they are
 * read back here. battle-hits.test.ts plays the engine and checks every HP change
 * is found, so a reworded line fails a test rather than silently losing its number.
 */
const SHAPES: { pattern: RegExp; read: (m: RegExpExecArray, line: string) => Hit[] }[] = [
  {
    pattern: new RegExp(
      `You strike the .+ for ${AMOUNT} damage( \\(blocked\\))?(?: and drain ${AMOUNT} HP)?\\.$`,
    ),
    read: (m, line) => [
      damage('monster', m[1]!, line, m[2] !== undefined),
      ...drained('hero', m[3]),
    ],
  },
  {
    pattern: new RegExp(
      `The .+ hits you for ${AMOUNT} damage( \\(you block half\\))?(?: and drains ${AMOUNT} HP)?\\.$`,
    ),
    read: (m, line) => [
      damage('hero', m[1]!, line, m[2] !== undefined),
      ...drained('monster', m[3]),
    ],
  },
  {
    // A boss's special move lands as hard as a critical hit: marked as one.
    pattern: new RegExp(`The .+ unleashes .+ for ${AMOUNT} damage( \\(you block half\\))?!$`),
    read: (m) => [
      { target: 'hero', kind: 'damage', amount: toNumber(m[1]!), crit: true, blocked: !!m[2] },
    ],
  },
  { pattern: /You swing at the .+ and miss\.$/, read: () => [{ target: 'monster', kind: 'miss' }] },
  {
    pattern: /^The .+ attacks, but you evade\.$|^The .+ misses you!$/,
    read: () => [{ target: 'hero', kind: 'miss' }],
  },
  { pattern: /^Your guard holds: /, read: () => [{ target: 'hero', kind: 'guard' }] },
  {
    pattern: new RegExp(`! You recover ${AMOUNT} HP\\.$|^Used \\d+ .+\\. Restored ${AMOUNT} HP`),
    read: (m) => [{ target: 'hero', kind: 'heal', amount: toNumber(m[1] ?? m[2]!) }],
  },
];

/** Marks the engine puts before a line that crits. */
export const CRIT_MARK = 'Critical hit! ';

/** The hits a line tells of, in order; none for a line that hurts or heals no one. */
export function readHits(line: string): Hit[] {
  for (const { pattern, read } of SHAPES) {
    const match = pattern.exec(line);
    if (match) return read(match, line).filter((hit) => !('amount' in hit) || hit.amount > 0);
  }
  return [];
}

/** Every hit of a round's lines, in order. */
export function roundHits(lines: readonly string[]): Hit[] {
  return lines.flatMap(readHits);
}

function damage(target: HitTarget, amount: string, line: string, blocked: boolean): Hit {
  return {
    target,
    kind: 'damage',
    amount: toNumber(amount),
    crit: line.includes(CRIT_MARK),
    blocked,
  };
}

function drained(target: HitTarget, amount: string | undefined): Hit[] {
  return amount === undefined ? [] : [{ target, kind: 'heal', amount: toNumber(amount) }];
}

function toNumber(text: string): number {
  return Number(text.replaceAll(',', ''));
}
