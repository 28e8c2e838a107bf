import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BattleView } from '@demonbane/shared/battle-schemas';
import { makeHunt, makeHuntBattle } from '@/features/hunt/testing/hunt-fixtures';
import { makeBattle, makeUserView } from '@/testing/fixtures';
import { mockApiWithDefaults, requestsTo, type MockOverride } from '@/testing/mock-api';
import type { MockReply } from '@/testing/mock-api';
import { TEST_USER_ID, VESPER_SESSION as hero } from '@/testing/render-app';
import { renderRoutesWithState } from '@/testing/render-with-state';
import { initialExploreState } from '@/stores/explore-slice';
import {
  announced,
  answering,
  attackButton,
  autoBattleAnswer,
  expectBattleResult,
  logLines,
  PLAIN_REWARDS,
  watchBattle,
} from '@/testing/battle-screen';
import { expectAlert } from '@/testing/assertions';
import { routes } from '../routes-config';

/** The bar is shared: every case runs on the explore battle and on the tower's. */
const SCREENS = [
  {
    screen: '/battle',
    monster: 'Imp',
    paths: { load: '/explore/battle', attack: '/explore/attack', auto: '/explore/auto-battle' },
    view: (changes: Partial<BattleView>) => makeBattle(changes),
    defaults: { '/explore/user': { explore: { map: [], current_map: null } } },
    explore: { ...initialExploreState, current_map: { _id: 1, map_name: 'Ashen Hills' }, area: 1 },
  },
  {
    screen: '/hunt-battle',
    monster: 'Hellhound',
    paths: { load: '/hunt/initialize', attack: '/hunt/hunt-attack', auto: '/hunt/auto-battle' },
    view: (changes: Partial<BattleView>) => makeHuntBattle(changes),
    defaults: { '/hunt': makeHunt({ current_floor: 3 }) },
    explore: initialExploreState,
  },
];

/** Rage 28: Heavy Strike (30) is short of it, Shield Wall cools down 2 rounds, War Cry is ready. */
const MIXED: Partial<BattleView> = {
  resource: { kind: 'rage', name: 'Rage', value: 28, max: 100 },
  skills: makeBattle().skills.map((s) => (s._id === 'shield-wall' ? { ...s, ready_in: 2 } : s)),
  potion: [{ itemId: 'potion-minor', name: 'Minor Healing Potion', qty: 3 }],
};

/** The text an element's aria-describedby points at. */
function descriptionOf(element: HTMLElement): string {
  const id = element.getAttribute('aria-describedby');
  return (id && document.getElementById(id)?.textContent) ?? '';
}

const skillButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Battle actions' })).getByRole('button', { name });

const press = (key: string, init: KeyboardEventInit = {}, target: Element | Window = window) =>
  fireEvent.keyDown(target, { key, ...init });

type Screen = (typeof SCREENS)[number];

/** The screen's API: its fight as `changes` make it, the hero, and `override` first. */
function api(setup: Screen, changes: Partial<BattleView> = MIXED, override?: MockOverride) {
  return mockApiWithDefaults(
    {
      [setup.paths.load]: setup.view(changes),
      '/user': { user: makeUserView() },
      ...setup.defaults,
    },
    override,
  );
}

/** Renders the screen and waits for its monster. */
async function renderScreen(setup: Screen) {
  const rendered = renderRoutesWithState(routes, {
    entry: { pathname: setup.screen },
    session: hero,
    explore: setup.explore,
  });
  await screen.findByRole('heading', { name: setup.monster });
  return rendered;
}

