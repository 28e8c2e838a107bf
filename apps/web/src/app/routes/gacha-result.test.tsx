import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { facedAtMs } from '@/features/gacha/utils/reveal-timing';
import { BOXES, HISTORY, MULTI_DRAW, SINGLE_DRAW } from '@/features/gacha/testing/fixtures';
import type { GachaResultState } from '@/features/gacha/utils/draw-state';
import { makeUserView } from '@/testing/fixtures';
import { expectFirstRequest, mockApi, type MockReply } from '@/testing/mock-api';
import { loggedInSession } from '@/testing/render-app';
import { renderRoutesWithState } from '@/testing/render-with-state';
import { expectAlert, itemTexts } from '@/testing/assertions';
import { routes } from '../routes-config';

/** Generous waits for a draw's round trip and the new result (CI machines can be busy). */
const SLOW = { timeout: 4000 };

const hero = loggedInSession({ job_name: 'Warrior', gold: 1500, soul: 30 });

const satchelX11: GachaResultState = { box: BOXES[2]!, amount: 11, result: MULTI_DRAW };
const cofferX1: GachaResultState = { box: BOXES[0]!, amount: 1, result: SINGLE_DRAW };

function api(draw: MockReply | (() => never) = { status: 200, body: SINGLE_DRAW }) {
  return mockApi((path) => {
    if (path === '/gacha') return typeof draw === 'function' ? draw() : draw;
    if (path === '/gacha/boxs') return { status: 200, body: { success: true, data: BOXES } };
    if (path === '/gacha/history') return { status: 200, body: HISTORY };
    if (path === '/user') return { status: 200, body: { user: makeUserView() } };
    return { status: 404 };
  });
}

function renderResult(state?: unknown) {
  return renderRoutesWithState(routes, {
    entry: { pathname: '/gacha/result', state },
    session: hero,
  });
}

