import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  EquipResponse,
  EquipmentsResponse,
  WornPiece,
} from '@demonbane/shared/inventory-schemas';
import { makePiece as piece, makeUserView, NO_STATS as noStats } from '@/testing/fixtures';
import { expectFirstRequest, mockApi, type MockReply, requestsTo } from '@/testing/mock-api';
import { loggedInSession, renderRoutes } from '@/testing/render-app';
import { expectAlert } from '@/testing/assertions';
import { routes } from '../routes-config';

const emptySlot = (type: WornPiece['type']): WornPiece => ({
  type,
  item_id: null,
  item_name: null,
  item_rarity: null,
  stats: noStats,
  description: null,
});

const KNIFE = piece('hunters-knife', 'Hunter’s Knife', 'weapon', { atk: 4, spd: 1 });
const AXE = piece('cinder-axe', 'Cinder Axe', 'weapon', { atk: 16 }, 'Uncommon');
const VEST = piece('padded-vest', 'Padded Vest', 'armor', { def: 4 });
const CHARM = piece('copper-charm', 'Copper Charm', 'acc', { atk: 1, spd: 2 });
const FEATHER = piece('roc-feather', 'Feather of the Roc', 'acc', { spd: 5 });

const wornKnife: WornPiece = { ...KNIFE, description: KNIFE.description };

const START: EquipmentsResponse = {
  equipment: [emptySlot('weapon'), emptySlot('armor'), { ...CHARM, description: 'A coin.' }],
  equipment_stats: { hp: 0, atk: 1, def: 0, spd: 2 },
  inventory: [KNIFE, VEST, AXE, FEATHER],
};

const AFTER_KNIFE: EquipmentsResponse = {
  equipment: [wornKnife, emptySlot('armor'), { ...CHARM, description: 'A coin.' }],
  equipment_stats: { hp: 0, atk: 5, def: 0, spd: 3 },
  inventory: [VEST, AXE, FEATHER],
};

const EQUIPPED_KNIFE: EquipResponse = {
  message: 'Your equipment has been updated.',
  backToInventory: [],
  equipment: AFTER_KNIFE.equipment,
  equipment_stats: { hp: 0, atk: 5, def: 0, spd: 3 },
};

function equipmentApi(lists: EquipmentsResponse[], equip: MockReply = { status: 200 }) {
  let call = 0;
  return mockApi((path) => {
    if (path === '/inventory/equipments') {
      const body = lists[Math.min(call, lists.length - 1)];
      call += 1;
      return { status: 200, body };
    }
    if (path === '/inventory/equip') return equip;
    // The reloaded hero: what the server reports after the change (ATK with the knife).
    if (path === '/user') {
      const user = makeUserView({
        user_atk: 18,
        equipment: EQUIPPED_KNIFE.equipment,
        equipment_stats: EQUIPPED_KNIFE.equipment_stats,
      });
      return { status: 200, body: { user } };
    }
    return { status: 404 };
  });
}

const hero = loggedInSession({ job_name: 'Warrior', user_atk: 14 });

const worn = () => within(screen.getByRole('region', { name: 'Worn' }));
const pieceNames = () =>
  within(screen.getByRole('region', { name: 'Your pack' }))
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent);

