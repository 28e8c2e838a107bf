import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Consumable } from '@demonbane/shared/inventory-schemas';
import type { UserView } from '@demonbane/shared/user-schemas';
import { makeUserView } from '@/testing/fixtures';
import { expectFirstRequest, inTurn, mockApi, requestsTo } from '@/testing/mock-api';
import type { MockReply } from '@/testing/mock-api';
import { loggedInSession, renderRoutes } from '@/testing/render-app';
import { expectAlert, expectQuantityClamped } from '@/testing/assertions';
import { routes } from '../routes-config';

const POTION: Consumable = {
  item_id: 'potion-minor',
  item_name: 'Minor Healing Potion',
  description: 'A vial of red tincture. Restores 60 HP.',
  item_qty: 5,
};

const FURY: Consumable = {
  item_id: 'scroll-fury',
  item_name: 'Scroll of Fury',
  description: 'A war-chant inked in ash. +8 ATK for the next 5 battles.',
  item_qty: 1,
};

/** The hero as POST /user answers it: 70 of 130 HP. */
const HERO_70 = makeUserView({ user_hp: 70, user_max_hp: 130, buffs: [] });

/**
 * The consumables list answers with each entry of `lists` in turn (the last one
 * repeats), and POST /user with each of `heroes` in turn.
 */
function inventoryApi(
  lists: MockReply[],
  useReply: MockReply = { status: 200 },
  heroes: UserView[] = [HERO_70],
) {
  const nextList = inTurn(lists);
  const nextHero = inTurn(heroes);
  return mockApi((path) => {
    if (path === '/inventory/consumables') return nextList() ?? { status: 500 };
    if (path === '/inventory/use-item') return useReply;
    if (path === '/user') return { status: 200, body: { user: nextHero() } };
    return { status: 404 };
  });
}

const list = (...consumables: Consumable[]): MockReply => ({
  status: 200,
  body: { consumables },
});

const hero = loggedInSession({ job_name: 'Warrior', user_hp: 70, user_max_hp: 130 });
const card = (name: string) => within(screen.getByRole('article', { name }));
const use = (name: string) => fireEvent.click(screen.getByRole('button', { name: `Use ${name}` }));

