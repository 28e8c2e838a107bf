import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FAIRNESS,
  REVEALED_HASH,
  REVEALED_SEED,
  ROTATED,
} from '@/features/fairness/testing/fairness-fixtures';
import { revealedSeed } from '@/features/fairness/utils/fair-memory';
import { BOXES, HISTORY, SEED_HASH, SINGLE_DRAW } from '@/features/gacha/testing/fixtures';
import { makeUserView } from '@/testing/fixtures';
import {
  expectFirstRequest,
  mockApiWithDefaults,
  requestsTo,
  type MockOverride,
} from '@/testing/mock-api';
import { loggedInSession, renderRoutes } from '@/testing/render-app';
import { renderRoutesWithState } from '@/testing/render-with-state';
import { routes } from '../routes-config';

const hero = loggedInSession({ job_name: 'Warrior', gold: 1500, soul: 30 });

function api(override?: MockOverride) {
  return mockApiWithDefaults(
    {
      '/gacha/boxs': { success: true, data: BOXES },
      '/gacha/history': HISTORY,
      '/user': { user: makeUserView() },
      '/fairness': FAIRNESS,
      '/fairness/rotate': ROTATED,
    },
    override,
  );
}

async function openPanel() {
  await renderRoutes(routes, { path: '/gacha', session: hero });
  const panel = within(await screen.findByRole('region', { name: 'Provably fair' }));
  await panel.findByText(REVEALED_HASH);
  return panel;
}

/** The panel's terms and what each reads. */
const seedRows = (panel: ReturnType<typeof within>) =>
  panel
    .getAllByRole('term')
    .map((dt: HTMLElement) => [dt.textContent, dt.nextSibling?.textContent]);

