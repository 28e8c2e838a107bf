import { describe, expect, it } from 'vitest';
import { fairDraw, fairForge, serverSeedHash } from './fair-draw';
import { parseVerifyArgs, runVerify, type ParsedVerifyArgs } from './fair-verify';
import { findBox } from './gacha';
import { planForge } from './forge';

const SEED = '3c'.repeat(32);
const base = ['--server-seed', SEED, '--client-seed', 'my seed', '--nonce', '7'];
const draw = [...base, '--box', '0', '--amount', '11', '--pity', '3'];

const requestOf = (parsed: ParsedVerifyArgs) => {
  if (!parsed.ok || parsed.help) throw new Error(JSON.stringify(parsed));
  return parsed.request;
};
const errorOf = (argv: string[]) => {
  const parsed = parseVerifyArgs(argv);
  return parsed.ok ? null : parsed.error;
};

describe('npm run verify: arguments', () => {
  it('reads a draw request, with --name value or --name=value', () => {
    const request = requestOf(parseVerifyArgs(draw));
    expect(request).toEqual({
      kind: 'draw',
      input: { serverSeed: SEED, clientSeed: 'my seed', nonce: 7 },
      box: findBox(0),
      amount: 11,
      pityBefore: 3,
    });
    const joined = draw.reduce<string[]>(
      (out, arg, i) => (i % 2 === 0 ? [...out, `${arg}=${draw[i + 1]}`] : out),
      [],
    );
    expect(requestOf(parseVerifyArgs(joined))).toEqual(request);
  });

  it('takes the pity as a number, as JSON, or as a draw’s whole fairness object', () => {
    const pityOf = (p: string) => {
      const r = requestOf(parseVerifyArgs([...base, '--box', '1', '--amount', '1', '--pity', p]));
      return r.kind === 'draw' ? r.pityBefore : null;
    };
    expect(pityOf('0')).toBe(0);
    expect(pityOf('19')).toBe(19);
    expect(pityOf('{"pity_before":3}')).toBe(3);
    expect(pityOf(JSON.stringify({ server_seed_hash: 'x', nonce: 2, pity_before: 12 }))).toBe(12);
  });

  it('reads a forging and an upper-case seed and hash', () => {
    const hash = serverSeedHash(SEED).toUpperCase();
    const request = requestOf(
      parseVerifyArgs([
        '--server-seed',
        SEED.toUpperCase(),
        '--server-seed-hash',
        hash,
        '--client-seed',
        'c',
        '--nonce',
        '0',
        '--forge',
        '--materials',
        'iron-ore, star-metal,demon-hide',
      ]),
    );
    expect(request).toMatchObject({
      kind: 'forge',
      input: { serverSeed: SEED, clientSeed: 'c', nonce: 0 },
      hash: hash.toLowerCase(),
      plan: { materialIds: ['iron-ore', 'star-metal', 'demon-hide'], starMetal: 1 },
    });
  });

  it('answers --help with no request', () => {
    expect(parseVerifyArgs(['--help'])).toEqual({ ok: true, help: true });
  });

  it.each([
    [[], '--server-seed is required.'],
    [base.slice(2), '--server-seed is required.'],
    [
      ['--server-seed', 'abc', ...base.slice(2)],
      '--server-seed must be 64 hexadecimal characters.',
    ],
    [
      ['--server-seed', 'zz'.repeat(32), ...base.slice(2)],
      '--server-seed must be 64 hexadecimal characters.',
    ],
    [
      [...base.slice(0, 2), '--client-seed', '', '--nonce', '1'],
      '--client-seed must be 1-64 printable characters.',
    ],
    [
      [...base.slice(0, 2), '--client-seed', 'x'.repeat(65), '--nonce', '1'],
      '--client-seed must be 1-64 printable characters.',
    ],
    [[...base.slice(0, 4), '--nonce', '-1'], '--nonce must be a whole number.'],
    [[...base.slice(0, 4), '--nonce', '1.5'], '--nonce must be a whole number.'],
    [[...base.slice(0, 4), '--nonce', '01'], '--nonce must be a whole number.'],
    [[...base.slice(0, 4), '--nonce', '9'.repeat(20)], '--nonce must be a whole number.'],
    [[...base, '--amount', '1', '--pity', '0'], '--box is required for a draw.'],
    [[...base, '--box', '99', '--amount', '1', '--pity', '0'], 'there is no box "99"'],
    [[...base, '--box', '0', '--amount', '10', '--pity', '0'], '--amount must be 1 or 11.'],
    [[...base, '--box', '0', '--amount', '1', '--pity', '-1'], '--pity must be a whole number'],
    [[...base, '--box', '0', '--amount', '1', '--pity', 'three'], '--pity must be a whole number'],
    [
      [...base, '--box', '0', '--amount', '1', '--pity', '{"pity":3}'],
      '--pity must be a whole number',
    ],
    [
      [...draw, '--server-seed-hash', 'abc'],
      '--server-seed-hash must be 64 hexadecimal characters.',
    ],
    [[...draw, '--nonce', '8'], '--nonce is given twice.'],
    [[...draw, '--colour', 'red'], 'Unknown option --colour.'],
    [[...draw, 'stray'], 'Unexpected argument "stray".'],
    [[...draw.slice(0, -1)], '--pity needs a value.'],
    [[...base, '--forge'], '--forge needs --materials a,b,c.'],
    [
      [...base, '--forge=yes', '--materials', 'iron-ore,iron-ore,iron-ore'],
      '--forge takes no value.',
    ],
    [[...base, '--forge', '--materials', 'iron-ore,iron-ore'], 'exactly 3 materials'],
    [[...base, '--forge', '--materials', 'iron-ore,iron-ore,potion-minor'], 'forge material ids'],
    [
      [...base, '--forge', '--box', '0', '--materials', 'iron-ore,iron-ore,iron-ore'],
      '--box is for a draw',
    ],
    [[...draw, '--materials', 'iron-ore,iron-ore,iron-ore'], '--materials is for a forging'],
  ])('refuses %j: %s', (argv, message) => {
    expect(errorOf(argv)).toContain(message);
  });
});

