import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUserView } from '@/testing/fixtures';
import { expectFirstRequest, mockApi, type MockReply, requestsTo } from '@/testing/mock-api';
import { loggedInSession, renderRoutes } from '@/testing/render-app';
import { initialSessionState } from '@/stores/session-slice';
import { routes } from '../routes-config';
import { itemTexts } from '@/testing/assertions';
import { questsAnswer } from '@/features/quests/testing/quest-fixtures';

/** A session right after login: user id and token expiry only. */
const fresh = loggedInSession();

function withUser(reply: MockReply, quests: MockReply = { status: 200, body: questsAnswer() }) {
  return mockApi((path) => {
    if (path === '/user') return reply;
    if (path === '/quests') return quests;
    if (path === '/assign-job') {
      return { status: 200, body: { available_jobs: [], message: 'Choose a job.' } };
    }
    return { status: 404 };
  });
}

describe('Home', () => {
  it('loads the hero and shows the full panel', async () => {
    const api = withUser({ status: 200, body: { user: makeUserView() } });
    await renderRoutes(routes, { session: fresh });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeDefined();

    expect(await screen.findByRole('heading', { level: 1, name: 'vesper' })).toBeDefined();
    expectFirstRequest(api, '/user');

    expect(screen.getByRole('img', { name: 'Warrior portrait' })).toBeDefined();
    expect(screen.getByText('Warrior')).toBeDefined();
    expect(screen.getByRole('progressbar', { name: 'XP' }).getAttribute('aria-valuetext')).toBe(
      '1.23k / 2.50k',
    );
    expect(screen.getByText('1.23k / 2.50k')).toBeDefined();
    expect(screen.getByText('120 / 162')).toBeDefined();
    const stats = screen
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextSibling?.textContent]);
    expect(stats).toEqual(
      expect.arrayContaining([
        ['ATK', '20'],
        ['DEF', '14'],
        ['SPD', '8'],
        ['Gold', '1,500'],
        ['Soul', '30'],
      ]),
    );
    expect(screen.getByText('7 levels to evolve (level 10)')).toBeDefined();
    expect(screen.queryByRole('link', { name: /EVOLVE NOW/ })).toBeNull();
    expect(screen.getByText('No active buffs.')).toBeDefined();
  });

  it('shows what the worn affixes add, in the hero panel, only when they add something', async () => {
    const traits = { damage: 0.3, crit: 6, lifesteal: 0, resist: 0 };
    withUser({ status: 200, body: { user: makeUserView({ equipment_traits: traits }) } });
    await renderRoutes(routes, { session: fresh });
    const panel = within(await screen.findByRole('region', { name: 'vesper' }));
    expect(itemTexts(panel.getByRole('list', { name: 'Equipment traits' }))).toEqual([
      '+30% damage',
      '+6% critical chance',
    ]);
  });

  it('shows no traits line when nothing worn has an affix', async () => {
    const none = { damage: 0, crit: 0, lifesteal: 0, resist: 0 };
    withUser({ status: 200, body: { user: makeUserView({ equipment_traits: none }) } });
    await renderRoutes(routes, { session: fresh });
    await screen.findByRole('heading', { level: 1, name: 'vesper' });
    expect(screen.queryByRole('list', { name: 'Equipment traits' })).toBeNull();
    expect(screen.queryByText('No affixes')).toBeNull();
  });

  it('shows the three equipment slots linking to /equipment, and the inventory link', async () => {
    withUser({ status: 200, body: { user: makeUserView() } });
    await renderRoutes(routes, { session: fresh });
    const slots = within(await screen.findByRole('region', { name: 'Equipment' }));
    const links = slots.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/equipment',
      '/equipment',
      '/equipment',
      '/inventory',
    ]);
    expect(links[0]?.textContent).toBe('WeaponEmber SwordRare');
    expect(links[1]?.textContent).toBe('ArmorEmpty');
    expect(links[2]?.textContent).toBe('AccessoryAsh RingLegendary');
    expect(links[0]?.getAttribute('data-rarity')).toBe('rare');
    expect(links[2]?.getAttribute('data-rarity')).toBe('legendary');
  });

  it('lists active buffs', async () => {
    withUser({
      status: 200,
      body: { user: makeUserView({ buffs: ['Blessing of Ash', 'Ember Ward'] }) },
    });
    await renderRoutes(routes, { session: fresh });
    const buffs = within(await screen.findByRole('region', { name: 'Active Buffs' }));
    expect(buffs.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Blessing of Ash',
      'Ember Ward',
    ]);
  });

  it('offers EVOLVE NOW to a level-10 Warrior', async () => {
    withUser({
      status: 200,
      body: { user: makeUserView({ level: 10, levelToMax: 0, can_evolve: true }) },
    });
    await renderRoutes(routes, { session: fresh });
    const link = await screen.findByRole('link', { name: /EVOLVE NOW/ });
    expect(link.getAttribute('href')).toBe('/assign-job');
  });

  it('shows levels remaining for an evolved job at level 10', async () => {
    withUser({
      status: 200,
      body: {
        user: makeUserView({ job_name: 'Paladin', job_id: 'paladin', level: 10, levelToMax: 40 }),
      },
    });
    await renderRoutes(routes, { session: fresh });
    expect(await screen.findByText('40 levels to max level (50)')).toBeDefined();
    expect(screen.queryByRole('link', { name: /EVOLVE NOW/ })).toBeNull();
  });

  it('sends a hero without a job to /assign-job on 202', async () => {
    withUser({ status: 202, body: { message: 'Choose a job first.' } });
    await renderRoutes(routes, { session: fresh });
    expect(await screen.findByRole('heading', { name: 'Choose Your Path' })).toBeDefined();
  });

  it.each([401, 404])('clears the session and shows the login form on %i', async (status) => {
    withUser({ status, body: { message: 'Nope' } });
    const { store } = await renderRoutes(routes, {
      session: loggedInSession({ job_name: 'Warrior' }),
    });
    expect(await screen.findByRole('heading', { name: 'Return to the Hunt' })).toBeDefined();
    expect(store.getState().session).toEqual(initialSessionState);
  });

  it('shows the fallback text on other errors', async () => {
    withUser({ status: 500 });
    await renderRoutes(routes, { session: fresh });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch user data.');
  });

  it('shows the server message on other errors when there is one', async () => {
    withUser({ status: 503, body: { message: 'The realm is resting.' } });
    await renderRoutes(routes, { session: fresh });
    expect((await screen.findByRole('alert')).textContent).toContain('The realm is resting.');
  });

  it('shows a stored hero at once while the fresh copy loads', async () => {
    withUser({ status: 200, body: { user: makeUserView({ level: 4, levelToMax: 6 }) } });
    await renderRoutes(routes, {
      session: loggedInSession({
        username: 'vesper',
        job_name: 'Warrior',
        level: 3,
        levelToMax: 7,
      }),
    });
    expect(screen.getByText('7 levels to evolve (level 10)')).toBeDefined();
    await waitFor(() => expect(screen.getByText('6 levels to evolve (level 10)')).toBeDefined());
  });

  describe('HP regeneration', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** Only the clock is faked: requests and React still run on real timers. */
    function fakeClock() {
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      vi.setSystemTime(Date.UTC(2026, 0, 1, 12));
    }

    const regenLine = () => screen.getByText(/HP\/min/).parentElement?.textContent;

    it('shows the rate and counts down to full each second, with no new request', async () => {
      fakeClock();
      const api = withUser({
        status: 200,
        body: {
          user: makeUserView({
            user_hp: 61,
            user_max_hp: 162,
            hp_regen: { per_minute: 8.1, full_in_seconds: 750, paused: false },
          }),
        },
      });
      await renderRoutes(routes, { session: fresh });
      expect(await screen.findByText('Full in 12 min 30 s')).toBeDefined();
      expect(regenLine()).toBe('+8.1 HP/min·Full in 12 min 30 s');

      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByText('Full in 12 min 29 s')).toBeDefined();
      act(() => vi.advanceTimersByTime(89_000));
      expect(screen.getByText('Full in 11 min')).toBeDefined();
      // The bar fills with it: 660 s from full at 8.1 a minute is 162 - 90 = 72 HP.
      expect(screen.getByText('72 / 162')).toBeDefined();

      act(() => vi.advanceTimersByTime(660_000));
      expect(screen.getByText('HP full')).toBeDefined();
      expect(screen.getByText('162 / 162')).toBeDefined();
      expect(requestsTo(api, '/user')).toHaveLength(1);
    });

    it('says "HP full" when there is no time left, and the HP clock does not tick', async () => {
      fakeClock();
      withUser(
        {
          status: 200,
          body: {
            user: makeUserView({
              user_hp: 162,
              hp_regen: { per_minute: 8.1, full_in_seconds: 0, paused: false },
            }),
          },
        },
        // Not loaded: the quests' reset countdown (a clock of its own) stays off.
        { status: 500 },
      );
      await renderRoutes(routes, { session: fresh });
      expect(await screen.findByText('HP full')).toBeDefined();
      expect(regenLine()).toBe('+8.1 HP/min·HP full');
      expect(await screen.findByText('Failed to load the daily quests.')).toBeDefined();
      expect(vi.getTimerCount()).toBe(0);
    });

    it('says regeneration is paused while a fight is open', async () => {
      withUser({
        status: 200,
        body: {
          user: makeUserView({
            hp_regen: { per_minute: 8.1, full_in_seconds: null, paused: true },
          }),
        },
      });
      await renderRoutes(routes, { session: fresh });
      expect(await screen.findByText('Regeneration paused during a fight')).toBeDefined();
      expect(screen.getByText('120 / 162')).toBeDefined();
    });

    it('a stored hero from before regeneration was kept shows at once, without the line', async () => {
      let answer: (reply: MockReply) => void = () => {};
      mockApi((path) =>
        path === '/user'
          ? new Promise<MockReply>((resolve) => {
              answer = resolve;
            })
          : { status: 404 },
      );
      const { hp_regen: _dropped, ...older } = loggedInSession({
        username: 'vesper',
        job_name: 'Warrior',
        user_hp: 100,
        user_max_hp: 162,
      });
      await renderRoutes(routes, { session: older as typeof fresh });
      expect(screen.getByText('100 / 162')).toBeDefined();
      expect(screen.queryByText(/HP\/min/)).toBeNull();
      act(() => answer({ status: 200, body: { user: makeUserView() } }));
      expect(await screen.findByText('+8.1 HP/min')).toBeDefined();
    });
  });
});
