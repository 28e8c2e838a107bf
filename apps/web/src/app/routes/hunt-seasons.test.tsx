import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SeasonsResponse } from '@demonbane/shared/season-schemas';
import { leaderboardAnswer, makeHunt, seasonsAnswer } from '@/features/hunt/testing/hunt-fixtures';
import { mockApiWithDefaults, requestsTo, type MockOverride } from '@/testing/mock-api';
import { renderRoutes, VESPER_SESSION as hero } from '@/testing/render-app';
import { routes } from '../routes-config';

function api(seasons: SeasonsResponse = seasonsAnswer(), override?: MockOverride) {
  return mockApiWithDefaults(
    {
      '/hunt': makeHunt({ highest_hunt: 12, season_floor: 7, rank: 2 }),
      '/leaderboard/hunt': leaderboardAnswer(['mordrake', 'vesper', 'ilse']),
      '/seasons': seasons,
    },
    override,
  );
}

async function renderHunt() {
  await renderRoutes(routes, { path: '/hunt', session: hero });
  await screen.findByRole('heading', { level: 1, name: 'The Hunt' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/hunt: seasons', () => {
  it('sets the season best beside the personal best, with the season rank', async () => {
    api();
    await renderHunt();
    await screen.findByText('Season best');
    expect(
      screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextSibling?.textContent]),
    ).toEqual([
      ['Season best', '7'],
      ['Personal best', '12'],
      ['Season rank', '#2'],
    ]);
  });

  it('labels the board by season, with its days and a countdown to its end', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(Date.UTC(2026, 10, 26, 21, 30));
    const fetchMock = api();
    await renderHunt();
    const board = within(screen.getByRole('region', { name: 'Leaderboard' }));
    expect(await board.findByText('Season 47: the hundred who climbed highest')).toBeDefined();
    expect(board.getByRole('region', { name: 'Top hunters of season 47' })).toBeDefined();
    expect(board.getByText('23 Nov – 29 Nov')).toBeDefined();
    expect(board.getByText('Ends in 3 d 2 h')).toBeDefined();
    act(() => vi.advanceTimersByTime((2 * 3600 + 30 * 60 + 1) * 1000));
    expect(board.getByText('Ends in 2 d 23 h')).toBeDefined();
    expect(requestsTo(fetchMock, '/seasons')[0]?.init?.method).toBe('GET');
  });

  it('shows each hunter’s renown on the board: title, ascensions and frame', async () => {
    const board = leaderboardAnswer(['mordrake', 'vesper']);
    board.leaderboard[0] = {
      ...board.leaderboard[0]!,
      ascensions: 3,
      title: 'Towerbreaker',
      frame: 'obsidian-frame',
    };
    api(seasonsAnswer(), (path) =>
      path === '/leaderboard/hunt' ? { status: 200, body: board } : undefined,
    );
    await renderHunt();
    const top = await screen.findByRole('rowheader', { name: /^mordrake/ });
    expect(top.textContent).toBe('mordrake, Towerbreaker✦3Warrior · Lv 10');
    expect(within(top).getByRole('img', { name: '3 ascensions' })).toBeDefined();
    expect(within(top).getByRole('img', { name: 'Obsidian Frame' })).toBeDefined();
    const own = screen.getByRole('rowheader', { name: /^vesper/ });
    expect(within(own).queryByRole('img')).toBeNull();
  });

  it('at the season’s end, reads the seasons and the boards again', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(Date.UTC(2026, 10, 29, 23, 59, 58));
    const fetchMock = api();
    await renderHunt();
    const board = within(screen.getByRole('region', { name: 'Leaderboard' }));
    expect(await board.findByText('Ends in 2 s')).toBeDefined();
    expect(requestsTo(fetchMock, '/leaderboard/hunt')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(board.getByText('Ended: the next season begins')).toBeDefined();
    await waitFor(() => expect(requestsTo(fetchMock, '/leaderboard/hunt')).toHaveLength(2));
    expect(requestsTo(fetchMock, '/seasons')).toHaveLength(2);
  });

  it('lists the champions of the last three seasons that had any', async () => {
    api();
    await renderHunt();
    const champions = within(await screen.findByRole('region', { name: 'Past Champions' }));
    const seasons = await champions.findAllByRole('listitem', { name: /^Season/ });
    expect(seasons.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Season 46',
      'Season 44',
      'Season 43',
    ]);
    const latest = within(champions.getByRole('listitem', { name: 'Season 46' }));
    expect(latest.getByText('16 Nov – 22 Nov')).toBeDefined();
    expect(
      within(latest.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Rank 1mordrakeWarrior · Lv 11Floor 31',
      'Rank 2ilseMagician · Lv 10Floor 28',
      'Rank 3vesperWarrior · Lv 9Floor 25',
    ]);
    expect(champions.queryByText('forgotten')).toBeNull();
  });

  it('before any season has crowned champions, says the first are still climbing', async () => {
    api({ ...seasonsAnswer(), past: [{ ...seasonsAnswer().past[1]!, top: [] }] });
    await renderHunt();
    const champions = within(await screen.findByRole('region', { name: 'Past Champions' }));
    expect(
      await champions.findByText(
        'No season has crowned its champions yet: the first are still climbing.',
      ),
    ).toBeDefined();
  });

  it('says so when the seasons cannot be loaded, and the board still shows', async () => {
    api(seasonsAnswer(), (path) => (path === '/seasons' ? { status: 500 } : undefined));
    await renderHunt();
    const champions = within(screen.getByRole('region', { name: 'Past Champions' }));
    expect((await champions.findByRole('alert')).textContent).toBe('Failed to load the seasons.');
    expect(await screen.findByRole('table')).toBeDefined();
  });
});
