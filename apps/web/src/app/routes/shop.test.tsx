import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectFirstRequest, mockApi, type MockReply, requestsTo } from '@/testing/mock-api';
import { loggedInSession, renderRoutes } from '@/testing/render-app';
import { expectAlert, expectQuantityClamped, expectTabs } from '@/testing/assertions';
import { routes } from '../routes-config';

const GOLD_SHOP = {
  gold: 1500,
  shop: [
    {
      _id: 'potion-minor',
      name: 'Minor Healing Potion',
      description: 'A vial of red tincture. Restores 60 HP.',
      price: 40,
    },
    {
      _id: 'scroll-fury',
      name: 'Scroll of Fury',
      description: 'A war-chant inked in ash. +8 ATK for the next 5 battles.',
      price: 150,
    },
  ],
};

const SOUL_SHOP = {
  soul: 30,
  premiumShop: [
    {
      _id: 'elixir-life',
      name: 'Elixir of Life',
      description: 'Distilled from a seraph’s tear. Restores all HP.',
      price: 5,
    },
  ],
};

function shopApi(purchase: MockReply = { status: 200 }, load?: MockReply) {
  return mockApi((path) => {
    if (path === '/shop') return load ?? { status: 200, body: GOLD_SHOP };
    if (path === '/shop/premium') return load ?? { status: 200, body: SOUL_SHOP };
    if (path === '/shop/purchase') return purchase;
    return { status: 404 };
  });
}

const hero = loggedInSession({ job_name: 'Warrior', gold: 1500, soul: 30 });

