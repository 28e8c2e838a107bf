import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CombinableItem } from '@demonbane/shared/forge-schemas';
import { expectFirstRequest, inTurn, mockApi, requestsTo } from '@/testing/mock-api';
import type { MockReply } from '@/testing/mock-api';
import { loggedInSession, renderRoutes } from '@/testing/render-app';
import { expectAlert, expectTabs, itemTexts } from '@/testing/assertions';
import { routes } from '../routes-config';

const AXE: CombinableItem = {
  item_id: 'cinder-axe',
  item_name: 'Cinder Axe',
  item_rarity: 'Common',
  item_qty: 4,
  type: 'weapon',
  stats: { atk: 12, def: 0, spd: 0 },
  next_rarity: 'Uncommon',
  level: 1,
  affixes: [],
  next_stats: { atk: 16, def: 0, spd: 0 },
  next_affixes: [{ kind: 'damage', value: 0.042, text: '+4.2% damage' }],
  copies_needed: 3,
};

const PLATE: CombinableItem = {
  item_id: 'bone-plate',
  item_name: 'Bone Plate',
  item_rarity: 'Rare',
  item_qty: 3,
  type: 'armor',
  stats: { atk: 0, def: 20, spd: -1 },
  next_rarity: 'Epic',
  level: 1,
  affixes: [{ kind: 'resist', value: 0.047, text: '+4.7% resistance' }],
  next_stats: { atk: 0, def: 27, spd: -1 },
  next_affixes: [
    { kind: 'resist', value: 0.063, text: '+6.3% resistance' },
    { kind: 'damage', value: 0.084, text: '+8.4% damage' },
  ],
  copies_needed: 3,
};

interface CombineReplies {
  lists?: (CombinableItem[] | MockReply)[];
  combine?: MockReply;
  combineAll?: MockReply;
}

function combineApi({ lists = [[AXE, PLATE]], combine, combineAll }: CombineReplies = {}) {
  const nextList = inTurn(lists);
  return mockApi((path) => {
    if (path === '/inventory/combine') {
      const list = nextList()!;
      return Array.isArray(list) ? { status: 200, body: { combinable_items: list } } : list;
    }
    if (path === '/forge/combine') return combine ?? { status: 500 };
    if (path === '/forge/combine-all') return combineAll ?? { status: 500 };
    return { status: 404 };
  });
}

const hero = loggedInSession({ job_name: 'Warrior' });
const card = (name: string) => within(screen.getByRole('article', { name }));
const pressButton = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

afterEach(() => vi.restoreAllMocks());

