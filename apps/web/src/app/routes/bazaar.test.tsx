import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListingView } from '@demonbane/shared/bazaar-schemas';
import {
  DAY,
  HOUR,
  makeAllowance,
  makeListing,
  MINUTE,
  NO_SALES,
} from '@/features/bazaar/testing/listings';
import { expectFirstRequest, mockApi, requestsTo, type MockReply } from '@/testing/mock-api';
import { loggedInSession, renderRoutes, TEST_USER_ID } from '@/testing/render-app';
import { expectAlert, expectTabs, itemTexts } from '@/testing/assertions';
import { routes } from '../routes-config';

const KNIFE = makeListing({ seller_name: 'mordrake' });
const OWN_VEST = makeListing({
  item_id: 'padded-vest',
  item_name: 'Padded Vest',
  type: 'armor',
  stats: { atk: 0, def: 4, spd: 0 },
  price: 800,
  seller_id: { _id: TEST_USER_ID },
  seller_name: 'vesper',
  expires_at: new Date(Date.now() + 5 * HOUR + 7 * MINUTE + 30_000).toISOString(),
});
const RING = makeListing({
  item_id: 'ring-embers',
  item_name: 'Ring of Embers',
  rarity: 'Epic',
  type: 'acc',
  stats: { atk: 3, def: 0, spd: 6 },
  level: 20,
  affixes: [
    { kind: 'damage', value: 0.12, text: '+12% damage' },
    { kind: 'crit', value: 9, text: '+9% critical chance' },
  ],
  price: 12,
  currency: 'soul',
  seller_name: 'ashka',
  expires_at: new Date(Date.now() + 42 * MINUTE + 30_000).toISOString(),
});

const page = (listings: ListingView[], total = listings.length) => ({
  status: 200,
  body: { listings, page: 1, pageSize: 12, total },
});

interface BazaarApi {
  listings?: (query: URLSearchParams, call: number) => MockReply;
  buy?: MockReply;
  history?: MockReply;
  /** The trading allowance left (POST /bazaar/my-listings). */
  allowanceLeft?: number;
}

function bazaarApi({ listings, buy, history, allowanceLeft }: BazaarApi = {}) {
  let calls = 0;
  return mockApi((path) => {
    const [route, search = ''] = path.split('?');
    if (route === '/bazaar') {
      calls += 1;
      return listings?.(new URLSearchParams(search), calls) ?? page([KNIFE, OWN_VEST, RING]);
    }
    if (route === '/bazaar/buy') return buy ?? { status: 500 };
    if (route === '/bazaar/price-history') return history ?? { status: 200, body: NO_SALES };
    if (route === '/bazaar/my-listings')
      return { status: 200, body: { listings: [], allowance: makeAllowance(allowanceLeft) } };
    return { status: 404 };
  });
}

/** The query strings GET /bazaar was called with, in order. */
function browseQueries(api: ReturnType<typeof mockApi>): URLSearchParams[] {
  return api.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/bazaar?'))
    .map((url) => new URLSearchParams(url.split('?')[1]));
}

const hero = loggedInSession({ job_name: 'Warrior', gold: 1500, soul: 30 });
/** A purchase's 200 answer: the message, the piece and the buyer's new balance. */
const bought = (
  message: string,
  [item_name, rarity]: [string, string],
  [currency, balance]: [string, number],
): MockReply => ({ status: 200, body: { message, item_name, rarity, currency, balance } });
const buyListing = (name: string, price: string) =>
  fireEvent.click(screen.getByRole('button', { name: `Buy ${name} for ${price}` }));
const card = (name: string) => within(screen.getByRole('article', { name }));

/** Renders /bazaar and waits for the named card. */
async function openBazaar(name: string) {
  const view = await renderRoutes(routes, { path: '/bazaar', session: hero });
  await screen.findByRole('article', { name });
  return view;
}