const card = (name: string) => within(screen.getByRole('article', { name }));
const qtyInput = (name: string) => screen.getByLabelText<HTMLInputElement>(`Quantity of ${name}`);
const buy = (name: string) =>
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Buy ${name}`) }));

/** Renders the shop at path and waits for the named ware's card. */
async function openShop(path: '/shop' | '/shop-premium', ware: string) {
  const view = await renderRoutes(routes, { path, session: hero });
  await screen.findByRole('article', { name: ware });
  return view;
}

/** A purchase's 200 answer with the buyer's new balance. */
const purchased = (message: string, user: Record<string, number>): MockReply => ({
  status: 200,
  body: { message, user },
});

/** Empties the ware's quantity, then presses Buy. */
function buyWithoutQuantity(name: string) {
  fireEvent.change(qtyInput(name), { target: { value: '' } });
  buy(name);
}

afterEach(() => vi.restoreAllMocks());

describe('/shop (gold)', () => {
  it('lists each ware with description, price, the balance and both tabs', async () => {
    const api = shopApi();
    await renderRoutes(routes, { path: '/shop', session: hero });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gold Shop' })).toBeDefined();
    await screen.findByRole('article', { name: 'Minor Healing Potion' });
    expectFirstRequest(api, '/shop');

    const potion = card('Minor Healing Potion');
    expect(potion.getByText('A vial of red tincture. Restores 60 HP.')).toBeDefined();
    expect(potion.getByText('40', { selector: 'p span' })).toBeDefined();
    expect(screen.getByText('1,500')).toBeDefined();

    expectTabs('Shops', 'Gold Shop', { 'Premium Shop': '/shop-premium' });
  });

  it('has a labelled quantity input per item: min 0, max 99, default 1, clamped', async () => {
    shopApi();
    await renderRoutes(routes, { path: '/shop', session: hero });
    await expectQuantityClamped('Quantity of Scroll of Fury', { min: 0, max: 99, above: 250 });
  });

  it('alerts when the quantity is under 1 and buys nothing', async () => {
    const api = shopApi();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await openShop('/shop', 'Minor Healing Potion');
    buyWithoutQuantity('Minor Healing Potion');
    expect(alert).toHaveBeenCalledWith('Quantity must be at least 1');
    expect(screen.queryByText('Quantity must be at least 1')).toBeNull();
    expect(requestsTo(api, '/shop/purchase')).toHaveLength(0);
  });

  it('buys, says Purchase successful and updates the balance and the session', async () => {
    const api = shopApi(purchased('Bought 3 × Minor Healing Potion for 120 gold.', { gold: 1380 }));
    const { store } = await openShop('/shop', 'Minor Healing Potion');
    fireEvent.change(qtyInput('Minor Healing Potion'), { target: { value: '3' } });
    expect(
      card('Minor Healing Potion').getByRole('button', {
        name: 'Buy Minor Healing Potion, total 120 gold',
      }).textContent,
    ).toContain('120');
    buy('Minor Healing Potion');

    expect(await screen.findByText('Purchase successful')).toBeDefined();
    expect(card('Minor Healing Potion').getByRole('status').textContent).toContain(
      'Bought 3 × Minor Healing Potion for 120 gold.',
    );
    expectFirstRequest(api, '/shop/purchase', { itemId: 'potion-minor', type: 'gold', qty: 3 });
    expect(screen.getByText('1,380')).toBeDefined();
    expect(store.getState().session.gold).toBe(1380);
  });

  it("shows the server's message when a purchase is refused", async () => {
    shopApi({
      status: 409,
      body: { message: 'Not enough gold: 99 × Scroll of Fury costs 14850.' },
    });
    const { store } = await openShop('/shop', 'Scroll of Fury');
    buy('Scroll of Fury');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Not enough gold: 99 × Scroll of Fury costs 14850.',
    );
    expect(store.getState().session.gold).toBe(1500);
  });

  it("falls back to 'Error purchasing item'", async () => {
    shopApi({ status: 500 });
    await openShop('/shop', 'Scroll of Fury');
    buy('Scroll of Fury');
    await expectAlert('Error purchasing item');
  });

  it('flags a total the purse cannot cover, but leaves the decision to the server', async () => {
    shopApi();
    await openShop('/shop', 'Scroll of Fury');
    fireEvent.change(qtyInput('Scroll of Fury'), { target: { value: '11' } });
    expect(card('Scroll of Fury').getByText('Not enough gold for this many.')).toBeDefined();
    expect(
      card('Scroll of Fury').getByRole<HTMLButtonElement>('button', { name: /^Buy/ }).disabled,
    ).toBe(false);
  });

  it('says so when the shop cannot load', async () => {
    shopApi(undefined, { status: 500 });
    await renderRoutes(routes, { path: '/shop', session: hero });
    await expectAlert('Error fetching shop items.');
  });
});

describe('/shop-premium (soul)', () => {
  it('lists the soul wares under the same header, Premium Shop tab current', async () => {
    const api = shopApi();
    await renderRoutes(routes, { path: '/shop-premium', session: hero });
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium Shop' })).toBeDefined();
    await screen.findByRole('article', { name: 'Elixir of Life' });
    expectFirstRequest(api, '/shop/premium');
    expect(screen.getByText('Distilled from a seraph’s tear. Restores all HP.')).toBeDefined();
    expect(screen.getByText('30')).toBeDefined();
    expectTabs('Shops', 'Premium Shop');
  });

  it('says Quantity must be at least 1 on the page (no alert) and buys nothing', async () => {
    const api = shopApi();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await openShop('/shop-premium', 'Elixir of Life');
    buyWithoutQuantity('Elixir of Life');
    expect(card('Elixir of Life').getByRole('alert').textContent).toBe(
      'Quantity must be at least 1',
    );
    expect(alert).not.toHaveBeenCalled();
    expect(requestsTo(api, '/shop/purchase')).toHaveLength(0);
  });

  it('buys with souls, says Purchase successful! and updates the session', async () => {
    const api = shopApi(purchased('Bought 2 × Elixir of Life for 10 souls.', { soul: 20 }));
    const { store } = await openShop('/shop-premium', 'Elixir of Life');
    fireEvent.click(screen.getByRole('button', { name: 'One more Elixir of Life' }));
    buy('Elixir of Life');
    expect(await screen.findByText('Purchase successful!')).toBeDefined();
    expectFirstRequest(api, '/shop/purchase', { itemId: 'elixir-life', type: 'soul', qty: 2 });
    expect(screen.getByText('20')).toBeDefined();
    expect(store.getState().session.soul).toBe(20);
  });

  it.each([
    { reply: { status: 502 }, alert: 'Purchase failed' },
    {
      reply: { status: 400, body: { message: 'That item is sold for gold, not souls.' } },
      alert: 'That item is sold for gold, not souls.',
    },
  ])("alerts '$alert' when a soul purchase answers $reply.status", async ({ reply, alert }) => {
    shopApi(reply);
    await openShop('/shop-premium', 'Elixir of Life');
    buy('Elixir of Life');
    await expectAlert(alert);
  });

  it('switches shops through the tabs', async () => {
    shopApi();
    const { router } = await openShop('/shop', 'Minor Healing Potion');
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Shops' })).getByRole('link', {
        name: 'Premium Shop',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop-premium'));
    expect(await screen.findByRole('article', { name: 'Elixir of Life' })).toBeDefined();
  });
});
