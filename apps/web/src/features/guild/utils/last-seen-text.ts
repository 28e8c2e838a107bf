import { durationText } from '@/lib/duration-text';

/** When a member was last about, in words: "online now", "3 h ago", "never since joining". */
export function lastSeenText(lastSeen: string | null, now: number): string {
  if (lastSeen === null) return 'not seen since joining';
  const seconds = Math.floor((now - Date.parse(lastSeen)) / 1000);
  if (seconds < 5 * 60) return 'active now';
  return `seen ${durationText(seconds).split(' ').slice(0, 2).join(' ')} ago`;
}
