import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MaterialsResponse } from '@demonbane/shared/forge-schemas';
import { FORGE_READY } from '@/features/notifications/testing/notification-fixtures';
import { installFakeEventSource } from '@/testing/fake-event-source';
import { expectFirstRequest, inTurn, mockApi, requestsTo } from '@/testing/mock-api';
import type { MockReply } from '@/testing/mock-api';
import { loggedInSession, renderRoutes } from '@/testing/render-app';
import { expectAlert, expectTabs, itemTexts } from '@/testing/assertions';
import { routes } from '../routes-config';

const FREE: MaterialsResponse = {
  materials: [
    { item_id: 'iron-ore', item_name: 'Iron Ore', item_qty: 4 },
    { item_id: 'star-metal', item_name: 'Star Metal', item_qty: 1 },
    { item_id: 'drowned-ingot', item_name: 'Drowned Ingot', item_qty: 1 },
  ],
  forging_status: null,
  remaining_time: { hours: 0, minutes: 0, seconds: 0 },
  forging: null,
};

const FORGING: MaterialsResponse = {
  materials: [{ item_id: 'iron-ore', item_name: 'Iron Ore', item_qty: 1 }],
  forging_status: false,
  remaining_time: { hours: 0, minutes: 0, seconds: 2 },
  forging: {
    materials: ['iron-ore', 'iron-ore', 'iron-ore'],
    started_at: '2025-01-01T12:00:00.000Z',
    ready_at: '2025-01-01T12:06:00.000Z',
  },
};

const READY: MaterialsResponse = {
  ...FORGING,
  forging_status: true,
  remaining_time: { hours: 0, minutes: 0, seconds: 0 },
};

const FORGE_FAIRNESS = {
  server_seed_hash: 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
  client_seed: 'lucky-vesper',
  nonce: 6,
  pity_before: 0,
};

const CLAIMED = {
  message: 'You forged a Rare Bone Plate!',
  reward: 'Bone Plate',
  item_id: 'bone-plate',
  rarity: 'Rare',
  fairness: null,
};

interface ForgeReplies {
  materials?: MaterialsResponse[];
  forge?: MockReply;
  claim?: MockReply;
}

function forgeApi({ materials = [FREE], forge, claim }: ForgeReplies = {}) {
  const nextMaterials = inTurn(materials);
  return mockApi((path) => {
    if (path === '/inventory/materials') return { status: 200, body: nextMaterials() };
    if (path === '/forge') return forge ?? { status: 500 };
    if (path === '/forge/claim') return claim ?? { status: 500 };
    return { status: 404 };
  });
}

/** An element's text without its decorative (aria-hidden) parts. */
function spokenText(el: HTMLElement): string {
  const copy = el.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"], button').forEach((n) => n.remove());
  return copy.textContent ?? '';
}

const hero = loggedInSession({ job_name: 'Warrior' });
const add = (name: string) => fireEvent.click(screen.getByRole('button', { name: `Add ${name}` }));
/** Adds the named materials to the anvil, in order. */
const fill = (...names: string[]) => names.forEach(add);
const slots = () =>
  within(screen.getByRole('list', { name: 'Anvil slots' }))
    .getAllByRole('listitem')
    .map((li) => spokenText(li));
const forgeButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Forge' });
const renderForge = () => renderRoutes(routes, { path: '/forge', session: hero });

/** Renders /forge and waits until the named material can be added. */
async function openForge(material = 'Iron Ore') {
  await renderForge();
  await screen.findByRole('button', { name: `Add ${material}` });
}

