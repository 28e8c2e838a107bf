import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAIRNESS } from '@/features/fairness/testing/fairness-fixtures';
import { BOXES, HISTORY, MULTI_DRAW, SINGLE_DRAW } from '@/features/gacha/testing/fixtures';
import { makeUserView } from '@/testing/fixtures';
import { expectFirstRequest, mockApi, type MockReply, requestsTo } from '@/testing/mock-api';
import { loggedInSession, renderRoutes, TEST_USER_ID } from '@/testing/render-app';
import { expectAlert } from '@/testing/assertions';
import { routes } from '../routes-config';

/** Generous waits for a draw's round trip and the result screen (CI machines can be busy). */
const SLOW = { timeout: 4000 };

const hero = loggedInSession({ job_name: 'Warrior', gold: 1500, soul: 30 });

interface GachaApi {
  boxes?: MockReply;
  history?: MockReply;
  draw?: MockReply | (() => never);
}

function gachaApi({ boxes, history, draw }: GachaApi = {}) {
  return mockApi((path) => {
    if (path === '/gacha/boxs')
      return boxes ?? { status: 200, body: { success: true, data: BOXES } };
    if (path === '/gacha/history') return history ?? { status: 200, body: HISTORY };
    if (path === '/fairness') return { status: 200, body: FAIRNESS };
    if (path === '/gacha') {
      if (typeof draw === 'function') return draw();
      return draw ?? { status: 200, body: SINGLE_DRAW };
    }
    if (path === '/user')
      return { status: 200, body: { user: makeUserView({ gold: 1500, soul: 30 }) } };
    return { status: 404 };
  });
}

const texts = (els: HTMLElement[]) => els.map((el) => el.textContent);
const card = (name: string) => within(screen.getByRole('article', { name }));

afterEach(() => vi.restoreAllMocks());

