import { isIPv4, isIPv6 } from 'node:net';

/**
 * The unit that limits count a client by: an IPv4 address, or an IPv6 /64 (one
 * subscriber usually holds a whole /64, so keying by full address would give an
 * attacker unlimited fresh keys). IPv4-mapped IPv6 counts as the IPv4 address.
 */
export function addressKey(ip: string): string {
  const bare = ip.split('%')[0]!.toLowerCase();
  if (!isIPv6(bare)) return bare;
  const groups = expandIPv6(bare);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** Eight 16-bit groups of a valid IPv6 address (with '::' and a dotted IPv4 tail expanded). */
function expandIPv6(address: string): number[] {
  let text = address;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (isIPv4(tail)) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((g) => Number.parseInt(g, 16)) : [];
  const left = parse(head);
  const right = parse(rest);
  const zeros = rest === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}
