import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOST_MESSAGE, WON_MESSAGE } from '@demonbane/shared/battle-schemas';
import type { HuntBattleResponse } from '@demonbane/shared/hunt-schemas';
import { fleeCostText } from '@/components/game/flee-button';
import { huntRewards, makeHunt, makeHuntBattle } from '@/features/hunt/testing/hunt-fixtures';
import { makeUserView } from '@/testing/fixtures';
import { expectFirstRequest, mockApiWithDefaults, requestsTo } from '@/testing/mock-api';
import type { MockOverride, MockReply } from '@/testing/mock-api';
import { TEST_USER_ID, VESPER_SESSION as hero } from '@/testing/render-app';
import { renderRoutesWithState } from '@/testing/render-with-state';
import {
  answering,
  attackButton,
  attackOnce,
  expectBattleResult,
  logLines,
  RESULT_WAIT,
  FIGHT_REPLAY_ID,
} from '@/testing/battle-screen';
import { expectAlert } from '@/testing/assertions';
import { routes } from '../routes-config';

function api(battle: HuntBattleResponse = makeHuntBattle(), override?: MockOverride) {
  return mockApiWithDefaults(
    {
      '/hunt/initialize': battle,
      '/hunt': makeHunt({ current_floor: 3 }),
      '/user': { user: makeUserView() },
    },
    override,
  );
}

function renderHuntBattle() {
  return renderRoutesWithState(routes, { entry: { pathname: '/hunt-battle' }, session: hero });
}

/** An ongoing round's reply: the battle fields (no scene) and a message. */
function ongoing(battle: HuntBattleResponse, changes: Partial<HuntBattleResponse>) {
  const { background: _b, current_floor: _f, boss: _boss, ...view } = { ...battle, ...changes };
  return { ...view, message: 'The battle rages on.' };
}

