import { describe, expect, it } from 'vitest';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveJwtSecret } from './jwt-secret';

describe('resolveJwtSecret', () => {
  it('prefers the configured secret', () => {
    expect(resolveJwtSecret('x'.repeat(40), '/nonexistent')).toBe('x'.repeat(40));
  });

  it('generates a secret once, keeps it private, and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dh-secret-'));
    const first = resolveJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
    expect(resolveJwtSecret(undefined, dir)).toBe(first);
  });
});
