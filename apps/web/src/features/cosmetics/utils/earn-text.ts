import { findCosmetic } from '@demonbane/game/cosmetics';

const TIMES = ['', 'once', 'twice'];

/** What earns an earned cosmetic, from the game's table: "Ascend twice", "Clear tower floor 250". */
export function earnText(cosmeticId: string): string | null {
  const need = findCosmetic(cosmeticId)?.earned;
  if (!need) return null;
  const parts: string[] = [];
  if (need.ascensions) parts.push(`ascend ${TIMES[need.ascensions] ?? `${need.ascensions} times`}`);
  if (need.highestHunt) parts.push(`clear tower floor ${need.highestHunt}`);
  const text = parts.join(' and ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
