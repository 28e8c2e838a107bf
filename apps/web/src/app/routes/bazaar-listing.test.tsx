import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EquipmentsResponse } from '@demonbane/shared/inventory-schemas';
import { makeAllowance, makeListing, NO_SALES } from '@/features/bazaar/testing/listings';
import { emptyWornPiece, makePiece as piece, NO_STATS as noStats } from '@/testing/fixtures';
import { expectFirstRequest, mockApi, type MockReply, requestsTo } from '@/testing/mock-api';
import { loggedInSession, renderRoutes } from '@/testing/render-app';
import { expectAlert } from '@/testing/assertions';
import { routes } from '../routes-config';

const KNIFE = piece('hunters-knife', 'Hunter’s Knife', 'weapon', { atk: 4, spd: 1 });
const VEST = piece('padded-vest', 'Padded Vest', 'armor', { def: 4 });
const AXE = {
  ...piece('cinder-axe', 'Cinder Axe', 'weapon', { atk: 16 }, 'Uncommon'),
  level: 20,
  affixes: [{ kind: 'damage' as const, value: 0.12, text: '+12% damage' }],
};

const PACK: EquipmentsResponse = {
  equipment: [emptyWornPiece('weapon'), emptyWornPiece('armor'), emptyWornPiece('acc')],
  equipment_stats: { hp: 0, ...noStats },
  inventory: [KNIFE, VEST, AXE],
};

function sellApi(list: MockReply = { status: 500 }, pack?: MockReply) {
  return mockApi((path) => {
    if (path === '/inventory/equipments') return pack ?? { status: 200, body: PACK };
    if (path === '/bazaar/list') return list;
    if (path === '/bazaar/my-listings')
      return { status: 200, body: { listings: [], allowance: makeAllowance(600) } };
    if (path.startsWith('/bazaar/price-history')) return { status: 200, body: NO_SALES };
    return { status: 404 };
  });
}

const hero = loggedInSession({ job_name: 'Warrior', gold: 1500, soul: 30 });
const priceInput = () => screen.getByLabelText<HTMLInputElement>('Price');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'List item' }));
const pick = (name: RegExp) => fireEvent.click(screen.getByRole('radio', { name }));