describe('npm run verify: the roll', () => {
  it('gives fairDraw’s items, named as the draw answers them', () => {
    const request = requestOf(
      parseVerifyArgs([...base, '--box', '2', '--amount', '11', '--pity', '0']),
    );
    const result = runVerify(request);
    const { draws } = fairDraw(
      { serverSeed: SEED, clientSeed: 'my seed', nonce: 7 },
      findBox(2)!,
      11,
      0,
    );
    expect(result).toEqual({
      ok: true,
      items: draws.map((d) => ({
        name: d.item?.name ?? 'Handful of Ash',
        rarity: d.outcome,
        level: d.item?.level ?? null,
        item_id: d.item?.id ?? null,
        source: d.source,
      })),
    });
  });

  it('gives fairForge’s piece for a forging', () => {
    const argv = [...base, '--forge', '--materials', 'star-metal,star-metal,ember-shard'];
    const plan = planForge(['star-metal', 'star-metal', 'ember-shard']);
    if (!plan.ok) throw new Error('plan');
    const { item, rarity } = fairForge({ serverSeed: SEED, clientSeed: 'my seed', nonce: 7 }, plan);
    expect(runVerify(requestOf(parseVerifyArgs(argv)))).toEqual({
      ok: true,
      items: [{ name: item.name, rarity, level: item.level, item_id: item.id }],
    });
  });

  it('checks the seed against the committed hash', () => {
    const honest = requestOf(
      parseVerifyArgs([...draw, '--server-seed-hash', serverSeedHash(SEED)]),
    );
    expect(runVerify(honest).ok).toBe(true);
    const other = serverSeedHash('3d'.repeat(32));
    const result = runVerify(requestOf(parseVerifyArgs([...draw, '--server-seed-hash', other])));
    expect(result).toEqual({
      ok: false,
      error: expect.stringContaining('does not match the committed hash'),
    });
  });
});
