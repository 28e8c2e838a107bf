import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  RefineResponse,
  SlotUpgradeView,
  UpgradesResponse,
} from '@demonbane/shared/endgame-schemas';
import { expectTabs } from '@/testing/assertions';
import { mockApi, requestsTo, type MockReply } from '@/testing/mock-api';
import { renderRoutes, TEST_USER_ID, VESPER_SESSION } from '@/testing/render-app';
import { routes } from '../routes-config';

function slot(type: SlotUpgradeView['type'], fields: Partial<SlotUpgradeView> = {}) {
  return {
    type,
    refine: 0,
    max_refine: 20,
    refine_cost: 2_000,
    refine_chance: 95,
    fails: 0,
    enchant: null,
    enchant_cost: 10_000,
    enchant_rolls: 0,
    ...fields,
  };
}

const UPGRADES: UpgradesResponse = {
  slots: [slot('weapon'), slot('armor', { refine: 20, refine_cost: null }), slot('acc')],
  gold: 9_000,
};

function api(refine: MockReply) {
  return mockApi((path) => {
    if (path === '/upgrades') return { status: 200, body: UPGRADES };
    if (path === '/upgrades/refine') return refine;
    return { status: 404, body: { message: 'Not found' } };
  });
}

const card = (name: RegExp) => screen.findByRole('article', { name });

describe('/upgrades', () => {
  it('lists each slot’s step, next cost and chance; stops what the purse or the top forbids', async () => {
    api({ status: 500 });
    await renderRoutes(routes, { path: '/upgrades', session: VESPER_SESSION });
    expectTabs('Smithy', 'Upgrades', { Forge: '/forge', Combine: '/combine' });
    const weapon = await card(/^Weapon/);
    expect(weapon.textContent).toContain('Next refining try2,000 gold');
    expect(weapon.textContent).toContain('Chance it succeeds95%');
    expect(weapon.textContent).toContain('None yet');
    const armor = await card(/^Armor/);
    const refineArmor = within(armor).getByRole('button', { name: 'Refine Armor' });
    expect((refineArmor as HTMLButtonElement).disabled).toBe(true);
    expect(refineArmor.getAttribute('aria-describedby')).not.toBeNull();
    expect(armor.textContent).toContain('Refined as far as it goes.');
    // 10,000 gold for an enchantment, 9,000 in the purse.
    const enchant = within(weapon).getByRole('button', { name: 'Enchant Weapon' });
    expect((enchant as HTMLButtonElement).disabled).toBe(true);
    expect(weapon.textContent).toContain('Not enough gold: it costs 10,000.');
  });

  it('a failed try is announced, the purse follows and the next chance shows', async () => {
    const failed: RefineResponse = {
      message: 'The refining fails. Your weapon slot stays +0; the next try is likelier.',
      success: false,
      slot: slot('weapon', { fails: 1, refine_chance: 100 }),
      gold: 7_000,
    };
    const fetchMock = api({ status: 200, body: failed });
    const { store } = await renderRoutes(routes, { path: '/upgrades', session: VESPER_SESSION });
    const weapon = await card(/^Weapon/);
    fireEvent.click(within(weapon).getByRole('button', { name: 'Refine Weapon' }));
    await within(weapon).findByText(failed.message);
    expect(within(weapon).getByRole('status').textContent).toContain('refining fails');
    expect(weapon.textContent).toContain('Chance it succeeds100%');
    expect(store.getState().session.gold).toBe(7_000);
    const sent = requestsTo(fetchMock, '/upgrades/refine');
    expect(sent.map((r) => r.body)).toEqual([{ userId: TEST_USER_ID, slot: 'weapon' }]);
    expect(new Headers(sent[0]!.init?.headers).get('Idempotency-Key')).not.toBeNull();
    const purse = screen.getByLabelText('Purse');
    expect(within(purse).getByRole('definition').textContent).toBe('7,000');
  });

  it('shows the server’s refusal', async () => {
    api({ status: 409, body: { message: 'Not enough gold: it costs 2000.' } });
    await renderRoutes(routes, { path: '/upgrades', session: VESPER_SESSION });
    const weapon = await card(/^Weapon/);
    fireEvent.click(within(weapon).getByRole('button', { name: 'Refine Weapon' }));
    expect((await within(weapon).findByRole('alert')).textContent).toContain(
      'Not enough gold: it costs 2000.',
    );
  });
});