describe('/combine', () => {
  it('lists each stack with its rarity, qty and current → next stats under the shared header', async () => {
    const api = combineApi();
    await renderRoutes(routes, { path: '/combine', session: hero });
    expect(await screen.findByRole('heading', { level: 1, name: 'Combine' })).toBeDefined();
    expectTabs('Smithy', 'Combine', { Forge: '/forge' });

    await screen.findByRole('article', { name: 'Cinder Axe' });
    expectFirstRequest(api, '/inventory/combine');
    const axe = card('Cinder Axe');
    expect(axe.getByText('Owned:', { exact: false }).parentElement?.textContent).toBe('Owned: ×4');
    expect(axe.getByText('ATK').closest('div')?.textContent).toBe('ATK12→ becomes 16');
    expect(axe.getByRole('heading').querySelector('span')?.className).toMatch(/common/);
    expect(card('Bone Plate').getByText('DEF').closest('div')?.textContent).toBe(
      'DEF20→ becomes 27',
    );
  });

  it('shows each stack’s level and its affixes now and at the next rarity', async () => {
    combineApi();
    await renderRoutes(routes, { path: '/combine', session: hero });
    await screen.findByRole('article', { name: 'Bone Plate' });
    const affixes = (name: string, list: string) =>
      itemTexts(card(name).getByRole('list', { name: list }));

    expect(card('Bone Plate').getByText('Level 1')).toBeDefined();
    expect(affixes('Bone Plate', 'Affixes at Rare')).toEqual(['+4.7% resistance']);
    expect(affixes('Bone Plate', 'Affixes at Epic')).toEqual(['+6.3% resistance', '+8.4% damage']);
    // A Common stack has none yet: it says so beside what Uncommon brings.
    const axe = card('Cinder Axe');
    expect(axe.getByText('Affixes now').nextSibling?.textContent).toBe('None');
    expect(affixes('Cinder Axe', 'Affixes at Uncommon')).toEqual(['+4.2% damage']);
  });

  it('asks to select an item when Combine is pressed with none selected', async () => {
    const api = combineApi();
    await renderRoutes(routes, { path: '/combine', session: hero });
    await screen.findByRole('article', { name: 'Cinder Axe' });
    pressButton('Combine');
    expect(screen.getByText('Please select an item to combine.')).toBeDefined();
    expect(requestsTo(api, '/forge/combine')).toHaveLength(0);
  });

  it('selects with a toggle: clicking again deselects', async () => {
    const api = combineApi();
    await renderRoutes(routes, { path: '/combine', session: hero });
    const select = await screen.findByRole('button', { name: 'Select Cinder Axe (Common)' });
    fireEvent.click(select);
    expect(select.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Select Bone Plate (Rare)' }));
    expect(select.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Select Bone Plate (Rare)' }));
    pressButton('Combine');
    expect(screen.getByText('Please select an item to combine.')).toBeDefined();
    expect(requestsTo(api, '/forge/combine')).toHaveLength(0);
  });

  it('combines the selected stack, says so and reloads the list', async () => {
    const api = combineApi({
      lists: [[AXE, PLATE], [PLATE]],
      combine: {
        status: 200,
        body: {
          message: 'Three Common Cinder Axe became one Uncommon Cinder Axe.',
          newRarity: 'Uncommon',
          newStats: { atk: 16, def: 0, spd: 0 },
          itemName: 'Cinder Axe',
        },
      },
    });
    await renderRoutes(routes, { path: '/combine', session: hero });
    fireEvent.click(await screen.findByRole('button', { name: 'Select Cinder Axe (Common)' }));
    pressButton('Combine');
    expect(await screen.findByText('Item combined successfully!')).toBeDefined();
    expect(
      screen.getByText('Three Common Cinder Axe became one Uncommon Cinder Axe.'),
    ).toBeDefined();
    expectFirstRequest(api, '/forge/combine', { item_id: 'cinder-axe', rarity: 'Common' });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Cinder Axe' })).toBeNull());
    expect(requestsTo(api, '/inventory/combine')).toHaveLength(2);
  });

  it("shows the server's message, or the fallback, when a combine fails", async () => {
    combineApi({ combine: { status: 409, body: { message: 'You need 3 copies to combine.' } } });
    await renderRoutes(routes, { path: '/combine', session: hero });
    fireEvent.click(await screen.findByRole('button', { name: 'Select Cinder Axe (Common)' }));
    pressButton('Combine');
    await expectAlert('You need 3 copies to combine.');
  });

  it("falls back to 'Failed to combine item. Please try again.'", async () => {
    combineApi({ combine: { status: 500 } });
    await renderRoutes(routes, { path: '/combine', session: hero });
    fireEvent.click(await screen.findByRole('button', { name: 'Select Bone Plate (Rare)' }));
    pressButton('Combine');
    await expectAlert('Failed to combine item. Please try again.');
  });

  it('locks and unlocks stacks in the session, and sends the locks with Combine All', async () => {
    const api = combineApi({
      lists: [[AXE, PLATE], [PLATE]],
      combineAll: { status: 200, body: { message: 'Combined 1 time: 1 Uncommon Cinder Axe.' } },
    });
    const { store } = await renderRoutes(routes, {
      path: '/combine',
      session: loggedInSession({ job_name: 'Warrior', locked_items: ['Epic:roc-feather'] }),
    });
    const lockPlate = await screen.findByRole('button', { name: 'Lock Bone Plate (Rare)' });
    const lockAxe = screen.getByRole('button', { name: 'Lock Cinder Axe (Common)' });
    fireEvent.click(lockPlate);
    fireEvent.click(lockAxe);
    expect(lockPlate.getAttribute('aria-pressed')).toBe('true');
    expect(store.getState().session.locked_items).toEqual([
      'Epic:roc-feather',
      'Rare:bone-plate',
      'Common:cinder-axe',
    ]);
    fireEvent.click(lockAxe);
    expect(lockAxe.getAttribute('aria-pressed')).toBe('false');
    expect(store.getState().session.locked_items).toEqual(['Epic:roc-feather', 'Rare:bone-plate']);

    pressButton('Combine All');
    expect(await screen.findByText('All items combined successfully!')).toBeDefined();
    expect(screen.getByText('Combined 1 time: 1 Uncommon Cinder Axe.')).toBeDefined();
    expectFirstRequest(api, '/forge/combine-all', {
      locked_items: ['Epic:roc-feather', 'Rare:bone-plate'],
    });
    await waitFor(() => expect(requestsTo(api, '/inventory/combine')).toHaveLength(2));
  });

  it("shows the server's 'Nothing to combine.' when Combine All finds nothing", async () => {
    combineApi({
      lists: [[]],
      combineAll: { status: 409, body: { message: 'Nothing to combine.' } },
    });
    await renderRoutes(routes, { path: '/combine', session: hero });
    expect(await screen.findByText(/Nothing to combine yet/)).toBeDefined();
    pressButton('Combine All');
    await expectAlert('Nothing to combine.');
  });

  it("falls back to 'Failed to combine all items. Please try again.'", async () => {
    combineApi({ combineAll: { status: 503 } });
    await renderRoutes(routes, { path: '/combine', session: hero });
    await screen.findByRole('article', { name: 'Cinder Axe' });
    pressButton('Combine All');
    await expectAlert('Failed to combine all items. Please try again.');
  });

  it("says 'Failed to load combinable items. Please try again.' when the list cannot load", async () => {
    combineApi({ lists: [{ status: 500 }] });
    await renderRoutes(routes, { path: '/combine', session: hero });
    await expectAlert('Failed to load combinable items. Please try again.');
  });
});
