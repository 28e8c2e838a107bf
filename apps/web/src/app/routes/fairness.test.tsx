import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fairDraw, fairForge } from '@demonbane/game/fair-draw';
import { boxByIndex, EMPTY_DRAW } from '@demonbane/game/gacha';
import { planForge } from '@demonbane/game/forge';
import { REVEALED_HASH, REVEALED_SEED } from '@/features/fairness/testing/fairness-fixtures';
import { rememberDraw, rememberSeed } from '@/features/fairness/utils/fair-memory';
import { verifyLink } from '@/features/fairness/utils/verify-query';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';
import { routes } from '../routes-config';

const seeds = { serverSeed: REVEALED_SEED, clientSeed: 'lucky-vesper' };

async function openVerifier(link: string) {
  const fetchMock = mockApi(() => ({ status: 500 }));
  await renderRoutes(routes, { path: link });
  await screen.findByRole('heading', { level: 1, name: 'Verify a draw' });
  return fetchMock;
}

/** The recomputed pieces as "name · rarity" rows. */
function pieces(): string[] {
  return within(screen.getByRole('list', { name: 'Recomputed pieces' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
}

/** The hand-checked draw's link as a draw's result writes it: the seed still unknown. */
const HASH_ONLY_LINK = verifyLink({
  clientSeed: 'lucky-vesper',
  nonce: '3',
  box: '0',
  amount: '1',
  pityBefore: '12',
  serverSeedHash: REVEALED_HASH,
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('/fairness', () => {
  it('recomputes a known draw in the browser, logged out, asking the server nothing', async () => {
    // Checked by hand: HMAC-SHA256(seed, "lucky-vesper:3:0") starts c0 2b 2a c1 … (LE words
    // 3224034113, 3857677752, 2024831248, 2751167505); after sfc32's warm-up the roll is
    // 6904 of 10,000 (Uncommon, past Common's 6,000) and the piece 11 of the Coffer's 15.
    const fetchMock = await openVerifier(
      verifyLink({
        ...seeds,
        nonce: '3',
        box: '0',
        amount: '1',
        pityBefore: '12',
        serverSeedHash: REVEALED_HASH,
      }),
    );
    expect(pieces()).toEqual(['Ring of EmbersUncommon · Lv 1']);
    expect(screen.getByText('The seed matches its commitment')).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists an x11 draw as the game’s fairDraw gives it, marks included', async () => {
    await openVerifier(
      verifyLink({ ...seeds, nonce: '4', box: '2', amount: '11', pityBefore: '37' }),
    );
    const expected = fairDraw({ ...seeds, nonce: 4 }, boxByIndex(2), 11, 37).draws;
    const rows = pieces();
    expect(rows).toHaveLength(11);
    rows.forEach((row, i) => {
      expect(row.startsWith(expected[i]!.item?.name ?? EMPTY_DRAW.name)).toBe(true);
      expect(row).toContain(expected[i]!.outcome ?? 'Nothing');
    });
    // This draw met the x11 guarantee on its last piece.
    expect(rows.at(-1)).toContain('Guaranteed');
    // No hash given: the seed's SHA-256 is shown to compare by eye.
    expect(screen.getByText(REVEALED_HASH)).toBeDefined();
  });

  it('flipping one bit of the seed changes the draw and fails the commitment', async () => {
    const flipped = `${REVEALED_SEED.slice(0, 63)}${(parseInt(REVEALED_SEED[63]!, 16) ^ 1).toString(16)}`;
    await openVerifier(
      verifyLink({
        ...seeds,
        nonce: '3',
        box: '0',
        amount: '11',
        pityBefore: '0',
        serverSeedHash: REVEALED_HASH,
      }),
    );
    const before = pieces();
    fireEvent.change(field('Server seed (revealed)'), { target: { value: flipped } });
    expect(screen.getByText('The seed does not match the committed hash')).toBeDefined();
    expect(pieces()).not.toEqual(before);
  });

  it.each([
    [
      'a seed that is not 64 hex characters',
      'Server seed (revealed)',
      'abc',
      /^The server seed is 64 hexadecimal/,
    ],
    ['a nonce that is not a whole number', 'Nonce', '-1', /^The nonce is a whole number/],
    ['an empty client seed', 'Client seed', '', /^The client seed is 1–64/],
    ['a pity that is not a number', 'Pity before', '3.5', /^The pity before the draw/],
  ])('says what is wrong with %s, never crashing', async (_, label, value, message) => {
    await openVerifier(verifyLink({ ...seeds, nonce: '3' }));
    expect(pieces()).toHaveLength(1);
    fireEvent.change(field(label), { target: { value } });
    expect(screen.getByText(message)).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Recomputed pieces' })).toBeNull();
  });

  it('fills in a seed this browser saw revealed, from the hash a draw’s link names', async () => {
    rememberSeed(REVEALED_HASH, REVEALED_SEED);
    await openVerifier(HASH_ONLY_LINK);
    expect(field('Server seed (revealed)').value).toBe(REVEALED_SEED);
    expect(pieces()).toEqual(['Ring of EmbersUncommon · Lv 1']);
  });

  it('lists the other draws remembered on the same seed, each filling the form', async () => {
    const draw = { server_seed_hash: REVEALED_HASH, client_seed: 'lucky-vesper', pity_before: 0 };
    rememberDraw({ ...draw, nonce: 2, box: 0, amount: 11 });
    rememberDraw({ ...draw, nonce: 3, box: 0, amount: 1, pity_before: 12 });
    rememberSeed(REVEALED_HASH, REVEALED_SEED);
    await openVerifier(HASH_ONLY_LINK);
    const others = within(screen.getByRole('region', { name: 'Your draws with this seed' }));
    expect(others.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Nonce 3 · Ashen Coffer x1',
      'Nonce 2 · Ashen Coffer x11',
    ]);
    fireEvent.click(others.getByRole('link', { name: 'Nonce 2 · Ashen Coffer x11' }));
    expect(await screen.findByDisplayValue('2')).toBe(field('Nonce'));
    expect(pieces()).toHaveLength(11);
    expect(field('Server seed (revealed)').value).toBe(REVEALED_SEED);
  });

  it('waits for the seed when the link’s seed is still secret', async () => {
    await openVerifier(
      verifyLink({ clientSeed: 'lucky-vesper', nonce: '3', serverSeedHash: REVEALED_HASH }),
    );
    expect(
      screen.getByText(/^Enter the server seed\. A seed still in use is secret/),
    ).toBeDefined();
  });

  it('checks a forging from its three materials', async () => {
    await openVerifier(
      verifyLink({
        ...seeds,
        nonce: '5',
        mode: 'forge',
        materials: ['iron-ore', 'iron-ore', 'demon-hide'],
      }),
    );
    const plan = planForge(['iron-ore', 'iron-ore', 'demon-hide']);
    if (!plan.ok) throw new Error('a plan of three materials');
    const { item, rarity } = fairForge({ ...seeds, nonce: 5 }, plan);
    expect(pieces()).toEqual([`${item.name}${rarity} · Lv ${item.level}`]);
    fireEvent.change(screen.getByLabelText('Material 3'), { target: { value: '' } });
    expect(screen.getByText('Choose the three materials of the forging.')).toBeDefined();
  });
});