describe('/hunt-battle', () => {
  it('shows the floor, its scene, both fighters and the log', async () => {
    const fetchMock = api();
    renderHuntBattle();
    expect(await screen.findByRole('heading', { level: 1, name: 'Floor 3' })).toBeDefined();
    expectFirstRequest(fetchMock, '/hunt/initialize');
    expect(screen.getByText('The Ashen Gate')).toBeDefined();
    expect(document.querySelector('[data-scene="ashen-gate"]')).not.toBeNull();
    expect(screen.queryByText('Boss Floor')).toBeNull();
    const heroCard = within(screen.getByRole('region', { name: 'Hero' }));
    expect(heroCard.getByRole('heading', { name: 'vesper' })).toBeDefined();
    expect(heroCard.getByRole('progressbar', { name: 'HP' }).getAttribute('aria-valuetext')).toBe(
      '120 / 162',
    );
    const monster = within(screen.getByRole('region', { name: 'Monster' }));
    expect(monster.getByRole('heading', { name: 'Hellhound' })).toBeDefined();
    expect(monster.getByText('Lv').parentElement?.textContent).toBe('Lv 3');
    // The log itself is silent: the live message says each round's new lines once.
    expect(screen.getByRole('log', { name: 'Battle Log' }).getAttribute('aria-live')).toBe('off');
    expect(logLines()).toEqual(['Floor 3: a level 3 Hellhound attacks!']);
    expect(screen.getByText('Minor Healing Potion × 3')).toBeDefined();
  });

  it('marks a boss floor and paints its band', async () => {
    api(
      makeHuntBattle({
        current_floor: 35,
        boss: true,
        background: 'abyss-throne',
        monster: { ...makeHuntBattle().monster, monster_name: 'Pit Lord', monster_level: 37 },
      }),
    );
    renderHuntBattle();
    expect(await screen.findByRole('heading', { level: 1, name: 'Floor 35' })).toBeDefined();
    expect(screen.getByText('Boss Floor')).toBeDefined();
    expect(screen.getByText('The Abyss Throne')).toBeDefined();
    expect(document.querySelector('[data-scene="abyss-throne"]')).not.toBeNull();
    const boss = within(screen.getByRole('region', { name: 'Boss' }));
    expect(boss.getByRole('heading', { name: 'Pit Lord' })).toBeDefined();
    expect(boss.getByText('Floor Boss')).toBeDefined();
  });

  it('a round that goes on updates the fighters and appends to the log', async () => {
    const battle = makeHuntBattle();
    api(
      battle,
      answering('/hunt/hunt-attack', {
        status: 200,
        body: ongoing(battle, {
          user_hp: 101,
          monster: { ...battle.monster, monster_hp: 48 },
          battleLog: [
            ...battle.battleLog,
            'You strike the Hellhound for 22 damage.',
            'The Hellhound bites you for 19 damage.',
          ],
          round: 1,
        }),
      }),
    );
    renderHuntBattle();
    await attackOnce('Hellhound');
    expect(await screen.findByText('The battle rages on.')).toBeDefined();
    expect(logLines()).toEqual([
      'Floor 3: a level 3 Hellhound attacks!',
      'You strike the Hellhound for 22 damage.',
      'The Hellhound bites you for 19 damage.',
    ]);
    const monster = within(screen.getByRole('region', { name: 'Monster' }));
    expect(monster.getByRole('progressbar', { name: 'HP' }).getAttribute('aria-valuetext')).toBe(
      '48 / 70',
    );
    // The floor and scene stay as they were.
    expect(screen.getByRole('heading', { level: 1, name: 'Floor 3' })).toBeDefined();
    expect(screen.getByText('Round').textContent).toBe('Round 1');
  });

  it('disables Attack while the request is in flight, so one click is one round', async () => {
    let release: (reply: MockReply) => void = () => {};
    const fetchMock = api(makeHuntBattle(), (path) =>
      path === '/hunt/hunt-attack'
        ? new Promise<MockReply>((resolve) => {
            release = resolve;
          })
        : undefined,
    );
    renderHuntBattle();
    await attackOnce('Hellhound');
    fireEvent.click(attackButton());
    await waitFor(() => expect((attackButton() as HTMLButtonElement).disabled).toBe(true));
    expect(attackButton().getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Use Potion' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    release({ status: 200, body: ongoing(makeHuntBattle(), { round: 1 }) });
    await waitFor(() => expect((attackButton() as HTMLButtonElement).disabled).toBe(false));
    expect(requestsTo(fetchMock, '/hunt/hunt-attack')).toHaveLength(1);
  });

  it('a win (rewards present) goes to the win result with rewards, levelupto and page hunt', async () => {
    api(
      makeHuntBattle(),
      answering('/hunt/hunt-attack', {
        status: 200,
        body: {
          message: WON_MESSAGE,
          rewards: huntRewards,
          levelupto: 4,
          battleLog: ['The Hellhound falls.'],
          user_hp: 90,
          replay_id: FIGHT_REPLAY_ID,
        },
      }),
    );
    const { router } = renderHuntBattle();
    await attackOnce('Hellhound');
    await expectBattleResult(router, '?result=win');
    expect(router.state.location.state).toEqual({
      page: 'hunt',
      floor: 3,
      rewards: huntRewards,
      levelupto: 4,
      battleLog: ['The Hellhound falls.'],
      replay_id: FIGHT_REPLAY_ID,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Victory!' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Next Floor' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Clear Floor' })).toBeDefined();
    expect(screen.getByText('Climb on to floor 4.')).toBeDefined();
    await screen.findByText('Lv', { selector: 'abbr' });
  });

  it('user_hp 0 goes to the lose result with page hunt, which offers Back to Hunt', async () => {
    api(
      makeHuntBattle(),
      answering('/hunt/hunt-attack', {
        status: 200,
        body: {
          message: LOST_MESSAGE,
          battleLog: ['You fall.'],
          user_hp: 0,
          gold_lost: 15,
          replay_id: FIGHT_REPLAY_ID,
        },
      }),
    );
    const { router } = renderHuntBattle();
    await attackOnce('Hellhound');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Defeat' }, RESULT_WAIT),
    ).toBeDefined();
    expect(router.state.location.search).toBe('?result=lose');
    expect(router.state.location.state).toMatchObject({ page: 'hunt', gold_lost: 15 });
    expect(screen.getByText(/You lost/).textContent).toBe('You lost 15 gold.');
    expect(screen.getByRole('link', { name: 'Back to Hunt' }).getAttribute('href')).toBe('/hunt');
    expect(screen.getByText(/Your climb ends on floor 3\./)).toBeDefined();
    await screen.findByText('Lv', { selector: 'abbr' });
  });

  it('shows the server message, or "Failed to perform attack.", when an attack fails', async () => {
    let reply: MockReply = { status: 409, body: { message: 'No battle in progress.' } };
    api(
      makeHuntBattle(),
      answering('/hunt/hunt-attack', () => reply),
    );
    renderHuntBattle();
    await attackOnce('Hellhound');
    await expectAlert('No battle in progress.');
    reply = { status: 500 };
    fireEvent.click(attackButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to perform attack.'),
    );
  });

  it('"Failed to initialize battle." goes to /hunt-error', async () => {
    api(makeHuntBattle(), (path) => (path === '/hunt/initialize' ? { status: 500 } : undefined));
    const { router } = renderHuntBattle();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hunt-error'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Please proceed' })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('Failed to initialize battle.');
    await screen.findByText(/Floor 3/);
  });

  it('drinks the first potion, then reloads the fight', async () => {
    const battle = makeHuntBattle({ user_hp: 40 });
    let healed = false;
    const fetchMock = api(battle, (path) => {
      if (path === '/inventory/use-item') {
        healed = true;
        return {
          status: 200,
          body: {
            message: 'Used 1 Minor Healing Potion',
            used: 1,
            user_hp: 100,
            user_max_hp: 162,
            buffs: [],
          },
        };
      }
      if (path === '/hunt/initialize' && healed) {
        return {
          status: 200,
          body: { ...battle, user_hp: 100, potion: [{ ...battle.potion[0]!, qty: 2 }] },
        };
      }
      return undefined;
    });
    const { store } = renderHuntBattle();
    await screen.findByRole('heading', { name: 'Hellhound' });
    fireEvent.click(screen.getByRole('button', { name: 'Use Potion' }));
    expect(await screen.findByText('Minor Healing Potion × 2')).toBeDefined();
    expectFirstRequest(fetchMock, '/inventory/use-item', { itemId: 'potion-minor' });
    expect(requestsTo(fetchMock, '/hunt/initialize')).toHaveLength(2);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Used 1 Minor Healing Potion',
    );
    expect(store.getState().session.user_hp).toBe(100);
  });

  it('Leave the Tower asks first, naming the cost; Keep fighting and Escape change nothing', async () => {
    const fetchMock = api(makeHuntBattle({ flee_gold_loss: 37 }));
    const { router } = renderHuntBattle();
    await screen.findByRole('heading', { name: 'Hellhound' });
    expect(screen.getByText('Leaving mid-fight costs half a defeat.')).toBeDefined();
    expect(screen.queryByText(/no penalty/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Leave the Tower' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Flee this fight?' });
    expect(screen.getByText(fleeCostText(37)).textContent).toBe(
      'Fleeing costs 37 gold, half a defeat, and your HP drops to 0.',
    );
    // The question's description is the cost.
    const described = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(fleeCostText(37));
    const keep = within(dialog).getByRole('button', { name: 'Keep fighting' });
    expect(document.activeElement).toBe(keep);
    fireEvent.click(keep);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const leave = screen.getByRole('button', { name: 'Leave the Tower' });
    expect(document.activeElement).toBe(leave);

    fireEvent.click(leave);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requestsTo(fetchMock, '/hunt/clear-hunt')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/hunt-battle');
  });

  it('Flee leaves the tower as a defeat: the gold lost, 0 HP, and the defeat result', async () => {
    const fled =
      'You flee the fight and leave the tower. You lose 150 gold, half what a defeat costs.';
    const fetchMock = api(makeHuntBattle(), (path) => {
      if (path === '/hunt/clear-hunt') {
        return { status: 200, body: { message: fled, fled: true, gold_lost: 150 } };
      }
      // The result fetches the hero again; held back, the session shows what the flight did.
      if (path === '/user') return new Promise<MockReply>(() => {});
      return undefined;
    });
    const { router, store } = renderRoutesWithState(routes, {
      entry: { pathname: '/hunt-battle' },
      session: { ...hero, gold: 1500, user_hp: 120, user_max_hp: 162 },
    });
    await screen.findByRole('heading', { name: 'Hellhound' });
    fireEvent.click(screen.getByRole('button', { name: 'Leave the Tower' }));
    fireEvent.click(screen.getByRole('button', { name: 'Flee' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Defeat' })).toBeDefined();
    expect(router.state.location.search).toBe('?result=lose');
    expect(router.state.location.state).toEqual({
      page: 'hunt',
      floor: 3,
      battleLog: ['Floor 3: a level 3 Hellhound attacks!', fled],
      gold_lost: 150,
      fled: true,
    });
    expect(screen.getByText('You fled the field, for half the cost of a defeat.')).toBeDefined();
    expect(screen.getByText(/You lost/).textContent).toBe('You lost 150 gold.');
    expect(screen.getByRole('link', { name: 'Back to Hunt' })).toBeDefined();
    expect(store.getState().session).toMatchObject({ gold: 1350, user_hp: 0 });
    const [request] = requestsTo(fetchMock, '/hunt/clear-hunt');
    expect(request?.body).toEqual({ userId: TEST_USER_ID });
    expect(request?.init?.headers).toHaveProperty('Idempotency-Key');
    expect(requestsTo(fetchMock, '/hunt/clear-hunt')).toHaveLength(1);
  });

  it('goes back to /hunt when the fight had already ended (leaving was free)', async () => {
    const fetchMock = api(makeHuntBattle(), (path) => {
      if (path === '/hunt/clear-hunt') {
        return { status: 200, body: { message: 'You leave.', fled: false, gold_lost: 0 } };
      }
      if (path === '/hunt') return { status: 200, body: makeHunt() };
      return undefined;
    });
    const { router } = renderHuntBattle();
    await screen.findByRole('heading', { name: 'Hellhound' });
    fireEvent.click(screen.getByRole('button', { name: 'Leave the Tower' }));
    fireEvent.click(screen.getByRole('button', { name: 'Flee' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hunt'));
    expect(requestsTo(fetchMock, '/hunt/clear-hunt')).toHaveLength(1);
    await screen.findByRole('button', { name: 'Start Hunt' });
  });

  it('keeps the fight on screen with the reason when fleeing fails', async () => {
    api(makeHuntBattle(), (path) => (path === '/hunt/clear-hunt' ? { status: 500 } : undefined));
    const { router } = renderHuntBattle();
    await screen.findByRole('heading', { name: 'Hellhound' });
    fireEvent.click(screen.getByRole('button', { name: 'Leave the Tower' }));
    fireEvent.click(screen.getByRole('button', { name: 'Flee' }));
    await expectAlert('Failed to clear the floor.');
    expect(router.state.location.pathname).toBe('/hunt-battle');
    expect((attackButton() as HTMLButtonElement).disabled).toBe(false);
  });
});