describe('/bazaar', () => {
  it('lists every listing with its piece, stats, price, seller and time left', async () => {
    const api = bazaarApi();
    await renderRoutes(routes, { path: '/bazaar', session: hero });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bazaar' })).toBeDefined();
    await screen.findByRole('article', { name: 'Hunter’s Knife' });
    expect(Object.fromEntries(browseQueries(api)[0]!)).toEqual({
      sort: 'newest',
      page: '1',
      pageSize: '12',
    });

    const knife = card('Hunter’s Knife');
    expect(knife.getByText('Common')).toBeDefined();
    expect(knife.getByText('Weapon')).toBeDefined();
    expect(knife.getByText('+4')).toBeDefined();
    expect(knife.getByText('mordrake')).toBeDefined();
    expect(knife.getByText('2 days 5 hrs remaining')).toBeDefined();
    expect(knife.getByText('Price:').parentElement?.textContent).toBe('Price: 500 gold');

    const ring = card('Ring of Embers');
    expect(ring.getByText('42 minutes')).toBeDefined();
    expect(ring.getByText('Price:').parentElement?.textContent).toBe('Price: 12 souls');
    expect(card('Padded Vest').getByText('5H 07')).toBeDefined();
    expect(screen.getByText('3 listings')).toBeDefined();

    expectTabs('Bazaar', 'All listings', {
      'Sell an item': '/bazaar/listing',
      'My listings': '/bazaar/my-list',
    });
  });

  it('shows the level a piece is worn from and its affixes on its card', async () => {
    bazaarApi();
    await openBazaar('Ring of Embers');
    const ring = card('Ring of Embers');
    expect(ring.getByText('Level 20')).toBeDefined();
    expect(itemTexts(ring.getByRole('list', { name: 'Affixes' }))).toEqual([
      '+12% damage',
      '+9% critical chance',
    ]);
    // A Common piece shows its level and no affixes.
    expect(card('Hunter’s Knife').getByText('Level 1')).toBeDefined();
    expect(card('Hunter’s Knife').queryByRole('list', { name: 'Affixes' })).toBeNull();
  });

  it("shows 'Own Listing' instead of Buy on the player's own listing", async () => {
    bazaarApi();
    await openBazaar('Padded Vest');
    const vest = card('Padded Vest');
    expect(vest.getByText('Own Listing')).toBeDefined();
    expect(vest.queryByRole('button', { name: /^Buy/ })).toBeNull();
    expect(vest.getByRole('link', { name: 'My listings' }).getAttribute('href')).toBe(
      '/bazaar/my-list',
    );
    expect(card('Hunter’s Knife').queryByText('Own Listing')).toBeNull();
    expect(
      card('Hunter’s Knife').getByRole('button', { name: 'Buy Hunter’s Knife for 500 gold' }),
    ).toBeDefined();
  });

  it('buys, says so, refreshes the market and the purse in the session', async () => {
    const api = bazaarApi({
      listings: (_q, call) => (call === 1 ? page([KNIFE, OWN_VEST, RING]) : page([OWN_VEST, RING])),
      buy: bought(
        'Successfully purchased Common Hunter’s Knife!',
        ['Hunter’s Knife', 'Common'],
        ['gold', 1000],
      ),
    });
    const { store } = await openBazaar('Hunter’s Knife');
    buyListing('Hunter’s Knife', '500 gold');

    expect(await screen.findByText('Successfully purchased Common Hunter’s Knife!')).toBeDefined();
    expectFirstRequest(api, '/bazaar/buy', { listingId: KNIFE._id });
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Hunter’s Knife' })).toBeNull(),
    );
    expect(browseQueries(api)).toHaveLength(2);
    expect(store.getState().session.gold).toBe(1000);
    expect(within(screen.getByLabelText('Your purse')).getByText('1,000')).toBeDefined();
  });

  it('shows the trading allowance left, and disables Buy with the reason when a price passes more', async () => {
    const api = bazaarApi({ allowanceLeft: 100 });
    await openBazaar('Hunter’s Knife');
    expect(await screen.findByText(/^Trading allowance:/)).toBeDefined();
    // The knife's reference value is 180 gold: at 500 it passes 320, more than the 100 left.
    const knife = card('Hunter’s Knife');
    await waitFor(() =>
      expect(
        knife.getByRole<HTMLButtonElement>('button', { name: /^Buy Hunter’s Knife/ }).disabled,
      ).toBe(true),
    );
    expect(
      knife.getByText(
        "This price is 320 gold above the piece's reference value of 180 gold; your trading allowance has 100 gold left.",
      ),
    ).toBeDefined();
    expect(requestsTo(api, '/bazaar/buy')).toHaveLength(0);
  });

  it('updates the souls after a soul purchase', async () => {
    bazaarApi({
      buy: bought(
        'Successfully purchased Epic Ring of Embers!',
        ['Ring of Embers', 'Epic'],
        ['soul', 18],
      ),
    });
    const { store } = await openBazaar('Ring of Embers');
    buyListing('Ring of Embers', '12 souls');
    expect(await screen.findByText('Successfully purchased Epic Ring of Embers!')).toBeDefined();
    expect(store.getState().session.soul).toBe(18);
    expect(store.getState().session.gold).toBe(1500);
  });

  it('asks first when a purchase would leave less than a tenth of the purse, naming the price and what is left', async () => {
    const api = bazaarApi({
      buy: bought(
        'Successfully purchased Common Hunter’s Knife!',
        ['Hunter’s Knife', 'Common'],
        ['gold', 40],
      ),
    });
    await renderRoutes(routes, {
      path: '/bazaar',
      session: loggedInSession({ job_name: 'Warrior', gold: 540, soul: 30 }),
    });
    await screen.findByRole('article', { name: 'Hunter’s Knife' });
    buyListing('Hunter’s Knife', '500 gold');

    const question = await screen.findByRole('alertdialog', { name: 'Buy Hunter’s Knife?' });
    expect(question.getAttribute('aria-describedby')).toBeTruthy();
    const sums = within(question)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(sums).toEqual(['500 gold', '40 gold']);
    expect(requestsTo(api, '/bazaar/buy')).toHaveLength(0);
    // It starts on the safe answer, and Escape backs out.
    expect(document.activeElement?.textContent).toBe('Keep it');
    fireEvent.keyDown(question, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requestsTo(api, '/bazaar/buy')).toHaveLength(0);
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        'Buy Hunter’s Knife for 500 gold',
      ),
    );

    buyListing('Hunter’s Knife', '500 gold');
    const again = await screen.findByRole('alertdialog', { name: 'Buy Hunter’s Knife?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('Successfully purchased Common Hunter’s Knife!')).toBeDefined();
    expect(requestsTo(api, '/bazaar/buy')).toHaveLength(1);
  });

  it.each([
    {
      buy: { status: 409, body: { message: 'That listing has already been sold.' } },
      alert: 'That listing has already been sold.',
    },
    { buy: { status: 500 }, alert: 'Failed to purchase item. Please try again.' },
  ])("alerts '$alert' when a purchase answers $buy.status", async ({ buy, alert }) => {
    bazaarApi({ buy });
    const { store } = await openBazaar('Hunter’s Knife');
    buyListing('Hunter’s Knife', '500 gold');
    await expectAlert(alert);
    expect(store.getState().session.gold).toBe(1500);
  });

  it("says 'Failed to load bazaar items. Please try again.' when the market cannot load", async () => {
    bazaarApi({ listings: () => ({ status: 500 }) });
    await renderRoutes(routes, { path: '/bazaar', session: hero });
    await expectAlert('Failed to load bazaar items. Please try again.');
  });

  it('filters and sorts on the server, back to page 1, and pages through', async () => {
    const api = bazaarApi({
      listings: (q) =>
        q.get('rarity') === 'Epic' ? page([RING]) : page([KNIFE, OWN_VEST, RING], 30),
    });
    const { router } = await renderRoutes(routes, { path: '/bazaar?page=2', session: hero });
    await screen.findByRole('article', { name: 'Hunter’s Knife' });
    expect(browseQueries(api)[0]?.get('page')).toBe('2');
    expect(screen.getByText('Page 2 of 3')).toBeDefined();

    fireEvent.change(screen.getByLabelText('Rarity'), { target: { value: 'Epic' } });
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Hunter’s Knife' })).toBeNull(),
    );
    expect(Object.fromEntries(browseQueries(api).at(-1)!)).toEqual({
      rarity: 'Epic',
      sort: 'newest',
      page: '1',
      pageSize: '12',
    });
    expect(router.state.location.search).toBe('?rarity=Epic');
    expect(screen.getByText('1 listing match')).toBeDefined();

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_asc' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'acc' } });
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'soul' } });
    await waitFor(() =>
      expect(Object.fromEntries(browseQueries(api).at(-1)!)).toEqual({
        rarity: 'Epic',
        type: 'acc',
        currency: 'soul',
        sort: 'price_asc',
        page: '1',
        pageSize: '12',
      }),
    );
  });

  it('moves between pages', async () => {
    const api = bazaarApi({ listings: () => page([KNIFE], 25) });
    await renderRoutes(routes, { path: '/bazaar', session: hero });
    await screen.findByText('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByText('Page 2 of 3');
    expect(browseQueries(api).at(-1)?.get('page')).toBe('2');
  });

  it('shows the recent sales of a piece in a price-history panel', async () => {
    const api = bazaarApi({
      history: {
        status: 200,
        body: {
          sales: [
            { price: 650, currency: 'gold', sold_at: new Date(Date.now() - DAY).toISOString() },
            { price: 7, currency: 'soul', sold_at: new Date(Date.now() - 2 * DAY).toISOString() },
            { price: 450, currency: 'gold', sold_at: new Date(Date.now() - 3 * DAY).toISOString() },
          ],
          median: { gold: 550, soul: 7 },
        },
      },
    });
    await openBazaar('Hunter’s Knife');
    const toggle = card('Hunter’s Knife').getByRole('button', { name: 'Price history' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const chart = await screen.findByRole('img', {
      name: 'Last 2 sales in gold, oldest first: 450, 650',
    });
    expect(chart).toBeDefined();
    const history = within(screen.getByRole('region', { name: /Recent sales/ }));
    expect(history.getByText('Median').nextElementSibling?.textContent).toBe('550 gold');
    expect(history.getByText('1 more sold for souls.')).toBeDefined();
    expect(
      api.mock.calls.some(
        ([url]) => String(url) === '/api/bazaar/price-history?item_id=hunters-knife&rarity=Common',
      ),
    ).toBe(true);
  });

  it('says when the stalls are empty, with a way to sell', async () => {
    bazaarApi({ listings: () => page([]) });
    await renderRoutes(routes, { path: '/bazaar', session: hero });
    expect(await screen.findByText(/The stalls stand empty/)).toBeDefined();
  });
});
