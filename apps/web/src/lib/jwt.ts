/**
 * Reads a JWT's claims without verifying them. The server verifies the cookie;
 * the client only needs to know when its copy has run out (spec §4).
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(padded));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** An unreadable token counts as expired, so a corrupt stored session logs out cleanly. */
export function isTokenExpired(token: string, nowMs: number): boolean {
  const claims = decodeJwtPayload(token);
  if (!claims) return true;
  if (typeof claims.exp !== 'number') return false;
  return claims.exp * 1000 <= nowMs;
}
