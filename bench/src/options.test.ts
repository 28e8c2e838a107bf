import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOptions, scenariosOfVariant, type BenchOptions } from './options';

function parse(argv: string[], env: NodeJS.ProcessEnv = {}): BenchOptions {
  const parsed = parseOptions(argv, env);
  if ('help' in parsed) throw new Error('asked for help');
  return parsed;
}

/** A file to stand in for another build's bundle (only its existence is checked here). */
function someBundle(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'bench-options-')), 'server.js');
  writeFileSync(path, '');
  return path;
}

describe('bench options: variants', () => {
  it('measures both variants by default, the client-true one first', () => {
    expect(parse([]).variants).toEqual(['client-true', 'best-case']);
  });

  it('takes --variants over BENCH_VARIANTS, in the order given, each once', () => {
    expect(parse(['--variants', 'best-case'], { BENCH_VARIANTS: 'client-true' }).variants).toEqual([
      'best-case',
    ]);
    expect(parse([], { BENCH_VARIANTS: 'best-case, client-true,best-case' }).variants).toEqual([
      'best-case',
      'client-true',
    ]);
  });

  it('runs the scenarios in the canonical order whatever order they were given in', () => {
    expect(parse(['--scenarios', 'loop,health,hunt']).scenarios).toEqual([
      'health',
      'hunt',
      'loop',
    ]);
  });

  it('refuses an unknown or empty variant list', () => {
    expect(() => parse(['--variants', 'fast'])).toThrow(/Unknown variant\(s\) fast/);
    expect(() => parse(['--variants', ','])).toThrow(/No variant given/);
  });

  it('runs every scenario but db in the first variant, only hunt and loop in the others', () => {
    const options = parse(['--scenarios', 'health,user,hunt,stall,loop,db']);
    expect(scenariosOfVariant(options, 0)).toEqual(['health', 'user', 'hunt', 'stall', 'loop']);
    expect(scenariosOfVariant(options, 1)).toEqual(['hunt', 'loop']);
    expect(scenariosOfVariant(parse(['--scenarios', 'user']), 1)).toEqual([]);
  });
});

describe('bench options: another server bundle', () => {
  it('is absent unless given', () => {
    expect(parse([]).serverBundle).toBeUndefined();
  });

  it('takes --server-bundle or BENCH_SERVER_BUNDLE, and leaves db out of the defaults', () => {
    const bundle = someBundle();
    const byFlag = parse(['--server-bundle', bundle]);
    expect(byFlag.serverBundle).toBe(bundle);
    expect(byFlag.scenarios).not.toContain('db');
    expect(byFlag.scenarios).toContain('loop');
    expect(parse([], { BENCH_SERVER_BUNDLE: bundle }).serverBundle).toBe(bundle);
    expect(parse([]).scenarios).toContain('db');
  });

  it('refuses a bundle that does not exist, and db asked for with another bundle', () => {
    expect(() => parse(['--server-bundle', '/nonexistent/dist/server.js'])).toThrow(
      /does not exist/,
    );
    expect(() => parse(['--server-bundle', someBundle(), '--scenarios', 'hunt,db'])).toThrow(
      /'db' scenario/,
    );
  });
});
