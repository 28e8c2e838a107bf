import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  EquipResponse,
  EquipmentsResponse,
  WornPiece,
} from '@demonbane/shared/inventory-schemas';
import type { UserView } from '@demonbane/shared/user-schemas';
import {
  emptyWornPiece,
  makePiece as piece,
  makeUserView,
  NO_SLOT_UPGRADE,
} from '@/testing/fixtures';
import { expectFirstRequest, inTurn, mockApi, requestsTo } from '@/testing/mock-api';
import type { MockReply } from '@/testing/mock-api';
import { loggedInSession, renderRoutes } from '@/testing/render-app';
import { expectAlert, itemTexts } from '@/testing/assertions';
import { routes } from '../routes-config';

const KNIFE = piece('hunters-knife', 'Hunter’s Knife', 'weapon', { atk: 4, spd: 1 });
const AXE = piece('cinder-axe', 'Cinder Axe', 'weapon', { atk: 16 }, 'Uncommon');
const VEST = piece('padded-vest', 'Padded Vest', 'armor', { def: 4 });
const CHARM = piece('copper-charm', 'Copper Charm', 'acc', { atk: 1, spd: 2 });
const FEATHER = piece('roc-feather', 'Feather of the Roc', 'acc', { spd: 5 });

const wornKnife: WornPiece = { ...KNIFE, description: KNIFE.description, ...NO_SLOT_UPGRADE };

const START: EquipmentsResponse = {
  equipment: [
    emptyWornPiece('weapon'),
    emptyWornPiece('armor'),
    { ...CHARM, description: 'A coin.', ...NO_SLOT_UPGRADE },
  ],
  equipment_stats: { hp: 0, atk: 1, def: 0, spd: 2 },
  inventory: [KNIFE, VEST, AXE, FEATHER],
};

const AFTER_KNIFE: EquipmentsResponse = {
  equipment: [
    wornKnife,
    emptyWornPiece('armor'),
    { ...CHARM, description: 'A coin.', ...NO_SLOT_UPGRADE },
  ],
  equipment_stats: { hp: 0, atk: 5, def: 0, spd: 3 },
  inventory: [VEST, AXE, FEATHER],
};

const EQUIPPED_KNIFE: EquipResponse = {
  message: 'Your equipment has been updated.',
  backToInventory: [],
  equipment: AFTER_KNIFE.equipment,
  equipment_stats: { hp: 0, atk: 5, def: 0, spd: 3 },
};