describe('/equipment', () => {
  it('shows the three worn slots and the pack, All sorted by name', async () => {
    const api = equipmentApi([START]);
    await renderRoutes(routes, { path: '/equipment', session: hero });
    await screen.findByRole('region', { name: 'Your pack' });
    expectFirstRequest(api, '/inventory/equipments');

    expect(
      worn()
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Weapon', 'Armor', 'Accessory']);
    expect(worn().getAllByText('Empty')).toHaveLength(2);
    expect(worn().getByText('Copper Charm')).toBeDefined();
    expect(worn().getByRole('button', { name: 'Unequip Copper Charm' })).toBeDefined();

    expect(pieceNames()).toEqual([
      'Cinder Axe',
      'Feather of the Roc',
      'Hunter’s Knife',
      'Padded Vest',
    ]);
    const axe = within(screen.getByRole('article', { name: 'Cinder Axe' }));
    expect(axe.getByText('Uncommon')).toBeDefined();
    expect(axe.getByText('Cinder Axe, described.')).toBeDefined();
    expect(axe.getByText('Owned:', { exact: false }).parentElement?.textContent).toBe('Owned: ×1');
  });

  it('filters: Weapon by ATK, Armor by DEF, Accessories by SPD', async () => {
    equipmentApi([START]);
    await renderRoutes(routes, { path: '/equipment', session: hero });
    await screen.findByRole('region', { name: 'Your pack' });
    const filters = within(screen.getByRole('group', { name: 'Filter equipment' }));

    fireEvent.click(filters.getByRole('button', { name: /^Weapon/ }));
    expect(filters.getByRole('button', { name: /^Weapon/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(pieceNames()).toEqual(['Cinder Axe', 'Hunter’s Knife']);

    fireEvent.click(filters.getByRole('button', { name: /^Armor/ }));
    expect(pieceNames()).toEqual(['Padded Vest']);

    fireEvent.click(filters.getByRole('button', { name: /^Accessories/ }));
    expect(pieceNames()).toEqual(['Feather of the Roc']);

    fireEvent.click(filters.getByRole('button', { name: /^All/ }));
    expect(pieceNames()).toHaveLength(4);
  });

  it('equips into the piece’s slot, keeps the others, and updates the session', async () => {
    const api = equipmentApi([START, AFTER_KNIFE], { status: 200, body: EQUIPPED_KNIFE });
    const { store } = await renderRoutes(routes, { path: '/equipment', session: hero });
    fireEvent.click(await screen.findByRole('button', { name: 'Equip Hunter’s Knife' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Your equipment has been updated.',
    );
    expectFirstRequest(api, '/inventory/equip', {
      wpn: ['hunters-knife', 'Common'],
      arm: null,
      acc: ['copper-charm', 'Common'],
    });
    expect(worn().getByText('Hunter’s Knife')).toBeDefined();
    expect(pieceNames()).not.toContain('Hunter’s Knife');

    expect(store.getState().session.equipment).toMatchObject({
      items: [
        { item_id: 'hunters-knife', item_name: 'Hunter’s Knife', item_rarity: 'Common' },
        { item_id: null },
        { item_id: 'copper-charm' },
      ],
      stats: { hp: 0, atk: 5, def: 0, spd: 3 },
      weapon: { item_id: 'hunters-knife' },
    });
    // The hero is reloaded so Home shows the new ATK/DEF/SPD.
    await waitFor(() => expect(store.getState().session.user_atk).toBe(18));
    expectFirstRequest(api, '/user');
  });

  it('names the pieces put back into the inventory', async () => {
    const swapped: EquipmentsResponse = {
      equipment: [
        { ...AXE, description: 'An axe.' },
        emptySlot('armor'),
        AFTER_KNIFE.equipment[2]!,
      ],
      equipment_stats: { hp: 0, atk: 17, def: 0, spd: 2 },
      inventory: [KNIFE, VEST, FEATHER],
    };
    const api = equipmentApi([AFTER_KNIFE, swapped], {
      status: 200,
      body: {
        ...EQUIPPED_KNIFE,
        backToInventory: [['Hunter’s Knife', 'Common']],
        equipment: swapped.equipment,
      },
    });
    await renderRoutes(routes, { path: '/equipment', session: hero });
    fireEvent.click(await screen.findByRole('button', { name: 'Equip Cinder Axe' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your equipment has been updated. Returned to your inventory: Hunter’s Knife (Common).',
    );
    expect(requestsTo(api, '/inventory/equip')[0]?.body).toMatchObject({
      wpn: ['cinder-axe', 'Uncommon'],
    });
  });

  it('unequips by sending null for that slot only', async () => {
    const api = equipmentApi([AFTER_KNIFE, START], {
      status: 200,
      body: {
        message: 'Your equipment has been updated.',
        backToInventory: [['Hunter’s Knife', 'Common']],
        equipment: START.equipment,
        equipment_stats: { hp: 0, atk: 1, def: 0, spd: 2 },
      },
    });
    await renderRoutes(routes, { path: '/equipment', session: hero });
    fireEvent.click(await screen.findByRole('button', { name: 'Unequip Hunter’s Knife' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your equipment has been updated. Returned to your inventory: Hunter’s Knife (Common).',
    );
    expectFirstRequest(api, '/inventory/equip', {
      wpn: null,
      arm: null,
      acc: ['copper-charm', 'Common'],
    });
    expect(pieceNames()).toContain('Hunter’s Knife');
  });

  it("shows the server's message, or a fallback, when equipping fails", async () => {
    equipmentApi([START], {
      status: 409,
      body: { message: 'You do not own a Common Cinder Axe.' },
    });
    const { store } = await renderRoutes(routes, { path: '/equipment', session: hero });
    fireEvent.click(await screen.findByRole('button', { name: 'Equip Cinder Axe' }));
    await expectAlert('You do not own a Common Cinder Axe.');
    expect(store.getState().session.equipment.items).toEqual([]);
  });

  it('falls back to a generic text when equipping fails without a message', async () => {
    equipmentApi([START], { status: 500 });
    await renderRoutes(routes, { path: '/equipment', session: hero });
    fireEvent.click(await screen.findByRole('button', { name: 'Equip Padded Vest' }));
    await expectAlert('Error updating equipment.');
  });

  it('says so when nothing of a kind is in the pack', async () => {
    equipmentApi([{ ...START, inventory: [KNIFE] }]);
    await renderRoutes(routes, { path: '/equipment', session: hero });
    await screen.findByRole('region', { name: 'Your pack' });
    fireEvent.click(screen.getByRole('button', { name: /^Armor/ }));
    expect(screen.getByText('No armour in your pack.')).toBeDefined();
  });
});
