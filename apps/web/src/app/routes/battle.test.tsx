import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BattleResponse } from '@demonbane/shared/battle-schemas';
import { makeBattle, makeUserView } from '@/testing/fixtures';
import { expectFirstRequest, mockApiWithDefaults, requestsTo } from '@/testing/mock-api';
import type { MockOverride, MockReply } from '@/testing/mock-api';
import { TEST_USER_ID, VESPER_SESSION as hero } from '@/testing/render-app';
import { renderRoutesWithState } from '@/testing/render-with-state';
import { initialExploreState } from '@/stores/explore-slice';
import {
  announced,
  answering,
  attackButton,
  attackOnce,
  expectBattleResult,
  RESULT_WAIT,
  FIGHT_REPLAY_ID,
} from '@/testing/battle-screen';
import { expectAlert } from '@/testing/assertions';
import { routes } from '../routes-config';

const battle: BattleResponse = makeBattle({
  potion: [
    { itemId: 'potion-minor', name: 'Minor Healing Potion', qty: 3 },
    { itemId: 'potion', name: 'Healing Potion', qty: 1 },
  ],
  flee_gold_loss: 150,
});

const rewards = { xp: 1500, gold: 12, souls: 1, drops: [{ name: 'Imp Horn', qty: 2 }], pieces: [] };

function api(override?: MockOverride) {
  return mockApiWithDefaults(
    {
      '/explore/battle': battle,
      '/user': { user: makeUserView() },
      '/explore/user': { explore: { map: [], current_map: null } },
    },
    override,
  );
}

/** An attack answered with `lines`: the Imp at 12 HP, the hero at 115, the fight goes on. */
function roundGoesOn(lines: string[]) {
  return answering('/explore/attack', {
    status: 200,
    body: {
      ...battle,
      user_hp: 115,
      monster: { ...battle.monster, monster_hp: 12 },
      battleLog: [...battle.battleLog, ...lines],
      round: 1,
      message: 'The battle rages on.',
    },
  });
}

/** An attack that wins, its log ending with `battleLog`. */
function wonWith(battleLog: string[], levelupto: number | null = null) {
  return answering('/explore/attack', {
    status: 200,
    body: {
      message: 'You won the battle!',
      rewards,
      levelupto,
      battleLog,
      user_hp: 110,
      replay_id: FIGHT_REPLAY_ID,
    },
  });
}

function renderBattle() {
  return renderRoutesWithState(routes, {
    entry: { pathname: '/battle' },
    session: hero,
    explore: {
      ...initialExploreState,
      current_map: { _id: 1, map_name: 'Ashen Hills' },
      area: 1,
    },
  });
}

/** A fighter card's stats as [name, value] pairs. */
const statsOf = (card: { getAllByRole: (role: 'term') => HTMLElement[] }) =>
  card.getAllByRole('term').map((dt) => [dt.textContent, dt.nextSibling?.textContent]);