describe.each(SCREENS)('the battle bar on $screen', (setup) => {
  const renderBar = () => renderScreen(setup);

  /** An answer that keeps the fight going, with these changes to the view. */
  const ongoing = (changes: Partial<BattleView>) => ({
    ...makeBattle({ ...MIXED, ...changes }),
    message: 'The battle rages on.',
  });

  it('shows each skill with its key, its cost, and why it cannot be used; the rage gauge', async () => {
    api(setup);
    await renderBar();
    const hero = within(screen.getByRole('region', { name: 'Hero' }));
    expect(hero.getByRole('progressbar', { name: 'Rage' }).getAttribute('aria-valuetext')).toBe(
      '28 / 100',
    );

    const heavy = skillButton('Heavy Strike');
    expect(heavy.textContent).toBe('1Heavy Strike30 rage');
    expect(heavy.getAttribute('aria-keyshortcuts')).toBe('1');
    expect(heavy.getAttribute('aria-disabled')).toBe('true');
    expect(heavy.getAttribute('title')).toBe('A two-handed blow for 160% damage.');
    expect(descriptionOf(heavy)).toBe(
      '30 rage. Not enough rage: 28 of 30. A two-handed blow for 160% damage.',
    );

    const wall = skillButton('Shield Wall');
    expect(wall.textContent).toBe('2Shield Wall20 rage2 rounds');
    expect(wall.getAttribute('aria-disabled')).toBe('true');
    expect(descriptionOf(wall)).toMatch(/^20 rage\. Cooling down: ready in 2 rounds\. Raise/);

    const cry = skillButton('War Cry');
    expect(cry.getAttribute('aria-disabled')).toBeNull();
    expect(descriptionOf(cry)).toBe(
      '25 rage. A roar that shakes the demon: its ATK falls by 25% for 3 rounds.',
    );
    expect(attackButton().getAttribute('aria-keyshortcuts')).toBe('A');
  });

  it("a skill's button attacks with it; the answer's rage, cooldown and lines are shown", async () => {
    const fetchMock = api(
      setup,
      MIXED,
      answering(setup.paths.attack, {
        status: 200,
        body: ongoing({
          resource: { kind: 'rage', name: 'Rage', value: 8, max: 100 },
          skills: MIXED.skills!.map((s) =>
            s._id === 'war-cry' ? { ...s, ready_in: 5 } : { ...s, ready_in: 0 },
          ),
          battleLog: ['War Cry! The monster is weakened for 3 rounds.', 'It hits you for 4.'],
          round: 1,
        }),
      }),
    );
    await renderBar();
    // A skill that cannot be used sends nothing.
    fireEvent.click(skillButton('Heavy Strike'));
    fireEvent.click(skillButton('War Cry'));

    await waitFor(() => expect(skillButton('War Cry').textContent).toContain('5 rounds'));
    expect(requestsTo(fetchMock, setup.paths.attack).map((r) => r.body)).toEqual([
      { userId: TEST_USER_ID, skill: 'war-cry' },
    ]);
    expect(skillButton('War Cry').getAttribute('aria-disabled')).toBe('true');
    // Shield Wall has cooled down, but 8 rage cannot pay for it.
    expect(skillButton('Shield Wall').textContent).toBe('2Shield Wall20 rage');
    expect(descriptionOf(skillButton('Shield Wall'))).toMatch(
      /^20 rage\. Not enough rage: 8 of 20\./,
    );
    const rage = within(screen.getByRole('region', { name: 'Hero' })).getByRole('progressbar', {
      name: 'Rage',
    });
    expect(rage.getAttribute('aria-valuetext')).toBe('8 / 100');
    expect(logLines().slice(-2)).toEqual([
      'War Cry! The monster is weakened for 3 rounds.',
      'It hits you for 4.',
    ]);
    // The round's new lines are said once, together.
    expect(announced()).toBe('War Cry! The monster is weakened for 3 rounds. It hits you for 4.');
  });

  it("shows the server's reason when it refuses a skill", async () => {
    api(
      setup,
      MIXED,
      answering(setup.paths.attack, {
        status: 409,
        body: { message: 'War Cry needs 25 rage; you have 20.' },
      }),
    );
    await renderBar();
    fireEvent.click(skillButton('War Cry'));
    await expectAlert('War Cry needs 25 rage; you have 20.');
  });

  it('keys: 3 the third skill, A attacks, P drinks; not with a modifier, in a field, or in flight', async () => {
    let release: (reply: MockReply) => void = () => {};
    const fetchMock = api(setup, MIXED, (path) => {
      if (path === setup.paths.attack) {
        return new Promise<MockReply>((resolve) => {
          release = resolve;
        });
      }
      if (path === '/inventory/use-item') return { status: 409, body: { message: 'Full.' } };
      return undefined;
    });
    await renderBar();
    const sent = () => requestsTo(fetchMock, setup.paths.attack).map((r) => r.body.skill ?? null);

    press('1'); // Heavy Strike: short of rage.
    press('a', { ctrlKey: true });
    press('a', {}, screen.getByRole('combobox', { name: 'Stop' }));
    press('3');
    await waitFor(() => expect(attackButton().hasAttribute('disabled')).toBe(true));
    press('a'); // In flight: ignored.
    expect(sent()).toEqual(['war-cry']);

    release({ status: 200, body: ongoing({ round: 1 }) });
    await waitFor(() => expect(attackButton().hasAttribute('disabled')).toBe(false));
    press('A');
    await waitFor(() => expect(sent()).toEqual(['war-cry', null]));
    release({ status: 200, body: ongoing({ round: 2 }) });
    await waitFor(() => expect(attackButton().hasAttribute('disabled')).toBe(false));

    press('p');
    await expectAlert('Full.');
    expect(requestsTo(fetchMock, '/inventory/use-item').map((r) => r.body.itemId)).toEqual([
      'potion-minor',
    ]);
  });

  it('auto-battle plays the rounds back in order, says each once, then shows the victory', async () => {
    const rounds = [
      ['You strike for 12.', 'It bites for 3.'],
      ['You strike for 11.', 'It bites for 4.'],
      ['You strike for 13. It falls.'],
    ];
    const fetchMock = api(
      setup,
      MIXED,
      answering(setup.paths.auto, { status: 200, body: autoBattleAnswer(rounds, 'won') }),
    );
    const { router } = await renderBar();
    const first = logLines();
    const watched = watchBattle();
    fireEvent.click(screen.getByRole('button', { name: 'Auto-battle' }));

    expect(
      await screen.findByRole('heading', { name: 'Victory!' }, { timeout: 5000 }),
    ).toBeDefined();
    expect(router.state.location.search).toBe('?result=win');
    expect(router.state.location.state).toMatchObject({ battleLog: rounds.flat() });
    expect(requestsTo(fetchMock, setup.paths.auto).map((r) => r.body)).toEqual([
      { userId: TEST_USER_ID, until_hp_below: 30, potions: false },
    ]);
    expect(watched.log).toEqual([
      [...first, ...rounds[0]!],
      [...first, ...rounds[0]!, ...rounds[1]!],
      [...first, ...rounds.flat()],
    ]);
    expect(watched.said).toEqual([
      'You strike for 12. It bites for 3.',
      'You strike for 11. It bites for 4.',
      'You strike for 13. It falls. You won the battle!',
    ]);
    await screen.findByText('Lv', { selector: 'abbr' });
  });
});