describe('/inventory', () => {
  it('lists consumables with description and quantity beside the hero’s HP', async () => {
    const api = inventoryApi([list(POTION, FURY)]);
    await renderRoutes(routes, { path: '/inventory', session: hero });
    const potion = within(await screen.findByRole('article', { name: 'Minor Healing Potion' }));
    expect(potion.getByText('A vial of red tincture. Restores 60 HP.')).toBeDefined();
    expect(potion.getByText('Owned:', { exact: false }).parentElement?.textContent).toBe(
      'Owned: ×5',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Consumables' })).toBeDefined();
    expect(await screen.findByText('70 / 130')).toBeDefined();
    expectFirstRequest(api, '/inventory/consumables');
  });

  it('reads HP from the hero as the server has it now, not from the stored session', async () => {
    // The session still holds a defeat's 0 HP and the max HP of a level ago.
    const stale = loggedInSession({ job_name: 'Warrior', user_hp: 0, user_max_hp: 146 });
    const api = inventoryApi([list(POTION)], undefined, [
      makeUserView({ user_hp: 162, user_max_hp: 162 }),
    ]);
    await renderRoutes(routes, { path: '/inventory', session: stale });
    expect(await screen.findByText('162 / 162')).toBeDefined();
    expect(screen.queryByText('0 / 146')).toBeNull();
    expectFirstRequest(api, '/user');
  });

  it('clamps the use quantity between 1 and the owned quantity', async () => {
    inventoryApi([list(POTION)]);
    await renderRoutes(routes, { path: '/inventory', session: hero });
    await expectQuantityClamped('Quantity of Minor Healing Potion', { min: 1, max: 5, above: 9 });
  });

  it("uses an item: 'Used {qty} {name}', refreshes the list and the session", async () => {
    const api = inventoryApi(
      [list(POTION), list({ ...POTION, item_qty: 3 })],
      {
        status: 200,
        body: {
          message: 'Used 2 Minor Healing Potion. Restored 60 HP (130/130).',
          used: 2,
          user_hp: 130,
          user_max_hp: 130,
          buffs: ['Fury: +8 ATK (5 battles left)'],
        },
      },
      [HERO_70, { ...HERO_70, user_hp: 130, buffs: ['Fury: +8 ATK (5 battles left)'] }],
    );
    const { store } = await renderRoutes(routes, { path: '/inventory', session: hero });
    const qty = await screen.findByLabelText('Quantity of Minor Healing Potion');
    fireEvent.change(qty, { target: { value: '2' } });
    use('Minor Healing Potion');

    expect(await screen.findByText('Used 2 Minor Healing Potion')).toBeDefined();
    expectFirstRequest(api, '/inventory/use-item', { itemId: 'potion-minor', qty: 2 });
    await waitFor(() =>
      expect(
        card('Minor Healing Potion').getByText('Owned:', { exact: false }).parentElement
          ?.textContent,
      ).toBe('Owned: ×3'),
    );
    expect(requestsTo(api, '/inventory/consumables')).toHaveLength(2);
    expect(store.getState().session).toMatchObject({
      user_hp: 130,
      user_max_hp: 130,
      buffs: ['Fury: +8 ATK (5 battles left)'],
    });
    expect(screen.getByText('130 / 130')).toBeDefined();
    expect(screen.getByText('Fury: +8 ATK (5 battles left)')).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('Quantity of Minor Healing Potion').value).toBe(
      '1',
    );
  });

  it('keeps the message when the last of an item is used up', async () => {
    inventoryApi([list(POTION, FURY), list(POTION)], {
      status: 200,
      body: {
        message: 'Used 1 Scroll of Fury.',
        used: 1,
        user_hp: 70,
        user_max_hp: 130,
        buffs: [],
      },
    });
    await renderRoutes(routes, { path: '/inventory', session: hero });
    await screen.findByRole('article', { name: 'Scroll of Fury' });
    use('Scroll of Fury');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Scroll of Fury' })).toBeNull(),
    );
    expect(screen.getByText('Used 1 Scroll of Fury').closest('[role=status]')).not.toBeNull();
  });

  it('says how many were kept when the server used fewer than asked', async () => {
    inventoryApi([list({ ...POTION, item_qty: 5 }), list({ ...POTION, item_qty: 4 })], {
      status: 200,
      body: {
        message: 'Used 1 Minor Healing Potion.',
        used: 1,
        user_hp: 130,
        user_max_hp: 130,
        buffs: [],
      },
    });
    await renderRoutes(routes, { path: '/inventory', session: hero });
    const qty = await screen.findByLabelText('Quantity of Minor Healing Potion');
    fireEvent.change(qty, { target: { value: '5' } });
    use('Minor Healing Potion');
    expect(
      await screen.findByText('Used 1 Minor Healing Potion (4 kept: more would have been wasted)'),
    ).toBeDefined();
  });

  it("shows 'Error using item: ' and the server's message", async () => {
    inventoryApi([list(POTION)], { status: 409, body: { message: 'Your HP is already full.' } });
    const { store } = await renderRoutes(routes, { path: '/inventory', session: hero });
    await screen.findByRole('article', { name: 'Minor Healing Potion' });
    use('Minor Healing Potion');
    await expectAlert('Error using item: Your HP is already full.');
    expect(store.getState().session.user_hp).toBe(70);
  });

  it('shows the generic text when the server sends no message', async () => {
    inventoryApi([list(POTION)], { status: 500 });
    await renderRoutes(routes, { path: '/inventory', session: hero });
    await screen.findByRole('article', { name: 'Minor Healing Potion' });
    use('Minor Healing Potion');
    await expectAlert('An unexpected error occurred. Please try again later.');
  });

  it('refuses an empty quantity without calling the server', async () => {
    const api = inventoryApi([list(POTION)]);
    await renderRoutes(routes, { path: '/inventory', session: hero });
    const qty = await screen.findByLabelText('Quantity of Minor Healing Potion');
    fireEvent.change(qty, { target: { value: '' } });
    use('Minor Healing Potion');
    expect(card('Minor Healing Potion').getByRole('alert').textContent).toBe(
      'Quantity must be at least 1',
    );
    expect(requestsTo(api, '/inventory/use-item')).toHaveLength(0);
  });

  it("shows 'Error fetching consumables.' when the list cannot load", async () => {
    inventoryApi([{ status: 500 }]);
    await renderRoutes(routes, { path: '/inventory', session: hero });
    await expectAlert('Error fetching consumables.');
  });

  it('points an empty satchel to the shop', async () => {
    inventoryApi([list()]);
    await renderRoutes(routes, { path: '/inventory', session: hero });
    expect(await screen.findByText('Your satchel is empty.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Visit the Gold Shop' }).getAttribute('href')).toBe(
      '/shop',
    );
  });
});
