/**
 * Reads one sample out of a Prometheus text answer: the value of `name` whose labels
 * are exactly `labels`, or undefined when there is no such series.
 */
export function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const got = new Map(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map(
        (m) => [m[1]!, m[2]!] as const,
      ),
    );
    if (got.size === wanted.length && wanted.every(([k, v]) => got.get(k) === v)) {
      return Number(match[3]);
    }
  }
  return undefined;
}

/** GET a metrics listener's /metrics and return its text (expects a 200). */
export async function scrape(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/metrics`);
  if (res.status !== 200) throw new Error(`GET /metrics answered ${res.status}`);
  return res.text();
}