/** What the tab keeps across a reload (sessionStorage), copied now. */
function tabStorageNow(): [string, string][] {
  return Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key) ?? '']);
}

describe.each(SCREENS)('a reload on $screen', (setup) => {
  afterEach(() => sessionStorage.clear());

  it('during an auto-battle shows its result (the server has already ended the fight)', async () => {
    const rounds = [['Round one.'], ['Round two.'], ['Round three.'], ['The foe falls.']];
    let over = false;
    const fetchMock = api(setup, MIXED, (path) => {
      if (path === setup.paths.auto) {
        over = true;
        return { status: 200, body: autoBattleAnswer(rounds, 'won') };
      }
      // Once it is over there is no fight to read (a new read would start another).
      if (path === setup.paths.load && over) {
        return { status: 404, body: { message: 'No monster found for battle.' } };
      }
      return undefined;
    });
    const first = await renderScreen(setup);
    fireEvent.click(screen.getByRole('button', { name: 'Auto-battle' }));
    await waitFor(() => expect(logLines()).toContain('Round one.'));
    // A reload stops the page where it is: only what the tab kept survives it.
    const kept = tabStorageNow();
    first.unmount();
    sessionStorage.clear();
    for (const [key, value] of kept) sessionStorage.setItem(key, value);

    const { router } = renderRoutesWithState(routes, {
      entry: { pathname: setup.screen },
      session: hero,
      explore: setup.explore,
    });
    await expectBattleResult(router, '?result=win');
    expect(router.state.location.state).toMatchObject({
      page: setup.screen === '/battle' ? 'explore' : 'hunt',
      rewards: PLAIN_REWARDS,
      battleLog: rounds.flat(),
    });
    expect(await screen.findByRole('heading', { name: 'Victory!' })).toBeDefined();
    expect(requestsTo(fetchMock, setup.paths.load)).toHaveLength(1);
    // Shown once: a later visit to the screen reads the server again.
    expect(sessionStorage.length).toBe(0);
  });
});

