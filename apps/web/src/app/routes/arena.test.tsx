import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ARENA_BOARD,
  arenaAnswer,
  CHALLENGE_WIN,
  FIGHT_LOG,
  OPPONENTS,
  WATCHED_DEFENCE,
} from '@/features/arena/testing/arena-fixtures';
import { itemTexts } from '@/testing/assertions';
import { logLines, watchBattle } from '@/testing/battle-screen';
import { makeUserView } from '@/testing/fixtures';
import { mockApiWithDefaults, requestsTo, type MockOverride } from '@/testing/mock-api';
import { renderRoutes, TEST_USER_ID, VESPER_SESSION as hero } from '@/testing/render-app';
import { routes } from '../routes-config';

function api(override?: MockOverride, arena = arenaAnswer()) {
  return mockApiWithDefaults(
    {
      '/arena': arena,
      '/arena/challenge': CHALLENGE_WIN,
      '/arena/fight': WATCHED_DEFENCE,
      '/leaderboard/arena': ARENA_BOARD,
      '/user': { user: makeUserView() },
    },
    override,
  );
}

async function renderArena() {
  const view = await renderRoutes(routes, { path: '/arena', session: hero });
  await screen.findByRole('heading', { level: 1, name: 'Arena' });
  await screen.findByRole('region', { name: 'Opponents' });
  return view;
}

const records = () =>
  screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextSibling?.textContent]);
