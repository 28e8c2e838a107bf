/** A JSON call made during setup (not measured): anything but the expected status throws. */
export async function callApi<T>(
  baseUrl: string,
  path: string,
  options: { body?: unknown; token?: string; expect: number },
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(options.body ?? {}),
  });
  const text = await res.text();
  if (res.status !== options.expect) {
    throw new Error(
      `POST /api${path} answered ${res.status} (expected ${options.expect}): ${text}`,
    );
  }
  return JSON.parse(text) as T;
}

/** Runs `fn` over `items` with at most `limit` calls in flight; results keep their order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
