import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUserView } from '@/testing/fixtures';
import { expectFirstRequest, mockApi, requestsTo } from '@/testing/mock-api';
import { loggedInSession } from '@/testing/render-app';
import { renderRoutesWithState } from '@/testing/render-with-state';
import { drankReply, POTION_PACK } from '@/testing/resting';
import { routes } from '../routes-config';

const hero = loggedInSession({ job_name: 'Warrior', level: 3, username: 'vesper', xp: 10 });

const rewards = {
  xp: 1500,
  gold: 1234,
  souls: 2,
  drops: [
    { name: 'Imp Horn', qty: 2 },
    { name: 'Iron Ore', qty: 1 },
  ],
  pieces: [],
};

function api() {
  return mockApi((path) => {
    if (path === '/user') {
      return {
        status: 200,
        body: { user: makeUserView({ level: 4, xp: 1510, user_hp: 99, gold: 2734 }) },
      };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
}

function renderResult(search: string, state?: unknown) {
  return renderRoutesWithState(routes, {
    entry: { pathname: '/battle-result', search, state },
    session: hero,
  });
}

const spoils = () =>
  within(screen.getByRole('region', { name: 'Rewards' }))
    .getAllByRole('term')
    .map((dt) => [dt.textContent, dt.nextSibling?.textContent]);

describe('/battle-result', () => {
  it('a win shows the rewards (XP in k/m/b, whole gold and souls), drops and the level up', async () => {
    api();
    renderResult('?result=win', { rewards, levelupto: 4, page: 'explore' });
    expect(screen.getByRole('heading', { level: 1, name: 'Victory!' })).toBeDefined();
    expect(spoils()).toEqual([
      ['XP', '1.50k'],
      ['Gold', '1,234'],
      ['Souls', '2'],
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Drops' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Imp Horn × 2', 'Iron Ore × 1']);
    expect(screen.getByText('Level up! You reached level 4')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Map' }).getAttribute('href')).toBe(
      '/explore-map',
    );
    await screen.findByText('Lv', { selector: 'abbr' });
  });

  it('never shows decimals on gold and souls', async () => {
    api();
    renderResult('?result=win', {
      rewards: { xp: 12.6, gold: 7.6, souls: 0.4, drops: [], pieces: [] },
      levelupto: null,
      page: 'explore',
    });
    expect(spoils()).toEqual([
      ['XP', '13'],
      ['Gold', '8'],
      ['Souls', '0'],
    ]);
    expect(screen.queryByText(/Level up!/)).toBeNull();
    expect(screen.getByText('Nothing else worth carrying.')).toBeDefined();
    await waitFor(() => expect(screen.getByText('1.51k / 2.50k')).toBeDefined());
  });

  it('shows a map boss’s unique piece as the boss trophy, in its rarity', async () => {
    api();
    const piece = { item_id: 'matriarchs-brand', name: 'Matriarch’s Brand', rarity: 'Epic' };
    renderResult('?result=win', { rewards: { ...rewards, pieces: [piece] }, page: 'explore' });
    const trophy = screen.getByText('Boss trophy').parentElement!;
    expect(trophy.textContent).toBe('Boss trophyMatriarch’s Brand (Epic)Now in your pack');
    expect(trophy.getAttribute('data-rarity')).toBe('epic');
    expect(within(trophy).getByText('Matriarch’s Brand').className).toMatch(/epic/);
    await screen.findByText('Lv', { selector: 'abbr' });
  });

  it('shows no boss trophy when no piece came with the win', async () => {
    api();
    renderResult('?result=win', { rewards, page: 'explore' });
    expect(screen.getByRole('region', { name: 'Rewards' })).toBeDefined();
    expect(screen.queryByText('Boss trophy')).toBeNull();
    await screen.findByText('Lv', { selector: 'abbr' });
  });

  it('refreshes the hero so Home shows the new XP, level, HP and gold', async () => {
    const fetchMock = api();
    const { store } = renderResult('?result=win', { rewards, levelupto: 4, page: 'explore' });
    await waitFor(() => expect(store.getState().session.level).toBe(4));
    expectFirstRequest(fetchMock, '/user');
    expect(store.getState().session).toMatchObject({ xp: 1510, user_hp: 99, gold: 2734 });
    const vitals = within(screen.getByRole('region', { name: 'Your hero' }));
    expect(vitals.getByRole('progressbar', { name: 'HP' }).getAttribute('aria-valuetext')).toBe(
      '99 / 162',
    );
  });

  it('a loss from explore offers Back to Map Selection and refreshes the hero', async () => {
    const fetchMock = api();
    renderResult('?result=lose', { page: 'explore', gold_lost: 40, battleLog: ['You fall.'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Defeat' })).toBeDefined();
    expect(screen.getByText(/You lost/).textContent).toBe('You lost 40 gold.');
    expect(screen.getByText('You fall.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Map Selection' }).getAttribute('href')).toBe(
      '/explore',
    );
    expect(screen.queryByRole('region', { name: 'Rewards' })).toBeNull();
    // A fight the server kept no replay of (a flight before any round) links none.
    expect(screen.queryByRole('link', { name: 'Watch replay' })).toBeNull();
    await waitFor(() => expect(requestsTo(fetchMock, '/user')).toHaveLength(1));
    await screen.findByText('Lv', { selector: 'abbr' });
  });

  it.each(['explore', 'hunt'])(
    'a loss from %s offers a potion: the weakest one owned, then the HP it brought',
    async (page) => {
      let hp = 0;
      const fetchMock = mockApi((path) => {
        if (path === '/user') {
          return { status: 200, body: { user: makeUserView({ user_hp: hp, user_max_hp: 162 }) } };
        }
        if (path === '/inventory/consumables') {
          return { status: 200, body: { consumables: POTION_PACK } };
        }
        if (path === '/inventory/use-item') {
          hp = 60;
          return drankReply(60, 162);
        }
        return { status: 404, body: { message: 'Not found' } };
      });
      renderResult('?result=lose', { page, gold_lost: 0 });
      expect(screen.getByText('You lost no gold.')).toBeDefined();
      fireEvent.click(await screen.findByRole('button', { name: 'Drink a potion' }));
      expect((await screen.findByRole('status')).textContent).toBe(
        'You drink a Minor Healing Potion: HP 60 / 162.',
      );
      expect(requestsTo(fetchMock, '/inventory/use-item')[0]?.body).toMatchObject({
        itemId: 'potion-minor',
      });
      expect(await screen.findByText('60 / 162')).toBeDefined();
    },
  );

  it('offers no potion to a hero already whole again', async () => {
    mockApi((path) =>
      path === '/user'
        ? { status: 200, body: { user: makeUserView({ user_hp: 162, user_max_hp: 162 }) } }
        : { status: 200, body: { consumables: POTION_PACK } },
    );
    renderResult('?result=lose', { page: 'explore' });
    await screen.findByText('162 / 162');
    expect(screen.queryByRole('button', { name: 'Drink a potion' })).toBeNull();
  });

  it('a loss from hunt offers Back to Hunt', async () => {
    api();
    renderResult('?result=lose', { page: 'hunt' });
    expect(screen.getByRole('link', { name: 'Back to Hunt' }).getAttribute('href')).toBe('/hunt');
    const nav = screen.getByRole('navigation', { name: 'Adventures' });
    expect(within(nav).getByRole('link', { name: /Hunt/ }).getAttribute('aria-current')).toBe(
      'true',
    );
    await screen.findByText('Lv', { selector: 'abbr' });
  });

  it('a win from hunt shows the rewards with Clear Floor and Next Floor (see hunt-result.test)', async () => {
    api();
    renderResult('?result=win', { rewards, levelupto: null, page: 'hunt' });
    expect(spoils()).toEqual([
      ['XP', '1.50k'],
      ['Gold', '1,234'],
      ['Souls', '2'],
    ]);
    expect(screen.getByRole('button', { name: 'Clear Floor' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Next Floor' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Back to Hunt' })).toBeNull();
    await screen.findByText('Lv', { selector: 'abbr' });
  });

  it('without a valid result goes to /explore', async () => {
    mockApi((path) =>
      path === '/explore/user'
        ? { status: 200, body: { explore: { map: [], current_map: null } } }
        : { status: 200, body: { user: makeUserView() } },
    );
    const { router } = renderResult('?result=draw');
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore'));
  });
});