/** An opponent's card, named by the hero's name (then any title and ascensions). */
const card = (name: string) =>
  within(screen.getByRole('article', { name: new RegExp(`^${name}(,|$)`) }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/arena', () => {
  it('shows the rating, the challenges left and the three opponents with their gear', async () => {
    const fetchMock = api();
    await renderArena();
    expect(records()).toEqual([
      ['Rating', '1,000'],
      ['Challenges left', '3 / 5'],
    ]);
    expect(screen.getByText(/^Challenges reset to 5 in 4 h/)).toBeDefined();
    expect(requestsTo(fetchMock, '/arena')[0]?.body).toEqual({ userId: TEST_USER_ID });

    const opponents = within(screen.getByRole('region', { name: 'Opponents' }));
    expect(
      opponents.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['mordrake, Twice-Born✦2', 'ilse', 'corvin']);
    const mordrake = card('mordrake');
    expect(mordrake.getByRole('img', { name: '2 ascensions' })).toBeDefined();
    expect(mordrake.getByRole('img', { name: 'Berserker portrait' }).dataset.frame).toBe(
      'gold-frame',
    );
    expect(mordrake.getByText('Berserker · Lv 14')).toBeDefined();
    expect(mordrake.getByText('Rating').parentElement?.textContent).toBe('Rating 1,032');
    const gear = mordrake.getByRole('list', { name: 'mordrake’s gear' });
    expect(itemTexts(gear)).toEqual([
      'WeaponEmber SwordRareLv 1Level 1',
      'ArmorEmpty',
      'AccessoryAsh RingLegendaryLv 1Level 1',
    ]);
    expect(
      within(gear)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-rarity')),
    ).toEqual(['rare', 'none', 'legendary']);
    // What a win over each pays now: full, half after one win today, nothing after two.
    expect(mordrake.getByText('A win pays 32 gold')).toBeDefined();
    expect(
      card('ilse').getByText('A win pays 16 gold and half the rating (beaten once today)'),
    ).toBeDefined();
    expect(
      card('corvin').getByText('A win pays nothing more today (beaten twice in 24 h)'),
    ).toBeDefined();
    expect(screen.getAllByRole('button', { name: /^Challenge/ }).map((b) => b.textContent)).toEqual(
      ['Challenge mordrake', 'Challenge ilse', 'Challenge corvin'],
    );
  });

  it('lists the fights made and taken, and the leaderboard with the hero marked', async () => {
    api();
    await renderArena();
    const log = within(screen.getByRole('region', { name: 'Fight Log' }));
    expect(
      log
        .getAllByRole('listitem')
        .map((li) => [
          within(li).getByText(/challenged/, { selector: 'p' }).textContent,
          within(li).getByText(/^(Win|Loss)$/).textContent,
          within(li).getByText(/^[+−±]/).textContent,
        ]),
    ).toEqual([
      ['You challenged corvin', 'Win', '+14'],
      ['ilse challenged you', 'Loss', '−14'],
    ]);
    expect(log.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Watch You challenged corvin',
      'Watch ilse challenged you',
    ]);

    const board = within(screen.getByRole('region', { name: 'Arena Leaderboard' }));
    const rows = within(await board.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['1', 'mordrake, Twice-Born✦2Berserker · Lv 14', '1,032', '9–2'],
      ['2', 'vesper (you)Warrior · Lv 3', '1,000', '1–1'],
      ['3', 'corvinWarrior · Lv 6', '968', '0–3'],
    ]);
    expect(rows[1]?.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Leaderboard' }).getAttribute('href')).toBe(
      '#arena-leaderboard',
    );
  });

  it('Challenge plays the fight back line by line, then says the verdict and the rating change once', async () => {
    let challenged = false;
    const after = arenaAnswer({ rating: 1016, attacks_left: 2 });
    const fetchMock = api((path) => {
      if (path === '/arena/challenge') challenged = true;
      return path === '/arena' && challenged ? { status: 200, body: after } : undefined;
    });
    await renderArena();
    fireEvent.click(screen.getByRole('button', { name: 'Challenge mordrake' }));

    const fight = within(await screen.findByRole('region', { name: 'You challenge mordrake' }));
    const watched = watchBattle();
    expect(fight.getByRole('button', { name: 'Skip' })).toBeDefined();
    expect(fight.queryByText('Victory!')).toBeNull();
    // The header keeps the old rating until the fight has played out.
    expect(records()[0]).toEqual(['Rating', '1,000']);
    for (const button of screen.getAllByRole('button', { name: /^Challenge/ })) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }

    expect(await fight.findByText('Victory!')).toBeDefined();
    expect(logLines()).toEqual(CHALLENGE_WIN.battleLog);
    // One more line each time, never all at once.
    for (const [i, lines] of watched.log.entries()) {
      expect(lines).toEqual(
        CHALLENGE_WIN.battleLog.slice(
          0,
          CHALLENGE_WIN.battleLog.length - watched.log.length + i + 1,
        ),
      );
    }
    expect(watched.log.length).toBeGreaterThanOrEqual(2);
    expect(fight.getByText('Rating +16, now 1,016')).toBeDefined();
    expect(fight.getByText('+32 gold')).toBeDefined();
    expect(watched.said).toEqual(['Victory against mordrake. Rating +16, now 1,016. +32 gold.']);
    expect(fight.queryByRole('button', { name: 'Skip' })).toBeNull();

    await waitFor(() =>
      expect(records()).toEqual([
        ['Rating', '1,016'],
        ['Challenges left', '2 / 5'],
      ]),
    );
    expect(requestsTo(fetchMock, '/arena/challenge').map((r) => r.body)).toEqual([
      { userId: TEST_USER_ID, opponentId: OPPONENTS[0]!._id },
    ]);
    expect(requestsTo(fetchMock, '/arena/challenge')[0]?.init?.headers).toHaveProperty(
      'Idempotency-Key',
    );
    await waitFor(() => expect(requestsTo(fetchMock, '/arena')).toHaveLength(2));
  });

  it('Skip shows the rest of the fight at once, and the verdict', async () => {
    api();
    await renderArena();
    fireEvent.click(screen.getByRole('button', { name: 'Challenge mordrake' }));
    const fight = within(await screen.findByRole('region', { name: 'You challenge mordrake' }));
    fireEvent.click(fight.getByRole('button', { name: 'Skip' }));
    expect(await fight.findByText('Victory!')).toBeDefined();
    expect(logLines()).toEqual(CHALLENGE_WIN.battleLog);
  });

  it('with reduced motion the whole fight lands at once', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' })),
    );
    api();
    await renderArena();
    fireEvent.click(screen.getByRole('button', { name: 'Challenge mordrake' }));
    const fight = within(await screen.findByRole('region', { name: 'You challenge mordrake' }));
    expect(logLines()).toEqual(CHALLENGE_WIN.battleLog);
    expect(fight.getByText('Victory!')).toBeDefined();
    expect(fight.queryByRole('button', { name: 'Skip' })).toBeNull();
  });

  it('a refused challenge (409) shows the server’s reason and plays nothing', async () => {
    const refusal = 'mordrake (rating 1,400) is too far from your rating (1,000) to challenge.';
    api((path) =>
      path === '/arena/challenge' ? { status: 409, body: { message: refusal } } : undefined,
    );
    await renderArena();
    fireEvent.click(screen.getByRole('button', { name: 'Challenge mordrake' }));
    const opponents = within(screen.getByRole('region', { name: 'Opponents' }));
    expect((await opponents.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.queryByRole('log')).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Challenge mordrake' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('Watch loads a past fight and plays it back from the hero’s side', async () => {
    const fetchMock = api();
    await renderArena();
    fireEvent.click(screen.getByRole('button', { name: 'Watch ilse challenged you' }));
    const fight = within(await screen.findByRole('region', { name: 'ilse challenged you' }));
    expect(await fight.findByText('Defeat')).toBeDefined();
    expect(logLines()).toEqual(WATCHED_DEFENCE.battleLog);
    expect(fight.getByText('Rating −14')).toBeDefined();
    expect(requestsTo(fetchMock, '/arena/fight').map((r) => r.body)).toEqual([
      { userId: TEST_USER_ID, fightId: FIGHT_LOG[1]!._id },
    ]);
  });

  it('links a challenge’s result and each kept fight of the log to its public replay', async () => {
    api();
    await renderArena();
    const log = within(screen.getByRole('region', { name: 'Fight Log' }));
    expect(
      log.getByRole('link', { name: 'Watch replay of You challenged corvin' }).getAttribute('href'),
    ).toBe(`/replay/${FIGHT_LOG[0]!.replay_id}`);
    // A swept replay (null) offers none.
    expect(log.queryByRole('link', { name: 'Watch replay of ilse challenged you' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Challenge mordrake' }));
    const fight = within(await screen.findByRole('region', { name: 'You challenge mordrake' }));
    fireEvent.click(fight.getByRole('button', { name: 'Skip' }));
    const link = await fight.findByRole('link', { name: 'Watch replay' });
    expect(link.getAttribute('href')).toBe(`/replay/${CHALLENGE_WIN.replay_id}`);
  });

  it('with no challenge left today, says so and Challenge waits', async () => {
    api(undefined, arenaAnswer({ attacks_left: 0 }));
    await renderArena();
    expect(
      screen.getByText('No challenges left today. Others may still challenge you.'),
    ).toBeDefined();
    for (const button of screen.getAllByRole('button', { name: /^Challenge/ })) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('with no one in reach, says why there is no opponent', async () => {
    api(undefined, arenaAnswer({ opponents: [], log: [] }));
    await renderArena();
    expect(
      screen.getByText('No hero of level 1–8 within 300 rating of yours is ready to fight yet.'),
    ).toBeDefined();
    // The band and the reward are shown.
    expect(
      screen.getByText(
        /You may challenge heroes of level 1–8 within 300 rating\. A win pays 32 gold/,
      ),
    ).toBeDefined();
    expect(
      screen.getByText('No fights yet. Challenge someone, or wait to be challenged.'),
    ).toBeDefined();
  });

  it('says so when the arena cannot be loaded', async () => {
    api((path) => (path === '/arena' ? { status: 500 } : undefined));
    await renderRoutes(routes, { path: '/arena', session: hero });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load the arena.');
  });
});