/** Opens /forge, fills the anvil with three Iron Ore and presses Forge. */
async function forgeThreeIronOre() {
  await openForge();
  fill('Iron Ore', 'Iron Ore', 'Iron Ore');
  fireEvent.click(forgeButton());
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/forge', () => {
  it('shows the shared header with both tabs, the materials and three empty slots', async () => {
    const api = forgeApi();
    await renderForge();
    expect(await screen.findByRole('heading', { level: 1, name: 'Forge' })).toBeDefined();
    expectTabs('Smithy', 'Forge', { Combine: '/combine' });

    await screen.findByRole('button', { name: 'Add Iron Ore' });
    expectFirstRequest(api, '/inventory/materials');
    const picker = within(screen.getByRole('list', { name: 'Your materials' }));
    expect(picker.getByText('Owned ×4')).toBeDefined();
    expect(slots()).toEqual(['Slot 1: Empty', 'Slot 2: Empty', 'Slot 3: Empty']);
    expect(forgeButton().disabled).toBe(true);
  });

  it('shows the recipe rules from the game data', async () => {
    forgeApi();
    await renderForge();
    const materials = await screen.findByRole('table', { name: 'Materials' });
    const rows = within(materials)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'Iron OreWeapon2',
      'Demon HideArmor3',
      'Ember ShardAccessory4',
      'Star MetalCatalyst, no vote10',
      'Drowned IngotCore: level 20, no vote15',
      'ThornheartCore: level 30, no vote20',
      'Obsidian ShardCore: level 40, no vote30',
    ]);
    const coreRule = screen
      .getAllByRole('listitem')
      .find((li) => /tier core/.test(li.textContent!));
    expect(coreRule?.textContent).toBe(
      'A tier core (Drowned Ingot, Thornheart or Obsidian Shard) casts no vote either: the piece is of its tier (level 20, 30 or 40). The highest core wins; without one the piece is level 1.',
    );
    const odds = screen.getByRole('table', { name: 'Rarity odds by Star Metal used' });
    expect(within(odds).getByRole('row', { name: /^Common/ }).textContent).toBe(
      'Common60%30%10%0%',
    );
    expect(within(odds).getByRole('row', { name: /^Legendary/ }).textContent).toBe(
      'Legendary0%1%4%10%',
    );
  });

  it('fills at most 3 slots, says so on a 4th, and enables Forge only at 3', async () => {
    forgeApi();
    await openForge();
    fill('Iron Ore', 'Iron Ore');
    expect(forgeButton().disabled).toBe(true);
    expect(screen.getByText('Place 1 more material on the anvil to read the fire.')).toBeDefined();
    add('Star Metal');
    expect(slots()).toEqual(['Slot 1: Iron Ore', 'Slot 2: Iron Ore', 'Slot 3: Star Metal']);
    expect(forgeButton().disabled).toBe(false);
    add('Iron Ore');
    expect(screen.getByText('You can only add up to 3 materials.')).toBeDefined();
    expect(slots()).toHaveLength(3);
  });

  it('says Not enough materials available. when none of that material remain', async () => {
    forgeApi();
    await openForge('Star Metal');
    fill('Star Metal', 'Star Metal');
    expect(screen.getByText('Not enough materials available.')).toBeDefined();
    expect(slots()).toEqual(['Slot 1: Star Metal', 'Slot 2: Empty', 'Slot 3: Empty']);
  });

  it('clears a slot, and all slots', async () => {
    forgeApi();
    await openForge();
    fill('Star Metal', 'Iron Ore', 'Iron Ore');
    fireEvent.click(screen.getByRole('button', { name: 'Clear slot 1 (Star Metal)' }));
    expect(slots()).toEqual(['Slot 1: Iron Ore', 'Slot 2: Iron Ore', 'Slot 3: Empty']);
    expect(forgeButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear slots' }));
    expect(slots()).toEqual(['Slot 1: Empty', 'Slot 2: Empty', 'Slot 3: Empty']);
  });

  it('previews the type, odds and time with planForge', async () => {
    forgeApi();
    await openForge();
    fill('Iron Ore', 'Iron Ore', 'Star Metal');
    expect(screen.getByText('Makes').nextSibling?.textContent).toBe('Weapon');
    expect(screen.getByText('Time').nextSibling?.textContent).toBe('14 min');
    const odds = within(screen.getByRole('list', { name: 'Rarity odds' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(odds).toEqual(['Common30%', 'Uncommon40%', 'Rare22%', 'Epic7%', 'Legendary1%']);
    expect(screen.getByText('Level').nextSibling?.textContent).toBe('1');
  });

  it('previews a tier core: a piece of its level, no vote and no Star Metal odds', async () => {
    forgeApi();
    await openForge();
    fill('Iron Ore', 'Iron Ore', 'Drowned Ingot');
    expect(screen.getByText('Makes').nextSibling?.textContent).toBe('Weapon');
    expect(screen.getByText('Level').nextSibling?.textContent).toBe('20');
    expect(screen.getByText('Star Metal', { selector: 'dt' }).nextSibling?.textContent).toBe('0');
    expect(screen.getByText('Time').nextSibling?.textContent).toBe('19 min');
  });

  it('forges with the 3 ids, then counts down every second with the 3 s margin until Claim', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const api = forgeApi({
      materials: [FREE, { ...FORGING, remaining_time: { hours: 0, minutes: 0, seconds: 2 } }],
      forge: {
        status: 200,
        body: {
          message: 'The forge roars to life.',
          forging_status: false,
          remaining_time: { hours: 0, minutes: 0, seconds: 2 },
          fairness: FORGE_FAIRNESS,
        },
      },
    });
    await forgeThreeIronOre();
    expect(await screen.findByText('The forge roars to life.')).toBeDefined();
    expectFirstRequest(api, '/forge', { materials: ['iron-ore', 'iron-ore', 'iron-ore'] });
    // The reload after forging answers with the same 2 s; 2 + 3 s margin = 5 s.
    await vi.waitFor(() => expect(requestsTo(api, '/inventory/materials')).toHaveLength(2));
    const timer = await screen.findByRole('timer', { name: 'Time left' });
    expect(timer.textContent).toBe('00:00:05');
    expect(screen.getByRole('heading', { name: 'In the Fire' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Forge' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add Iron Ore' }).disabled).toBe(
      true,
    );

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('00:00:04');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('timer').textContent).toBe('00:00:01');
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Claim' })).toBeDefined();
  });

  it('shows a running forge’s countdown on arrival, materials in the slots', async () => {
    forgeApi({ materials: [FORGING] });
    await renderForge();
    expect((await screen.findByRole('timer')).textContent).toBe('00:00:05');
    expect(slots()).toEqual(['Slot 1: Iron Ore', 'Slot 2: Iron Ore', 'Slot 3: Iron Ore']);
    expect(screen.queryByRole('button', { name: /^Clear slot/ })).toBeNull();
    expect(screen.getByText('The forge is busy until your piece is claimed.')).toBeDefined();
  });

  it.each([
    {
      forge: { status: 409, body: { message: 'Your forge is already working.' } },
      alert: 'Your forge is already working.',
    },
    { forge: { status: 502 }, alert: 'Request failed' },
  ])("alerts '$alert' when forging answers $forge.status", async ({ forge, alert }) => {
    forgeApi({ forge });
    await forgeThreeIronOre();
    await expectAlert(alert);
  });

  it('claims a ready piece, names it and resets the forge to free', async () => {
    const api = forgeApi({
      materials: [READY, FREE],
      claim: { status: 200, body: CLAIMED },
    });
    await renderForge();
    expect(await screen.findByRole('heading', { name: 'Ready to Claim' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    const reward = await screen.findByText(/^You forged:/);
    expect(reward.textContent).toBe('You forged: Bone Plate (Rare)');
    // Its level and affixes, from the game's table for that piece and rarity.
    const status = within(screen.getByRole('status'));
    expect(status.getByText('Level 1')).toBeDefined();
    expect(itemTexts(status.getByRole('list', { name: 'Affixes' }))).toEqual(['+4.7% resistance']);
    expectFirstRequest(api, '/forge/claim');
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'The Fire’s Verdict' })).toBeDefined();
    expect(forgeButton().disabled).toBe(true);
    await screen.findByText('Owned ×4');
  });

  it('shows a claimed piece’s seeds with a Verify link naming the forging’s materials', async () => {
    forgeApi({
      materials: [READY, FREE],
      claim: { status: 200, body: { ...CLAIMED, fairness: FORGE_FAIRNESS } },
    });
    await renderForge();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    const seeds = within(await screen.findByRole('region', { name: 'Provably fair' }));
    expect(seeds.queryByText('Pity before')).toBeNull();
    const link = seeds.getByRole('link', { name: 'Verify' }).getAttribute('href')!;
    expect(Object.fromEntries(new URL(link, 'http://x').searchParams)).toEqual({
      mode: 'forge',
      hash: FORGE_FAIRNESS.server_seed_hash,
      client_seed: 'lucky-vesper',
      nonce: '6',
      materials: 'iron-ore,iron-ore,iron-ore',
    });
  });

  it('shows no seeds for a forging begun before they were kept', async () => {
    forgeApi({ materials: [READY, FREE], claim: { status: 200, body: CLAIMED } });
    await renderForge();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    await screen.findByText(/^You forged:/);
    expect(screen.queryByRole('region', { name: 'Provably fair' })).toBeNull();
  });

  it('asks for the bell’s list again after a claim: the server marked the forge’s notice read', async () => {
    installFakeEventSource();
    const unread = { notifications: [FORGE_READY], unread: 1 };
    const read = { notifications: [{ ...FORGE_READY, read: true }], unread: 0 };
    const nextList = inTurn([unread, read]);
    const api = mockApi((path) => {
      if (path === '/inventory/materials') return { status: 200, body: READY };
      if (path === '/notifications') return { status: 200, body: nextList() };
      if (path === '/forge/claim') return { status: 200, body: CLAIMED };
      return { status: 404 };
    });
    await renderForge();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeDefined();
    expect(requestsTo(api, '/notifications')).toHaveLength(2);
  });

  it.each([
    { claim: { status: 500 }, alert: 'Failed to claim forged item.' },
    {
      claim: { status: 409, body: { message: 'Your item is not ready yet.' } },
      alert: 'Your item is not ready yet.',
    },
  ])("alerts '$alert' when claiming answers $claim.status", async ({ claim, alert }) => {
    forgeApi({ materials: [READY], claim });
    await renderForge();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    await expectAlert(alert);
  });

  it("says 'Request failed' when the forge cannot load", async () => {
    mockApi(() => ({ status: 500 }));
    await renderForge();
    await expectAlert('Request failed');
  });

  it('offers the shops when the hero has no materials', async () => {
    forgeApi({ materials: [{ ...FREE, materials: [] }] });
    await renderForge();
    expect(await screen.findByText(/You carry no materials/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Gold Shop' }).getAttribute('href')).toBe('/shop');
  });
});
