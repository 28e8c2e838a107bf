import type { ApiRoute } from '@demonbane/shared/api-contract';
import {
  KEY_LIFE_SECONDS,
  KEYS_KEPT_PER_PLAYER,
  REFUSAL_LIFE_SECONDS,
  type IdempotencyClass,
} from '@demonbane/shared/idempotency-retention';

/** docs/api.md's list of idempotent routes lies between these lines. */
export const SECTION_START =
  '<!-- idempotent-routes:start (written by `npm run docs:api` from the route contracts) -->';
export const SECTION_END = '<!-- idempotent-routes:end -->';

const CLASS_NAMES: Record<IdempotencyClass, string> = {
  economy: 'Economy calls',
  free: 'Free calls (no balance changes)',
};

function duration(seconds: number): string {
  const [n, unit] =
    seconds % 3600 === 0
      ? [seconds / 3600, 'hour']
      : seconds % 60 === 0
        ? [seconds / 60, 'minute']
        : [seconds, 'second'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** The list, from the contracts: each class's routes and how long their answers are kept. */
export function idempotentRoutesList(routes: readonly ApiRoute[]): string {
  const classes = Object.keys(KEY_LIFE_SECONDS) as IdempotencyClass[];
  const lines = classes.map((c) => {
    const paths = routes.filter((r) => r.idempotent === c).map((r) => `\`${r.method} ${r.path}\``);
    return `- ${CLASS_NAMES[c]}, first answer kept ${duration(KEY_LIFE_SECONDS[c])}: ${paths.join(', ')}.`;
  });
  lines.push(
    `- A refusal's answer is kept ${duration(REFUSAL_LIFE_SECONDS)} (or its call's time, if shorter), ` +
      `and only each player's newest ${KEYS_KEPT_PER_PLAYER} keys are kept, however young the older ones.`,
  );
  return lines.join('\n');
}

/** `doc` with the list between the markers written afresh; nothing else changes. */
export function withIdempotentRoutes(doc: string, routes: readonly ApiRoute[]): string {
  const start = doc.indexOf(SECTION_START);
  const end = doc.indexOf(SECTION_END);
  if (start < 0 || end < start) {
    throw new Error(`docs/api.md lacks the lines ${SECTION_START} and ${SECTION_END}`);
  }
  const body = `\n\n${idempotentRoutesList(routes)}\n\n`;
  return doc.slice(0, start + SECTION_START.length) + body + doc.slice(end);
}
