/**
 * Pearson's chi-square goodness-of-fit test, used by the gacha tests and by the
 * public audit page to compare observed draws with the published table.
 */
export function chiSquare(
  observed: readonly number[],
  expectedShares: readonly number[],
): { statistic: number; df: number; pValue: number } {
  const total = observed.reduce((s, n) => s + n, 0);
  let statistic = 0;
  let df = -1;
  for (let i = 0; i < observed.length; i++) {
    const expected = total * (expectedShares[i] ?? 0);
    if (expected <= 0) continue;
    statistic += (observed[i]! - expected) ** 2 / expected;
    df++;
  }
  df = Math.max(1, df);
  return { statistic, df, pValue: total === 0 ? 1 : 1 - regularizedGammaP(df / 2, statistic / 2) };
}

/** P(a, x), the regularized lower incomplete gamma function (series / continued fraction). */
export function regularizedGammaP(a: number, x: number): number {
  if (x <= 0) return 0;
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 500; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-14) break;
    }
    return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
  }
  // Lentz's continued fraction for Q(a, x).
  let b = x + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-14) break;
  }
  return 1 - Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}

/** ln Γ(z), Lanczos approximation. */
export function logGamma(z: number): number {
  const g = 7;
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
  ];
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - logGamma(1 - z);
  const x = z - 1;
  let a = c[0]!;
  const t = x + g + 0.5;
  for (let i = 1; i < g + 2; i++) a += c[i]! / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}