describe('/battle', () => {
  it('shows both fighters with names, levels, HP and ATK/DEF/SPD, and the log', async () => {
    const fetchMock = api();
    renderBattle();
    expect(await screen.findByRole('heading', { level: 1, name: 'Battle' })).toBeDefined();
    expectFirstRequest(fetchMock, '/explore/battle');
    expect(screen.getByText('Ashen Hills, area 1')).toBeDefined();

    const heroCard = within(screen.getByRole('region', { name: 'Hero' }));
    expect(heroCard.getByRole('heading', { name: 'vesper' })).toBeDefined();
    expect(heroCard.getByText('Warrior')).toBeDefined();
    expect(heroCard.getByText('Lv').parentElement?.textContent).toBe('Lv 3');
    expect(heroCard.getByRole('progressbar', { name: 'HP' }).getAttribute('aria-valuetext')).toBe(
      '120 / 162',
    );
    expect(statsOf(heroCard)).toEqual([
      ['ATK', '20'],
      ['DEF', '14'],
      ['SPD', '8'],
    ]);

    const monsterCard = within(screen.getByRole('region', { name: 'Monster' }));
    expect(monsterCard.getByRole('heading', { name: 'Imp' })).toBeDefined();
    expect(monsterCard.getByRole('img', { name: 'Imp portrait' })).toBeDefined();
    expect(monsterCard.getByText('Lv').parentElement?.textContent).toBe('Lv 2');
    expect(
      monsterCard.getByRole('progressbar', { name: 'HP' }).getAttribute('aria-valuetext'),
    ).toBe('30 / 30');
    expect(statsOf(monsterCard)).toEqual([
      ['ATK', '6'],
      ['DEF', '2'],
      ['SPD', '7'],
    ]);

    const log = screen.getByRole('log', { name: 'Battle Log' });
    // The log itself is silent: the live message says each round's new lines once.
    expect(log.getAttribute('aria-live')).toBe('off');
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A level 2 Imp blocks your path!']);
    expect(screen.getByText('Minor Healing Potion × 3')).toBeDefined();
  });

  it('a round that goes on updates the fighters and appends to the log', async () => {
    api(roundGoesOn(['You strike the Imp for 18 damage.', 'The Imp hits you for 5 damage.']));
    renderBattle();
    await attackOnce('Imp');
    expect(await screen.findByText('The battle rages on.')).toBeDefined();
    const log = screen.getByRole('log', { name: 'Battle Log' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'A level 2 Imp blocks your path!',
      'You strike the Imp for 18 damage.',
      'The Imp hits you for 5 damage.',
    ]);
    const monster = within(screen.getByRole('region', { name: 'Monster' }));
    expect(monster.getByRole('progressbar', { name: 'HP' }).getAttribute('aria-valuetext')).toBe(
      '12 / 30',
    );
    const heroCard = within(screen.getByRole('region', { name: 'Hero' }));
    expect(heroCard.getByRole('progressbar', { name: 'HP' }).getAttribute('aria-valuetext')).toBe(
      '115 / 162',
    );
  });

  it("shows the round's hits over the fighters struck, crits marked, and its lines beside them", async () => {
    const lines = [
      'Heavy Strike! Critical hit! You strike the Imp for 18 damage.',
      'The Imp hits you for 5 damage (you block half).',
      'You strike the Imp for 4 damage and drain 2 HP.',
    ];
    api(roundGoesOn(lines));
    renderBattle();
    expect(await screen.findByText(/each blow lands here/)).toBeDefined();
    expect(screen.queryByTestId('damage-number')).toBeNull();
    await attackOnce('Imp');

    const numbers = await screen.findAllByTestId('damage-number');
    expect(numbers.map((n) => [n.dataset.target, n.textContent, n.dataset.crit ?? null])).toEqual([
      ['hero', '−5Blocked', null],
      ['monster', '−18Critical!', 'true'],
      ['monster', '−4', null],
    ]);
    expect(screen.getByTestId('heal-number').textContent).toBe('+2');
    const latest = within(screen.getByRole('region', { name: 'This round' }));
    expect(latest.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `Crit${lines[0]}`,
      `Guard${lines[1]}`,
      // A blow that drains is not marked as a heal.
      lines[2],
    ]);
    // Said once, by the live message, as before.
    expect(announced()).toBe(lines.join(' '));
  });

  it('a win goes to /battle-result?result=win with rewards, levelupto and page', async () => {
    const log = [...battle.battleLog, 'The Imp falls.'];
    api(wonWith(log, 4));
    const { router } = renderBattle();
    await attackOnce('Imp');
    await expectBattleResult(router, '?result=win');
    expect(router.state.location.state).toEqual({
      page: 'explore',
      rewards,
      levelupto: 4,
      battleLog: log,
      replay_id: FIGHT_REPLAY_ID,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Victory!' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Watch replay' }).getAttribute('href')).toBe(
      `/replay/${FIGHT_REPLAY_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Back to Map' }).getAttribute('href')).toBe(
      '/explore-map',
    );
  });

  it('the final blow lands on screen before the result, and a reload then would still show it', async () => {
    api(wonWith([...battle.battleLog, 'You strike the Imp for 30 damage.', 'The Imp falls.']));
    const { router } = renderBattle();
    await attackOnce('Imp');
    expect((await screen.findByTestId('damage-number')).textContent).toBe('−30');
    const latest = within(screen.getByRole('region', { name: 'This round' }));
    expect(latest.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'You strike the Imp for 30 damage.',
      'The Imp falls.',
      'Victory!',
    ]);
    expect(router.state.location.pathname).toBe('/battle');
    expect(sessionStorage.length).toBe(1);
    await expectBattleResult(router, '?result=win');
    expect(sessionStorage.length).toBe(0);
  });

  it('a loss goes to /battle-result?result=lose and ends the exploration', async () => {
    api(
      answering('/explore/attack', {
        status: 200,
        body: {
          message: 'You lost the battle!',
          battleLog: ['You fall.'],
          user_hp: 0,
          gold_lost: 25,
          replay_id: FIGHT_REPLAY_ID,
        },
      }),
    );
    const { router, store } = renderBattle();
    await attackOnce('Imp');
    await waitFor(() => expect(router.state.location.search).toBe('?result=lose'), RESULT_WAIT);
    expect(router.state.location.state).toMatchObject({
      page: 'explore',
      gold_lost: 25,
      replay_id: FIGHT_REPLAY_ID,
    });
    expect(store.getState().explore).toEqual(initialExploreState);
    expect(await screen.findByRole('heading', { level: 1, name: 'Defeat' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Map Selection' }).getAttribute('href')).toBe(
      '/explore',
    );
  });

  it('sends one attack per click while a round is under way', async () => {
    let release: (reply: MockReply) => void = () => {};
    const fetchMock = api((path) =>
      path === '/explore/attack'
        ? new Promise<MockReply>((resolve) => {
            release = resolve;
          })
        : undefined,
    );
    renderBattle();
    await attackOnce('Imp');
    fireEvent.click(attackButton());
    await waitFor(() => expect(attackButton().hasAttribute('disabled')).toBe(true));
    expect(attackButton().getAttribute('aria-busy')).toBe('true');
    fireEvent.click(attackButton());
    await waitFor(() => expect(requestsTo(fetchMock, '/explore/attack')).toHaveLength(1));
    release({ status: 200, body: { ...battle, round: 1, message: 'The battle rages on.' } });
    await waitFor(() => expect(attackButton().hasAttribute('disabled')).toBe(false));
    expect(requestsTo(fetchMock, '/explore/attack')).toHaveLength(1);
  });

  it("shows the server's reason or 'Attack failed.' when an attack fails", async () => {
    let reply: MockReply = { status: 409, body: { message: 'No battle in progress.' } };
    api(answering('/explore/attack', () => reply));
    renderBattle();
    await attackOnce('Imp');
    await expectAlert('No battle in progress.');
    reply = { status: 500 };
    await waitFor(() => expect(attackButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(attackButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Attack failed.'));
  });

  it("sends the player to /explore on 'No monster found for battle.'", async () => {
    api((path) =>
      path === '/explore/battle'
        ? { status: 404, body: { message: 'No monster found for battle.' } }
        : undefined,
    );
    const { router } = renderRoutesWithState(routes, {
      entry: { pathname: '/battle' },
      session: hero,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore'));
  });

  it("says 'Failed to fetch battle data.' when the battle cannot load", async () => {
    api((path) => (path === '/explore/battle' ? { status: 500 } : undefined));
    renderBattle();
    await expectAlert('Failed to fetch battle data.');
  });

  it('Use Potion drinks the first potion, then reloads the battle', async () => {
    let loads = 0;
    const fetchMock = api((path) => {
      if (path === '/explore/battle') {
        loads += 1;
        return {
          status: 200,
          body:
            loads === 1
              ? battle
              : {
                  ...battle,
                  user_hp: 162,
                  potion: [{ ...battle.potion[0]!, qty: 2 }, battle.potion[1]!],
                },
        };
      }
      if (path === '/inventory/use-item') {
        return {
          status: 200,
          body: {
            message: 'Used 1 Minor Healing Potion. You recover 42 HP.',
            used: 1,
            user_hp: 162,
            user_max_hp: 162,
            buffs: [],
          },
        };
      }
      return undefined;
    });
    const { store } = renderBattle();
    await screen.findByRole('heading', { name: 'Imp' });
    const bar = screen.getByRole('group', { name: 'Battle actions' });
    const dock = [...bar.parentElement!.children];
    fireEvent.click(screen.getByRole('button', { name: 'Use Potion' }));

    const latest = within(await screen.findByRole('region', { name: 'This round' }));
    expect(latest.getByText('Used 1 Minor Healing Potion. You recover 42 HP.')).toBeDefined();
    expect(announced()).toBe('Used 1 Minor Healing Potion. You recover 42 HP.');
    // The answer shows beside the fighters: nothing lands above the bar to push it down.
    expect([...bar.parentElement!.children]).toEqual(dock);
    expectFirstRequest(fetchMock, '/inventory/use-item', { itemId: 'potion-minor' });
    await waitFor(() => expect(screen.getByText('Minor Healing Potion × 2')).toBeDefined());
    expect(requestsTo(fetchMock, '/explore/battle')).toHaveLength(2);
    const heroCard = within(screen.getByRole('region', { name: 'Hero' }));
    expect(heroCard.getByRole('progressbar', { name: 'HP' }).getAttribute('aria-valuetext')).toBe(
      '162 / 162',
    );
    expect(store.getState().session.user_hp).toBe(162);
  });

  /** POST /inventory/use-item in a fight: the drink's round, as the server tells it. */
  const drinkRound = (
    lines: string[],
    hp: number,
    end: { outcome: 'ongoing' | 'lost'; gold_lost: number; replay_id?: string },
  ) =>
    answering('/inventory/use-item', {
      status: 200,
      body: {
        message: lines.join(' '),
        used: 1,
        user_hp: hp,
        user_max_hp: 162,
        buffs: [],
        round: { log: lines, ...end },
      },
    });

  it("a potion takes the turn: the round reads 'You drink … The Imp hits you for …'", async () => {
    const lines = [
      'You drink a Minor Healing Potion: HP 162/162.',
      'The Imp hits you for 4 damage.',
    ];
    api(drinkRound(lines, 158, { outcome: 'ongoing', gold_lost: 0 }));
    renderBattle();
    await screen.findByRole('heading', { name: 'Imp' });
    fireEvent.click(screen.getByRole('button', { name: 'Use Potion' }));
    const latest = within(await screen.findByRole('region', { name: 'This round' }));
    for (const line of lines) expect(latest.getByText(line)).toBeDefined();
    expect(announced()).toBe(lines.join(' '));
  });

  it('a drink whose round lets the killing blow through goes to the defeat', async () => {
    const lines = [
      'You drink a Minor Healing Potion: HP 50/162.',
      'The Imp hits you for 60 damage.',
      'You collapse.',
    ];
    api(drinkRound(lines, 0, { outcome: 'lost', gold_lost: 25, replay_id: FIGHT_REPLAY_ID }));
    const { router } = renderBattle();
    await screen.findByRole('heading', { name: 'Imp' });
    fireEvent.click(screen.getByRole('button', { name: 'Use Potion' }));
    await waitFor(() => expect(router.state.location.search).toBe('?result=lose'), RESULT_WAIT);
    expect(router.state.location.state).toMatchObject({
      page: 'explore',
      gold_lost: 25,
      replay_id: FIGHT_REPLAY_ID,
    });
  });

  it("shows 'Your HP is already full.' or 'Failed to use potion.'", async () => {
    let reply: MockReply = { status: 409, body: { message: 'Your HP is already full.' } };
    api(answering('/inventory/use-item', () => reply));
    renderBattle();
    await screen.findByRole('heading', { name: 'Imp' });
    fireEvent.click(screen.getByRole('button', { name: 'Use Potion' }));
    await expectAlert('Your HP is already full.');
    reply = { status: 500 };
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Use Potion' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use Potion' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to use potion.'),
    );
  });

  it('disables Use Potion without potions', async () => {
    api((path) =>
      path === '/explore/battle' ? { status: 200, body: { ...battle, potion: [] } } : undefined,
    );
    renderBattle();
    await screen.findByRole('heading', { name: 'Imp' });
    expect(screen.getByRole('button', { name: 'Use Potion' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('No potions in your pack.')).toBeDefined();
  });

  it('Flee asks first, naming the cost; Keep fighting sends nothing', async () => {
    const fetchMock = api();
    const { router } = renderBattle();
    await screen.findByRole('heading', { level: 1, name: 'Battle' });
    expect(screen.getByText('Fleeing ends the exploration and costs half a defeat.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Flee' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Flee this fight?' });
    expect(dialog.textContent).toContain(
      'Fleeing costs 150 gold, half a defeat, and your HP drops to 0.',
    );
    // While asking, the trigger is gone: only the dialog's Flee confirms.
    expect(screen.getAllByRole('button', { name: 'Flee' })).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep fighting' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requestsTo(fetchMock, '/explore/clear')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/battle');
  });

  it('a confirmed Flee leaves the dungeon as a defeat, with the gold lost', async () => {
    const fled =
      'You flee the fight and stagger out of the dungeon. You lose 150 gold, half what a defeat costs.';
    const fetchMock = api((path) => {
      if (path === '/explore/clear') {
        return { status: 200, body: { message: fled, fled: true, gold_lost: 150 } };
      }
      if (path === '/user') return new Promise<MockReply>(() => {});
      return undefined;
    });
    const { router, store } = renderRoutesWithState(routes, {
      entry: { pathname: '/battle' },
      session: { ...hero, gold: 1500, user_hp: 120 },
      explore: {
        ...initialExploreState,
        current_map: { _id: 1, map_name: 'Ashen Hills' },
        area: 1,
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Battle' });
    fireEvent.click(screen.getByRole('button', { name: 'Flee' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Flee' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Defeat' })).toBeDefined();
    expect(router.state.location.search).toBe('?result=lose');
    expect(router.state.location.state).toMatchObject({
      page: 'explore',
      gold_lost: 150,
      fled: true,
    });
    expect(screen.getByText(/You lost/).textContent).toBe('You lost 150 gold.');
    expect(screen.getByText('You fled the field, for half the cost of a defeat.')).toBeDefined();
    expect(store.getState().explore).toEqual(initialExploreState);
    expect(store.getState().session).toMatchObject({ gold: 1350, user_hp: 0 });
    expect(requestsTo(fetchMock, '/explore/clear').map((r) => r.body)).toEqual([
      { userId: TEST_USER_ID },
    ]);
  });

  it("shows the server's reason when fleeing fails, and the fight stays", async () => {
    api((path) =>
      path === '/explore/clear' ? { status: 409, body: { message: 'Not now.' } } : undefined,
    );
    const { router } = renderBattle();
    await screen.findByRole('heading', { level: 1, name: 'Battle' });
    fireEvent.click(screen.getByRole('button', { name: 'Flee' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Flee' }));
    await expectAlert('Not now.');
    expect(router.state.location.pathname).toBe('/battle');
  });
});