describe('/bazaar/listing', () => {
  it("lists the pack's pieces and a price input with min 1 and the 'minimum 500 golds' hint", async () => {
    const api = sellApi();
    await renderRoutes(routes, { path: '/bazaar/listing', session: hero });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sell an item' })).toBeDefined();
    await screen.findByRole('radio', { name: /Hunter’s Knife/ });
    expectFirstRequest(api, '/inventory/equipments');
    expect(screen.getAllByRole('radio', { name: /Common|Uncommon/ })).toHaveLength(3);
    // Each piece with its level and affixes, read as part of its choice.
    expect(
      screen.getByRole('radio', { name: /^Cinder Axe.*Level 20.*Affixes: ?\+12% damage$/ }),
    ).toBeDefined();

    const price = priceInput();
    expect([price.type, price.min]).toEqual(['number', '1']);
    expect(screen.getByText('minimum 500 golds')).toBeDefined();
    expect(price.getAttribute('aria-describedby')).toBe(screen.getByText('minimum 500 golds').id);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Gold' }).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Souls' })).toBeDefined();
  });

  it("says 'Please select an item to list' without a piece and lists nothing", async () => {
    const api = sellApi();
    await renderRoutes(routes, { path: '/bazaar/listing', session: hero });
    await screen.findByRole('radio', { name: /Hunter’s Knife/ });
    fireEvent.change(priceInput(), { target: { value: '600' } });
    submit();
    await expectAlert('Please select an item to list');
    expect(requestsTo(api, '/bazaar/list')).toHaveLength(0);
    pick(/Hunter’s Knife/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['0', '0'],
    ['negative', '-20'],
  ])("says 'Please enter a valid price' when the price is %s", async (_label, value) => {
    const api = sellApi();
    await renderRoutes(routes, { path: '/bazaar/listing', session: hero });
    await screen.findByRole('radio', { name: /Hunter’s Knife/ });
    pick(/Hunter’s Knife/);
    fireEvent.change(priceInput(), { target: { value } });
    submit();
    await expectAlert('Please enter a valid price');
    expect(priceInput().getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(api, '/bazaar/list')).toHaveLength(0);
  });

  it('shows the listing fee from listingFee before the player confirms', async () => {
    sellApi();
    await renderRoutes(routes, { path: '/bazaar/listing', session: hero });
    await screen.findByRole('radio', { name: /Hunter’s Knife/ });
    const ledger = within(screen.getByLabelText('Before you list'));
    const fee = () => ledger.getByText('Listing fee').nextElementSibling?.textContent;
    expect(fee()).toBe('at least 20 gold');
    fireEvent.change(priceInput(), { target: { value: '5000' } });
    expect(fee()).toBe('100 gold');
    expect(ledger.getByText('Paid to you when sold').nextElementSibling?.textContent).toBe(
      '5,000 gold',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Souls' }));
    expect(screen.getByText('minimum 5 souls')).toBeDefined();
    expect(fee()).toBe('100,000 gold');
    fireEvent.change(priceInput(), { target: { value: '5' } });
    expect(fee()).toBe('100 gold');
    expect(ledger.getByText('Paid to you when sold').nextElementSibling?.textContent).toBe(
      '5 souls',
    );
  });

  it('lists the piece with a whole-number price and goes to /bazaar/my-list', async () => {
    const api = sellApi({
      status: 200,
      body: {
        message: 'Your Uncommon Cinder Axe is on the bazaar for 750 gold.',
        listing: makeListing({ item_id: 'cinder-axe', item_name: 'Cinder Axe', price: 750 }),
        fee: 15,
        gold: 1485,
      },
    });
    const { router, store } = await renderRoutes(routes, {
      path: '/bazaar/listing',
      session: hero,
    });
    await screen.findByRole('radio', { name: /Cinder Axe/ });
    pick(/Cinder Axe/);
    fireEvent.change(priceInput(), { target: { value: '750.8' } });
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/bazaar/my-list'));
    expectFirstRequest(api, '/bazaar/list', {
      item_id: 'cinder-axe',
      rarity: 'Uncommon',
      price: 750,
      currency: 'gold',
    });
    expect(
      await screen.findByText('Your Uncommon Cinder Axe is on the bazaar for 750 gold.'),
    ).toBeDefined();
    expect(
      screen.getByText('A listing fee of 15 gold was paid to the stall-keeper.'),
    ).toBeDefined();
    expect(store.getState().session.gold).toBe(1485);
  });

  it('sends a price under the minimum and shows the server refusing it', async () => {
    const api = sellApi({ status: 400, body: { message: 'The minimum price is 500 gold.' } });
    const { router } = await renderRoutes(routes, { path: '/bazaar/listing', session: hero });
    await screen.findByRole('radio', { name: /Padded Vest/ });
    pick(/Padded Vest/);
    fireEvent.change(priceInput(), { target: { value: '499' } });
    submit();
    await expectAlert('The minimum price is 500 gold.');
    expect(requestsTo(api, '/bazaar/list')[0]?.body.price).toBe(499);
    expect(router.state.location.pathname).toBe('/bazaar/listing');
  });

  it("lists for souls, or falls back to 'Failed to list item. Please try again.'", async () => {
    const api = sellApi({ status: 502 });
    await renderRoutes(routes, { path: '/bazaar/listing', session: hero });
    await screen.findByRole('radio', { name: /Padded Vest/ });
    pick(/Padded Vest/);
    fireEvent.click(screen.getByRole('radio', { name: 'Souls' }));
    fireEvent.change(priceInput(), { target: { value: '8' } });
    submit();
    await expectAlert('Failed to list item. Please try again.');
    expect(requestsTo(api, '/bazaar/list')[0]?.body).toMatchObject({
      item_id: 'padded-vest',
      price: 8,
      currency: 'soul',
    });
  });

  it('says so when the pack is empty', async () => {
    sellApi(undefined, { status: 200, body: { ...PACK, inventory: [] } });
    await renderRoutes(routes, { path: '/bazaar/listing', session: hero });
    expect(await screen.findByText(/Your pack holds no equipment to sell/)).toBeDefined();
  });
});
