import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingView } from '@demonbane/shared/bazaar-schemas';
import { DAY, HOUR, makeAllowance, makeListing, MINUTE } from '@/features/bazaar/testing/listings';
import { expectFirstRequest, mockApi, type MockReply } from '@/testing/mock-api';
import { loggedInSession, renderRoutes, TEST_USER_ID } from '@/testing/render-app';
import { expectAlert } from '@/testing/assertions';
import { routes } from '../routes-config';

const hero = loggedInSession({ job_name: 'Warrior', gold: 1480, soul: 30 });
const mine = { seller_id: { _id: TEST_USER_ID }, seller_name: 'vesper' };

const at = (ms: number) => new Date(Date.now() + ms).toISOString();

function myListings() {
  return {
    knife: makeListing({ ...mine, expires_at: at(3 * DAY - 30_000) }),
    vest: makeListing({
      ...mine,
      item_id: 'padded-vest',
      item_name: 'Padded Vest',
      type: 'armor',
      price: 900,
      expires_at: at(HOUR + 30_000),
    }),
    lapsed: makeListing({
      ...mine,
      item_id: 'copper-charm',
      item_name: 'Copper Charm',
      type: 'acc',
      expires_at: at(-MINUTE),
    }),
    sold: makeListing({
      ...mine,
      item_id: 'sigil-wand',
      item_name: 'Sigil Wand',
      status: 'sold',
      expires_at: at(DAY),
    }),
    expired: makeListing({
      ...mine,
      item_id: 'roc-feather',
      item_name: 'Feather of the Roc',
      rarity: 'Rare',
      type: 'acc',
      level: 20,
      affixes: [{ kind: 'crit', value: 7, text: '+7% critical chance' }],
      status: 'expired',
      expires_at: at(-DAY),
    }),
  };
}

function myListApi(
  listings: (call: number) => ListingView[] | MockReply,
  cancel: MockReply = { status: 500 },
) {
  let calls = 0;
  return mockApi((path) => {
    if (path === '/bazaar/my-listings') {
      calls += 1;
      const answer = listings(calls);
      return Array.isArray(answer)
        ? { status: 200, body: { listings: answer, allowance: makeAllowance() } }
        : answer;
    }
    if (path === '/bazaar/cancel') return cancel;
    return { status: 404 };
  });
}

const row = (name: string) => within(screen.getByRole('article', { name }));

/** Renders /bazaar/my-list and waits for the named card. */
async function openMyList(name: string) {
  const view = await renderRoutes(routes, { path: '/bazaar/my-list', session: hero });
  await screen.findByRole('article', { name });
  return view;
}

afterEach(() => vi.useRealTimers());

describe('/bazaar/my-list', () => {
  it('shows each listing with its countdown or how it ended', async () => {
    const l = myListings();
    const api = myListApi(() => [l.knife, l.vest, l.lapsed, l.sold, l.expired]);
    await renderRoutes(routes, { path: '/bazaar/my-list', session: hero });
    expect(await screen.findByRole('heading', { level: 1, name: 'My listings' })).toBeDefined();
    await screen.findByRole('article', { name: 'Hunter’s Knife' });
    expectFirstRequest(api, '/bazaar/my-listings');

    expect(row('Hunter’s Knife').getByText('Time left:').parentElement?.textContent).toBe(
      'Time left: 2 days 23 hrs remaining',
    );
    expect(row('Padded Vest').getByText('Time left:').parentElement?.textContent).toBe(
      'Time left: 1H 00',
    );
    // Past its time but not yet swept by the server: Expired, and no Cancel.
    expect(row('Copper Charm').getByText('Expired')).toBeDefined();
    expect(row('Copper Charm').queryByRole('button')).toBeNull();
    expect(row('Feather of the Roc').getByText('Expired')).toBeDefined();
    expect(row('Feather of the Roc').getByText('Level 20')).toBeDefined();
    expect(row('Feather of the Roc').getByText('+7% critical chance')).toBeDefined();
    expect(row('Sigil Wand').getByText('Sold')).toBeDefined();
    expect(row('Sigil Wand').queryByRole('button')).toBeNull();

    const onSale = within(screen.getByRole('region', { name: 'On the stalls' }));
    expect(onSale.getAllByRole('article')).toHaveLength(2);
    expect(onSale.getByText('2 / 10')).toBeDefined();
    const ended = within(screen.getByRole('region', { name: 'Recently ended' }));
    expect(ended.getAllByRole('article')).toHaveLength(3);
    expect(
      row('Hunter’s Knife').getByRole('button', { name: 'Cancel listing for Hunter’s Knife' }),
    ).toBeDefined();
  });

  it('refreshes the countdown every 60 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
    const l = myListings();
    const vest = { ...l.vest, expires_at: new Date('2026-11-21T13:00:30Z').toISOString() };
    myListApi(() => [vest]);
    await renderRoutes(routes, { path: '/bazaar/my-list', session: hero });
    const time = () => row('Padded Vest').getByText('Time left:').parentElement?.textContent;
    await screen.findByRole('article', { name: 'Padded Vest' });
    expect(time()).toBe('Time left: 1H 00');

    act(() => vi.advanceTimersByTime(59_999));
    expect(time()).toBe('Time left: 1H 00');
    act(() => vi.advanceTimersByTime(1));
    expect(time()).toBe('Time left: 59 minutes');

    act(() => vi.advanceTimersByTime(59 * MINUTE));
    expect(time()).toBe('Time left: 0 minutes');
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(row('Padded Vest').getByText('Expired')).toBeDefined();
    expect(row('Padded Vest').queryByRole('button')).toBeNull();
  });

  it('cancels a listing, says so and removes it from the stalls', async () => {
    const l = myListings();
    const api = myListApi(
      (call) => (call === 1 ? [l.knife, l.vest] : [l.knife, { ...l.vest, status: 'cancelled' }]),
      { status: 200, body: { message: 'Successfully cancelled listing for Common Padded Vest!' } },
    );
    await openMyList('Padded Vest');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel listing for Padded Vest' }));

    expect(
      await screen.findByText('Successfully cancelled listing for Common Padded Vest!'),
    ).toBeDefined();
    expectFirstRequest(api, '/bazaar/cancel', { listingId: l.vest._id });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'On the stalls' })).queryByRole('article', {
          name: 'Padded Vest',
        }),
      ).toBeNull(),
    );
    expect(row('Padded Vest').getByText('Cancelled')).toBeDefined();
  });

  it.each([
    {
      cancel: { status: 409, body: { message: 'That listing has already been sold.' } },
      alert: 'That listing has already been sold.',
    },
    { cancel: { status: 500 }, alert: 'Failed to cancel listing. Please try again.' },
  ])("alerts '$alert' when a cancel answers $cancel.status", async ({ cancel, alert }) => {
    const l = myListings();
    myListApi(() => [l.knife], cancel);
    await openMyList('Hunter’s Knife');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel listing for Hunter’s Knife' }));
    await expectAlert(alert);
  });

  it("says 'Failed to load your listings. Please try again.'", async () => {
    myListApi(() => ({ status: 500 }));
    await renderRoutes(routes, { path: '/bazaar/my-list', session: hero });
    await expectAlert('Failed to load your listings. Please try again.');
  });

  it('invites the player to sell when nothing is listed', async () => {
    myListApi(() => []);
    await renderRoutes(routes, { path: '/bazaar/my-list', session: hero });
    expect(await screen.findByText(/Nothing of yours is on sale/)).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Recently ended' })).toBeNull();
  });
});