describe('/gacha/result', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('redirects to /gacha without draw state', async () => {
    api();
    const { router } = renderResult();
    await waitFor(() => expect(router.state.location.pathname).toBe('/gacha'));
    expect(await screen.findByRole('article', { name: 'Ashen Coffer' })).toBeDefined();
  });

  it('redirects to /gacha when the state is not a draw', async () => {
    api();
    const { router } = renderResult({ box: BOXES[0], amount: 3 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/gacha'));
  });

  it('shows a drawn piece’s level and affixes', () => {
    api();
    const blade = {
      ...SINGLE_DRAW.items[0]!,
      name: 'Hellforged Blade',
      level: 20,
      affixes: [{ kind: 'damage' as const, value: 0.15, text: '+15% damage' }],
    };
    renderResult({ ...cofferX1, result: { ...SINGLE_DRAW, items: [blade] } });
    const piece = within(screen.getByRole('article', { name: 'Hellforged Blade' }));
    expect(piece.getByText('Level 20')).toBeDefined();
    expect(itemTexts(piece.getByRole('list', { name: 'Affixes' }))).toEqual(['+15% damage']);
  });

  it('shows every piece with its rarity colour, stats, description and marks', () => {
    api();
    renderResult(satchelX11);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pilgrim’s Satchel');
    expect(screen.getByText('Eleven boxes creak open…')).toBeDefined();
    const pieces = within(screen.getByRole('list', { name: 'Drawn pieces' }));
    const cards = pieces.getAllByRole('article');
    expect(cards).toHaveLength(11);

    const vest = cards[0]!;
    expect(vest.getAttribute('data-rarity')).toBe('common');
    expect(vest.getAttribute('style')).toContain('--glow: var(--rarity-common)');
    expect(within(vest).getByText('Common')).toBeDefined();
    expect(
      within(vest)
        .getAllByRole('term')
        .map((dt) => `${dt.textContent} ${dt.nextSibling?.textContent}`),
    ).toEqual(['ATK 0', 'DEF +4', 'SPD 0']);
    expect(within(vest).getByText('Quilted linen.')).toBeDefined();

    const ash = within(pieces.getByRole('article', { name: 'Handful of Ash' }));
    expect(ash.getByText('Nothing')).toBeDefined();
    expect(ash.getByText('The box held nothing but ash. It happens.')).toBeDefined();
    expect(ash.queryByText(/^Level/)).toBeNull();
    const ashCard = pieces.getByRole('article', { name: 'Handful of Ash' });
    expect(ashCard.getAttribute('data-rarity')).toBe('none');
    expect(ashCard.getAttribute('style')).toContain('--glow: #ffffff');

    const ring = pieces.getByRole('article', { name: 'Ring of Embers' });
    expect(ring.getAttribute('data-rarity')).toBe('rare');
    expect(within(ring).getByText('Guaranteed')).toBeDefined();

    expect(screen.getByText('Gold left').parentElement?.textContent).toContain('500');
    expect(screen.getByText('48 / 100 draws to a guaranteed Epic')).toBeDefined();
  });

  it('tells each piece’s rarity in the summary only as its card turns', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    api();
    renderResult(satchelX11);
    const chips = () =>
      within(screen.getByRole('list', { name: 'Draw summary' }))
        .queryAllByRole('listitem')
        .map((li) => li.textContent);
    const eyebrow = () => screen.getByText(/^Draw result/).textContent;
    // The box has opened; no card has turned yet.
    expect(chips()).toEqual([]);
    expect(eyebrow()).toBe('Draw result · x11');
    act(() => vi.advanceTimersByTime(facedAtMs(0)));
    expect(chips()).toEqual(['1 × Common']);
    act(() => vi.advanceTimersByTime(facedAtMs(9) - facedAtMs(0)));
    expect(chips()).toEqual(['9 × Common', '1 × Nothing']);
    expect(eyebrow()).toBe('Draw result · x11 · best Common');
    act(() => vi.advanceTimersByTime(facedAtMs(10) - facedAtMs(9)));
    expect(chips()).toEqual(['1 × Rare', '9 × Common', '1 × Nothing']);
    expect(eyebrow()).toBe('Draw result · x11 · best Rare');
  });

  it('draws again (same box, x1 or x11) and replaces the result', async () => {
    const fetchMock = api({ status: 200, body: { ...SINGLE_DRAW, currencyRemaining: 400 } });
    const { router, store } = renderResult(satchelX11);
    const again = within(screen.getByRole('region', { name: 'Draw again' }));
    expect(
      again.getByRole('button', {
        name: 'Draw again x11 from Pilgrim’s Satchel, 1,000 gold, 1 Free!',
      }).textContent,
    ).toContain('1 Free!');
    const actionBefore = router.state.historyAction;
    fireEvent.click(
      again.getByRole('button', { name: 'Draw again x1 from Pilgrim’s Satchel, 100 gold' }),
    );

    expect(await screen.findByText('Ashen Longsword', {}, SLOW)).toBeDefined();
    expect(screen.queryByText('Padded Vest')).toBeNull();
    expectFirstRequest(fetchMock, '/gacha', { box: 2, amount: 1 });
    expect(router.state.location.pathname).toBe('/gacha/result');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(actionBefore).toBe('POP');
    expect(router.state.location.state).toMatchObject({ amount: 1, box: { index: 2 } });
    expect(store.getState().session.gold).toBe(400);
  });

  it('updates souls after a soul box is drawn again', async () => {
    api({
      status: 200,
      body: { ...SINGLE_DRAW, currency: 'soul', currencyRemaining: 20 },
    });
    const { store } = renderResult({ ...cofferX1, box: BOXES[1]! });
    fireEvent.click(
      screen.getByRole('button', { name: 'Draw again x1 from Abyssal Reliquary, 10 souls' }),
    );
    await waitFor(() => expect(store.getState().session.soul).toBe(20));
    expect(store.getState().session.gold).toBe(1500);
  });

  it("shows the server's message when drawing again is refused", async () => {
    api({ status: 409, body: { success: false, message: 'Not enough gold: x11 costs 1000.' } });
    const { store } = renderResult(cofferX1);
    fireEvent.click(
      screen.getByRole('button', { name: 'Draw again x11 from Ashen Coffer, 3,000 gold, 1 Free!' }),
    );
    await expectAlert('Not enough gold: x11 costs 1000.');
    expect(screen.getByText('Ashen Longsword')).toBeDefined();
    expect(store.getState().session.gold).toBe(1500);
  });

  it("falls back to 'Failed to draw again' for a refusal without a message", async () => {
    api({ status: 400 });
    renderResult(cofferX1);
    fireEvent.click(
      screen.getByRole('button', { name: 'Draw again x1 from Ashen Coffer, 300 gold' }),
    );
    await expectAlert('Failed to draw again');
  });

  it("says 'Error performing draw. Please try again.' when the request fails", async () => {
    api(() => {
      throw new TypeError('Failed to fetch');
    });
    renderResult(cofferX1);
    fireEvent.click(
      screen.getByRole('button', { name: 'Draw again x1 from Ashen Coffer, 300 gold' }),
    );
    await expectAlert('Error performing draw. Please try again.');
  });

  it('links back to the boxes', () => {
    api();
    renderResult(cofferX1);
    expect(screen.getByRole('link', { name: 'Back to the boxes' }).getAttribute('href')).toBe(
      '/gacha',
    );
  });
});
