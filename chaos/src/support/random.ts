import { randomInt } from 'node:crypto';

/** Randomness for the load and the kill times (crypto: the lint rule keeps Math.random out). */
export const between = (min: number, max: number): number => randomInt(min, max + 1);
export const chance = (p: number): boolean => randomInt(0, 1_000_000) < p * 1_000_000;

export function pick<T>(items: readonly T[]): T | undefined {
  return items.length ? items[randomInt(0, items.length)] : undefined;
}

export function weighted<T>(choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((s, [, w]) => s + w, 0);
  let roll = randomInt(0, total);
  for (const [value, w] of choices) {
    if ((roll -= w) < 0) return value;
  }
  return choices[0]![0];
}

/** A random loopback address (127.16–254.x.y): each one is a separate client to the server. */
export function loopbackAddress(): string {
  return `127.${between(16, 254)}.${between(0, 255)}.${between(1, 254)}`;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