describe('/gacha', () => {
  it('lists each box: description, odds as percentages, price, pity and the x11 guarantee', async () => {
    const api = gachaApi();
    await renderRoutes(routes, { path: '/gacha', session: hero });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gacha' })).toBeDefined();
    await screen.findByRole('article', { name: 'Ashen Coffer' });
    expectFirstRequest(api, '/gacha/history');
    expect(api.mock.calls.find(([url]) => url === '/api/gacha/boxs')?.[1]?.method).toBe('GET');

    const coffer = card('Ashen Coffer');
    expect(coffer.getByText('An iron-bound chest pulled from the ash fields.')).toBeDefined();
    const odds = within(coffer.getByLabelText('Published odds of Ashen Coffer'));
    expect(texts(odds.getAllByRole('term'))).toEqual([
      'Common',
      'Uncommon',
      'Rare',
      'Epic',
      'Legendary',
    ]);
    expect(texts(odds.getAllByRole('definition'))).toEqual(['60%', '27%', '10%', '2.5%', '0.5%']);
    expect(coffer.getByText('per draw').parentElement?.textContent).toContain('300 gold');
    expect(
      await coffer.findByText('12 / 60 draws to a guaranteed Epic', { exact: true }),
    ).toBeDefined();
    expect(coffer.getByText('Every x11 draw holds at least one Rare or better.')).toBeDefined();

    const reliquary = card('Abyssal Reliquary');
    expect(reliquary.getByText('per draw').parentElement?.textContent).toContain('10 souls');
    expect(reliquary.getByText('0 / 20 draws to a guaranteed Epic')).toBeDefined();
  });

  it('says which levels of piece each box holds', async () => {
    const strongbox = { ...BOXES[0]!, index: 3, box: 'Drowned Strongbox', levels: [20, 30] };
    gachaApi({ boxes: { status: 200, body: { success: true, data: [...BOXES, strongbox] } } });
    await renderRoutes(routes, { path: '/gacha', session: hero });
    await screen.findByRole('article', { name: 'Drowned Strongbox' });
    expect(card('Drowned Strongbox').getByText('Pieces of level 20–30')).toBeDefined();
    expect(card('Ashen Coffer').getByText('Pieces of level 1')).toBeDefined();
  });

  it("hides the Satchel's 'null' outcome and prices its x11 at 10 × the single price", async () => {
    gachaApi();
    await renderRoutes(routes, { path: '/gacha', session: hero });
    await screen.findByRole('article', { name: 'Pilgrim’s Satchel' });
    const satchel = card('Pilgrim’s Satchel');
    const odds = within(satchel.getByLabelText('Published odds of Pilgrim’s Satchel'));
    expect(texts(odds.getAllByRole('term'))).toEqual(['Common', 'Uncommon', 'Rare', 'Epic']);
    expect(odds.queryByText('null')).toBeNull();
    expect(odds.queryByText('25%')).toBeNull();

    const x1 = satchel.getByRole('button', { name: 'Draw x1 from Pilgrim’s Satchel, 100 gold' });
    expect(x1.textContent).not.toContain('1 Free!');
    const x11 = satchel.getByRole('button', {
      name: 'Draw x11 from Pilgrim’s Satchel, 1,000 gold, 1 Free!',
    });
    expect(x11.textContent).toContain('1 Free!');
    expect(x11.textContent).toContain('1,000');
  });

  it('shows the purse and the last draws, nothing drawn in white', async () => {
    gachaApi();
    await renderRoutes(routes, { path: '/gacha', session: hero });
    const purse = within(await screen.findByLabelText('Purse'));
    expect(purse.getByText('1,500')).toBeDefined();
    expect(purse.getByText('30')).toBeDefined();

    const panel = within(screen.getByRole('region', { name: 'Your last draws' }));
    const axe = await panel.findByText('Cinder Axe');
    expect(axe.style.color).toBe('var(--rarity-epic)');
    expect(axe.parentElement?.textContent).toContain('Pity');
    expect(panel.getByText('Handful of Ash').style.color).toBe('rgb(255, 255, 255)');
    expect(screen.getByRole('link', { name: 'See the odds audit' }).getAttribute('href')).toBe(
      '/gacha/audit',
    );
  });

  it('draws x1 and shows the result with the draw in the router state', async () => {
    const api = gachaApi();
    const { router, store } = await renderRoutes(routes, { path: '/gacha', session: hero });
    await screen.findByRole('article', { name: 'Ashen Coffer' });
    fireEvent.click(screen.getByRole('button', { name: 'Draw x1 from Ashen Coffer, 300 gold' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/gacha/result'), SLOW);
    expect(requestsTo(api, '/gacha')[0]?.body).toEqual({ userId: TEST_USER_ID, box: 0, amount: 1 });
    expect(router.state.location.state).toMatchObject({
      amount: 1,
      box: { index: 0, box: 'Ashen Coffer', price: 300, multi_price: 3000 },
      result: { currencyRemaining: 1200, items: [{ name: 'Ashen Longsword' }] },
    });
    expect(await screen.findByText('Ashen Longsword', {}, SLOW)).toBeDefined();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ashen Coffer');
    expect(store.getState().session.gold).toBe(1200);
  });

  it('draws x11 from the Satchel', async () => {
    const api = gachaApi({ draw: { status: 200, body: MULTI_DRAW } });
    const { router, store } = await renderRoutes(routes, { path: '/gacha', session: hero });
    await screen.findByRole('article', { name: 'Pilgrim’s Satchel' });
    fireEvent.click(
      screen.getByRole('button', { name: 'Draw x11 from Pilgrim’s Satchel, 1,000 gold, 1 Free!' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/gacha/result'), SLOW);
    expectFirstRequest(api, '/gacha', { box: 2, amount: 11 });
    expect(await screen.findAllByText('Padded Vest', {}, SLOW)).toHaveLength(9);
    const pieces = within(screen.getByRole('list', { name: 'Drawn pieces' }));
    expect(pieces.getAllByRole('article')).toHaveLength(11);
    expect(store.getState().session.gold).toBe(500);
  });

  it("shows the server's message when a draw is refused", async () => {
    gachaApi({
      draw: { status: 409, body: { success: false, message: 'Not enough gold: x11 costs 3000.' } },
    });
    const { router, store } = await renderRoutes(routes, { path: '/gacha', session: hero });
    await screen.findByRole('article', { name: 'Ashen Coffer' });
    fireEvent.click(
      screen.getByRole('button', { name: 'Draw x11 from Ashen Coffer, 3,000 gold, 1 Free!' }),
    );
    expect((await card('Ashen Coffer').findByRole('alert')).textContent).toBe(
      'Not enough gold: x11 costs 3000.',
    );
    expect(router.state.location.pathname).toBe('/gacha');
    expect(store.getState().session.gold).toBe(1500);
  });

  it("falls back to 'Draw failed' for a refusal without a message", async () => {
    gachaApi({ draw: { status: 400 } });
    await renderRoutes(routes, { path: '/gacha', session: hero });
    await screen.findByRole('article', { name: 'Abyssal Reliquary' });
    fireEvent.click(
      screen.getByRole('button', { name: 'Draw x1 from Abyssal Reliquary, 10 souls' }),
    );
    expect((await card('Abyssal Reliquary').findByRole('alert')).textContent).toBe('Draw failed');
  });

  it("says 'Failed to perform draw. Try again later.' when the request fails", async () => {
    gachaApi({
      draw: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await renderRoutes(routes, { path: '/gacha', session: hero });
    await screen.findByRole('article', { name: 'Ashen Coffer' });
    fireEvent.click(screen.getByRole('button', { name: 'Draw x1 from Ashen Coffer, 300 gold' }));
    await expectAlert('Failed to perform draw. Try again later.');
  });

  it("says 'Failed to fetch gacha boxes.' when the list cannot load", async () => {
    gachaApi({ boxes: { status: 500 } });
    await renderRoutes(routes, { path: '/gacha', session: hero });
    await expectAlert('Failed to fetch gacha boxes.');
  });
});