describe('the battle bar', () => {
  const explore = SCREENS[0]!;
  const changes: Partial<BattleView> = { ...MIXED, user_hp: 100 };
  const battle = explore.view(changes);
  const renderBattle = () => renderScreen(explore);

  it("warns of the monster's special move a round ahead, and only then", async () => {
    const intent = 'The Imp hauls its great shield high. (Portcullis Slam next round: ×2 damage.)';
    let warned = true;
    api(explore, MIXED, (path) =>
      path === '/explore/battle'
        ? { status: 200, body: { ...battle, monster_intent: warned ? intent : null } }
        : undefined,
    );
    const { unmount } = await renderBattle();
    expect(screen.getByText('Next round')).toBeDefined();
    expect(screen.getByText(intent)).toBeDefined();
    unmount();

    warned = false;
    await renderBattle();
    expect(screen.queryByText('Next round')).toBeNull();
  });

  it('auto-battle stops where chosen, drinks potions if asked, and the fight stays', async () => {
    const rounds = [
      ['You strike for 12.', 'It bites for 30.'],
      ['You drink a Minor Healing Potion and recover 40 HP.'],
      ['You strike for 11.', 'It bites for 45.'],
    ];
    const stopped = 'Your HP fell below 50%: you stop to take stock.';
    const fetchMock = api(
      explore,
      changes,
      answering('/explore/auto-battle', {
        status: 200,
        body: autoBattleAnswer(
          rounds,
          { ongoing: { ...battle, user_hp: 65, round: 2, potion: [] }, message: stopped },
          2,
        ),
      }),
    );
    const { router } = await renderBattle();
    const potions = screen.getByRole('checkbox', { name: 'Drink potions instead' });
    const stop = screen.getByRole('combobox', { name: 'Stop' });
    fireEvent.click(potions);
    // Fighting to the end there is no threshold to drink at: the choice is dropped.
    fireEvent.change(stop, { target: { value: '0' } });
    expect((potions as HTMLInputElement).disabled).toBe(true);
    expect((potions as HTMLInputElement).checked).toBe(false);
    expect(descriptionOf(screen.getByRole('button', { name: 'Auto-battle' }))).toBe(
      'Fights round after round until the fight ends.',
    );
    fireEvent.change(stop, { target: { value: '50' } });
    fireEvent.click(potions);
    fireEvent.click(screen.getByRole('button', { name: 'Auto-battle' }));

    expect(await screen.findByText(stopped, {}, { timeout: 5000 })).toBeDefined();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Auto-battle' })).toBeDefined());
    expect(requestsTo(fetchMock, '/explore/auto-battle').map((r) => r.body)).toEqual([
      { userId: TEST_USER_ID, until_hp_below: 50, potions: true },
    ]);
    expect(router.state.location.pathname).toBe('/battle');
    expect(logLines()).toEqual([...battle.battleLog, ...rounds.flat()]);
    const heroCard = within(screen.getByRole('region', { name: 'Hero' }));
    expect(heroCard.getByRole('progressbar', { name: 'HP' }).getAttribute('aria-valuetext')).toBe(
      '65 / 162',
    );
    expect(screen.getByText('No potions in your pack.')).toBeDefined();
    expect(announced()).toBe(`You strike for 11. It bites for 45. ${stopped}`);
  });

  it('Skip shows the rest at once and says it in one summary, then the defeat', async () => {
    const rounds = [['Round one.'], ['Round two.'], ['Round three.'], ['You fall.']];
    api(
      explore,
      changes,
      answering('/explore/auto-battle', { status: 200, body: autoBattleAnswer(rounds, 'lost') }),
    );
    const { router, store } = await renderBattle();
    const watched = watchBattle();
    fireEvent.click(screen.getByRole('button', { name: 'Auto-battle' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }));

    expect(await screen.findByRole('heading', { name: 'Defeat' })).toBeDefined();
    expect(router.state.location.search).toBe('?result=lose');
    expect(store.getState().explore).toEqual(initialExploreState);
    expect(watched.log).toEqual([
      [...battle.battleLog, 'Round one.'],
      [...battle.battleLog, ...rounds.flat()],
    ]);
    expect(watched.said).toEqual([
      'Round one.',
      'Auto-battle: 4 rounds fought. You fall. You lost the battle!',
    ]);
    await screen.findByText('Lv', { selector: 'abbr' });
  });

  it('with reduced motion the rounds land at once, with one summary', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' })),
    );
    const rounds = [['Round one.'], ['Round two.']];
    api(
      explore,
      changes,
      answering('/explore/auto-battle', {
        status: 200,
        body: autoBattleAnswer(rounds, { ongoing: battle, message: 'You stop to take stock.' }),
      }),
    );
    await renderBattle();
    const watched = watchBattle();
    fireEvent.click(screen.getByRole('button', { name: 'Auto-battle' }));

    await waitFor(() => expect(watched.log).toHaveLength(1));
    expect(watched.log[0]).toEqual([...battle.battleLog, ...rounds.flat()]);
    await waitFor(() =>
      expect(announced()).toBe('Auto-battle: 2 rounds fought. Round two. You stop to take stock.'),
    );
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
  });
});