function equipmentApi(
  lists: EquipmentsResponse[],
  equip: MockReply = { status: 200 },
  reloaded: Partial<UserView> = {},
) {
  const nextList = inTurn(lists);
  return mockApi((path) => {
    if (path === '/inventory/equipments') return { status: 200, body: nextList() };
    if (path === '/inventory/equip') return equip;
    // The reloaded hero: what the server reports after the change (ATK with the knife).
    if (path === '/user') {
      const user = makeUserView({
        user_atk: 18,
        equipment: EQUIPPED_KNIFE.equipment,
        equipment_stats: EQUIPPED_KNIFE.equipment_stats,
        ...reloaded,
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

  it('shows each slot’s refinement and enchantment, worn piece or not, and links the upgrades', async () => {
    const upgraded: EquipmentsResponse = {
      ...START,
      equipment: [
        {
          ...emptyWornPiece('weapon'),
          refine: 3,
          enchant: { kind: 'damage', value: 0.08, text: '+8% damage' },
        },
        emptyWornPiece('armor'),
        { ...START.equipment[2]!, refine: 1 },
      ],
    };
    equipmentApi([upgraded]);
    await renderRoutes(routes, { path: '/equipment', session: hero });
    await screen.findByRole('region', { name: 'Your pack' });
    expect(
      worn()
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Weapon +3', 'Armor', 'Accessory +1']);
    expect(worn().getByText('Enchanted: +8% damage')).toBeDefined();
    expect(
      screen.getByRole('link', { name: 'Refine and enchant slots' }).getAttribute('href'),
    ).toBe('/upgrades');
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
    // The hero is loaded on arrival, and again after the change so Home shows the new ATK/DEF/SPD.
    await waitFor(() => expect(requestsTo(api, '/user')).toHaveLength(2));
    await waitFor(() => expect(store.getState().session.user_atk).toBe(18));
    expectFirstRequest(api, '/user');
  });

  it('names the pieces put back into the inventory', async () => {
    const swapped: EquipmentsResponse = {
      equipment: [
        { ...AXE, description: 'An axe.', ...NO_SLOT_UPGRADE },
        emptyWornPiece('armor'),
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
    const api = equipmentApi([START], {
      status: 409,
      body: { message: 'You do not own a Common Cinder Axe.' },
    });
    await renderRoutes(routes, { path: '/equipment', session: hero });
    fireEvent.click(await screen.findByRole('button', { name: 'Equip Cinder Axe' }));
    await expectAlert('You do not own a Common Cinder Axe.');
    // Nothing changed: the hero is not reloaded (the one load is the arrival's).
    expect(requestsTo(api, '/user')).toHaveLength(1);
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

/** A level-20 blade (above vesper's level 3) and a Legendary level-1 axe with its three affixes. */
const BLADE = {
  ...piece('hellforged-blade', 'Hellforged Blade', 'weapon', { atk: 30 }, 'Rare'),
  level: 20,
  affixes: [{ kind: 'damage' as const, value: 0.135, text: '+13.5% damage' }],
};
const LEGENDARY_AXE = {
  ...piece('cinder-axe', 'Cinder Axe', 'weapon', { atk: 30 }, 'Legendary'),
  affixes: [
    { kind: 'damage' as const, value: 0.105, text: '+10.5% damage' },
    { kind: 'crit' as const, value: 8, text: '+8% critical chance' },
    { kind: 'lifesteal' as const, value: 0.079, text: '+7.9% lifesteal' },
  ],
};
const WORN_CHARM: WornPiece = {
  ...CHARM,
  item_rarity: 'Rare',
  affixes: [{ kind: 'crit', value: 5, text: '+5% critical chance' }],
  description: 'A coin.',
  ...NO_SLOT_UPGRADE,
};
const GEAR: EquipmentsResponse = {
  equipment: [emptyWornPiece('weapon'), emptyWornPiece('armor'), WORN_CHARM],
  equipment_stats: { hp: 0, atk: 1, def: 0, spd: 2 },
  inventory: [BLADE, LEGENDARY_AXE, KNIFE],
};
const NO_TRAITS = { damage: 0, crit: 0, lifesteal: 0, resist: 0 };

const card = (name: string) => within(screen.getByRole('article', { name }));

describe('/equipment: levels and affixes', () => {
  it('shows each piece’s level and affixes, worn and in the pack, and the worn traits', async () => {
    equipmentApi([GEAR], undefined, {
      level: 3,
      equipment_traits: { ...NO_TRAITS, crit: 5, resist: 0.047 },
    });
    await renderRoutes(routes, { path: '/equipment', session: hero });
    await screen.findByRole('region', { name: 'Your pack' });

    const axe = card('Cinder Axe');
    expect(axe.getByText('Level 1')).toBeDefined();
    expect(itemTexts(axe.getByRole('list', { name: 'Affixes' }))).toEqual([
      '+10.5% damage',
      '+8% critical chance',
      '+7.9% lifesteal',
    ]);
    // A Common piece has no affixes: no empty list either.
    expect(card('Hunter’s Knife').queryByRole('list', { name: 'Affixes' })).toBeNull();

    expect(itemTexts(worn().getByRole('list', { name: 'Affixes' }))).toEqual([
      '+5% critical chance',
    ]);
    expect(worn().getByText('Level 1')).toBeDefined();
    const traits = await waitFor(() => worn().getByRole('list', { name: 'Equipment traits' }));
    expect(itemTexts(traits)).toEqual(['+5% critical chance', '+4.7% resistance']);
  });

  it('says No affixes when nothing worn has one', async () => {
    equipmentApi([START], undefined, { equipment_traits: NO_TRAITS });
    await renderRoutes(routes, { path: '/equipment', session: hero });
    await screen.findByText('No affixes');
    expect(worn().getByText('No affixes')).toBeDefined();
    expect(worn().queryByRole('list', { name: 'Equipment traits' })).toBeNull();
  });

  it('shows a piece above the hero’s level, locked, with why; Equip sends nothing', async () => {
    const api = equipmentApi([GEAR], undefined, { level: 3 });
    await renderRoutes(routes, { path: '/equipment', session: hero });
    const equip = await screen.findByRole('button', { name: 'Equip Hellforged Blade' });
    await waitFor(() => expect((equip as HTMLButtonElement).disabled).toBe(true));
    const reason = document.getElementById(equip.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Worn from level 20');
    expect(card('Hellforged Blade').getByText('Level 20')).toBeDefined();

    fireEvent.click(equip);
    const axe = screen.getByRole('button', { name: 'Equip Cinder Axe' }) as HTMLButtonElement;
    expect(axe.disabled).toBe(false);
    expect(axe.getAttribute('aria-describedby')).toBeNull();
    expect(requestsTo(api, '/inventory/equip')).toHaveLength(0);
  });

  it('shows the server’s refusal when it still finds the piece above the hero’s level', async () => {
    const refusal = 'Hellforged Blade is worn from level 20; you are level 12.';
    // The stored hero is level 20; the server knows better.
    equipmentApi([GEAR], { status: 409, body: { message: refusal } }, { level: 20 });
    await renderRoutes(routes, { path: '/equipment', session: { ...hero, level: 20 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Equip Hellforged Blade' }));
    await expectAlert(refusal);
  });
});