/** What SINGLE_DRAW's Verify link names: its seeds, box, amount and pity before. */
const DRAW_QUERY = {
  hash: SEED_HASH,
  client_seed: 'lucky-vesper',
  nonce: '4',
  box: '0',
  amount: '1',
  pity: '12',
};

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the gacha’s provably fair panel', () => {
  it('shows the committed hash before any draw, the client seed and the nonce', async () => {
    const fetchMock = api();
    const panel = await openPanel();
    expect(seedRows(panel)).toEqual([
      ['Server seed hash', REVEALED_HASH],
      ['Client seed', 'lucky-vesperChange'],
      ['Nonce', '4 draws made with this seed so far'],
    ]);
    expectFirstRequest(fetchMock, '/fairness');
  });

  it('changes the client seed, showing the server’s 400 message as it says it', async () => {
    const refusal = 'client_seed must be 1-64 printable characters.';
    const fetchMock = api((path, body) => {
      if (path !== '/fairness/client-seed') return undefined;
      if (body.client_seed === 'tab\there') return { status: 400, body: { message: refusal } };
      return { status: 200, body: { ...FAIRNESS, client_seed: body.client_seed } };
    });
    const panel = await openPanel();
    fireEvent.click(panel.getByRole('button', { name: 'Change' }));
    const input = panel.getByLabelText('New client seed');
    fireEvent.change(input, { target: { value: 'tab\there' } });
    fireEvent.click(panel.getByRole('button', { name: 'Save' }));
    expect((await panel.findByRole('alert')).textContent).toBe(refusal);

    fireEvent.change(input, { target: { value: 'my own luck' } });
    fireEvent.click(panel.getByRole('button', { name: 'Save' }));
    expect(await panel.findByText('my own luck')).toBeDefined();
    expect(panel.queryByLabelText('New client seed')).toBeNull();
    expect(requestsTo(fetchMock, '/fairness/client-seed').map((r) => r.body.client_seed)).toEqual([
      'tab\there',
      'my own luck',
    ]);
  });

  it('rotates after a confirmation, reveals the seed and links the verifier prefilled', async () => {
    const fetchMock = api();
    const panel = await openPanel();
    fireEvent.click(panel.getByRole('button', { name: 'Rotate seed' }));
    const ask = within(panel.getByRole('alertdialog'));
    fireEvent.click(ask.getByRole('button', { name: 'Keep this seed' }));
    expect(requestsTo(fetchMock, '/fairness/rotate')).toHaveLength(0);

    fireEvent.click(panel.getByRole('button', { name: 'Rotate seed' }));
    fireEvent.click(
      within(panel.getByRole('alertdialog')).getByRole('button', { name: 'Rotate seed' }),
    );
    const revealed = within(await panel.findByRole('region', { name: 'Revealed server seed' }));
    expect(revealed.getByText(REVEALED_SEED)).toBeDefined();
    // The new commitment replaces the old one, the nonce back to 0.
    expect(await panel.findByText(ROTATED.next.server_seed_hash)).toBeDefined();
    const link = new URL(
      revealed.getByRole('link', { name: 'Verify my draws' }).getAttribute('href')!,
      'http://x',
    );
    expect(link.pathname).toBe('/fairness');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      server_seed: REVEALED_SEED,
      hash: REVEALED_HASH,
      client_seed: 'lucky-vesper',
      nonce: '3',
    });
    // Kept by this browser, so a draw's own Verify link finds it later.
    expect(revealedSeed(REVEALED_HASH)).toBe(REVEALED_SEED);
    expect(requestsTo(fetchMock, '/fairness/rotate')).toHaveLength(1);
  });

  it('after a rotation, Verify my draws opens the last draw on that seed, every field filled', async () => {
    api((path) =>
      path === '/fairness'
        ? { status: 200, body: { ...FAIRNESS, server_seed_hash: SEED_HASH } }
        : path === '/fairness/rotate'
          ? {
              status: 200,
              body: { ...ROTATED, revealed: { ...ROTATED.revealed, server_seed_hash: SEED_HASH } },
            }
          : undefined,
    );
    // The draw's result remembers its seeds.
    const result = renderRoutesWithState(routes, {
      entry: {
        pathname: '/gacha/result',
        state: { box: BOXES[0], amount: 1, result: SINGLE_DRAW },
      },
      session: hero,
    });
    await screen.findByRole('region', { name: 'Provably fair' });
    result.unmount();

    await renderRoutes(routes, { path: '/gacha', session: hero });
    const panel = within(await screen.findByRole('region', { name: 'Provably fair' }));
    fireEvent.click(await panel.findByRole('button', { name: 'Rotate seed' }));
    fireEvent.click(
      within(panel.getByRole('alertdialog')).getByRole('button', { name: 'Rotate seed' }),
    );
    const link = await panel.findByRole('link', { name: 'Verify my draws' });
    const query = Object.fromEntries(new URL(link.getAttribute('href')!, 'http://x').searchParams);
    expect(query).toEqual({ server_seed: REVEALED_SEED, ...DRAW_QUERY });
  });
});

describe('a draw’s result', () => {
  it('shows its seeds compactly with a Verify link naming them, and says a rotation is needed', async () => {
    api();
    renderRoutesWithState(routes, {
      entry: {
        pathname: '/gacha/result',
        state: { box: BOXES[0], amount: 1, result: SINGLE_DRAW },
      },
      session: hero,
    });
    const fair = within(await screen.findByRole('region', { name: 'Provably fair' }));
    expect(seedRows(fair)).toEqual([
      ['Seed hash', `${SEED_HASH.slice(0, 12)}…`],
      ['Client seed', 'lucky-vesper'],
      ['Nonce', '4'],
      ['Pity before', '12'],
    ]);
    expect(fair.getByText(/needs its server seed, revealed when you rotate it/)).toBeDefined();
    const query = Object.fromEntries(
      new URL(fair.getByRole('link', { name: 'Verify' }).getAttribute('href')!, 'http://x')
        .searchParams,
    );
    expect(query).toEqual(DRAW_QUERY);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });
});
