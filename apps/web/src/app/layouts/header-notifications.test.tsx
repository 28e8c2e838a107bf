import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAllowance, makeListing } from '@/features/bazaar/testing/listings';
import {
  DEFENDED_READ,
  FORGE_READY,
  makeNotification,
  QUEST_DONE,
} from '@/features/notifications/testing/notification-fixtures';
import { QUESTS, questsAnswer } from '@/features/quests/testing/quest-fixtures';
import { installFakeEventSource } from '@/testing/fake-event-source';
import { makeUserView } from '@/testing/fixtures';
import { mockApiWithDefaults, requestsTo, type MockOverride } from '@/testing/mock-api';
import { loggedInSession, renderRoutes, TEST_USER_ID } from '@/testing/render-app';
import { routes } from '../routes-config';

const hero = loggedInSession({ username: 'vesper', job_name: 'Warrior', gold: 1480, soul: 30 });

const SOLD = makeNotification({ _id: 501 });

function api(override?: MockOverride, unread = [FORGE_READY, QUEST_DONE]) {
  return mockApiWithDefaults(
    {
      '/user': { user: makeUserView({ gold: 1980, soul: 30 }) },
      '/quests': questsAnswer(),
      '/notifications': { notifications: [...unread, DEFENDED_READ], unread: unread.length },
      '/notifications/read': { unread: 0 },
      '/bazaar/my-listings': {
        listings: [makeListing({ seller_id: { _id: TEST_USER_ID } })],
        allowance: makeAllowance(),
      },
      '/logout': { message: 'Logged out.' },
    },
    override,
  );
}

// The bell mounts once the page is idle: on a loaded machine that can take past the
// default second.
const bell = (name: RegExp | string) => screen.findByRole('button', { name }, { timeout: 5000 });
const toasts = () => within(screen.getByRole('status', { name: 'New notifications' }));
const purseGold = () =>
  within(screen.getByLabelText('Your purse')).getByText('Gold').closest('div')?.textContent;

describe('the header’s notifications', () => {
  it('counts what came while the player was away and marks it all read from the bell', async () => {
    installFakeEventSource();
    const fetchMock = api();
    await renderRoutes(routes, { session: hero });

    fireEvent.click(await bell('Notifications, 2 unread'));
    const panel = within(await screen.findByRole('region', { name: 'Notifications' }));
    const items = await panel.findAllByRole('listitem');
    expect(
      items.map((li) => [
        li.querySelector('strong')?.textContent,
        within(li).queryByText(/challenged|forging is finished|Quest done/)?.textContent,
        li.querySelector('time')?.dateTime,
      ]),
    ).toEqual([
      ['Unread: Forge ready', FORGE_READY.message, FORGE_READY.created_at],
      ['Unread: Quest complete', QUEST_DONE.message, QUEST_DONE.created_at],
      ['Arena defence', DEFENDED_READ.message, DEFENDED_READ.created_at],
    ]);
    expect(requestsTo(fetchMock, '/notifications')[0]?.body).toEqual({ userId: TEST_USER_ID });

    fireEvent.click(panel.getByRole('button', { name: 'Mark all read' }));
    await bell('Notifications');
    expect(requestsTo(fetchMock, '/notifications/read').map((r) => r.body)).toEqual([
      { userId: TEST_USER_ID },
    ]);
    expect(panel.queryAllByText('Unread:', { exact: false })).toEqual([]);
    expect(panel.getByRole<HTMLButtonElement>('button', { name: 'Mark all read' }).disabled).toBe(
      true,
    );

    // Escape closes the panel and leaves the focus on the bell.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications' }));
  });

  it('fetches the hero again when a sale came while the player was away', async () => {
    installFakeEventSource();
    const fetchMock = api(undefined, [SOLD]);
    await renderRoutes(routes, { path: '/bazaar/my-list', session: hero });
    await bell('Notifications, 1 unread');
    await waitFor(() => expect(purseGold()).toBe('Gold1,980'));
    expect(requestsTo(fetchMock, '/user').length).toBe(1);
    expect(requestsTo(fetchMock, '/notifications').length).toBe(1);
  });

  it('toasts a sale, raises the badge, fetches the seller’s listings and purse again, and toasts nothing while the list is open', async () => {
    const events = installFakeEventSource();
    // The server's list: the sale joins it as it is sent.
    let stored = [DEFENDED_READ];
    const fetchMock = api((path) =>
      path === '/notifications'
        ? { status: 200, body: { notifications: stored, unread: stored.length - 1 } }
        : undefined,
    );
    await renderRoutes(routes, { path: '/bazaar/my-list', session: hero });
    await screen.findByRole('article', { name: 'Hunter’s Knife' });
    await bell('Notifications');
    // The stream opens once the page is idle, which a loaded machine may reach after the bell.
    await waitFor(() => expect(events.opened.map((source) => source.url)).toEqual(['/api/events']));
    expect(purseGold()).toBe('Gold1,480');
    const listingLoads = requestsTo(fetchMock, '/bazaar/my-listings').length;

    stored = [SOLD, DEFENDED_READ];
    events.current().emit('bazaar.sold', SOLD, String(SOLD._id));

    expect(toasts().getByText(SOLD.message)).toBeDefined();
    expect(toasts().getByText('Sold on the bazaar')).toBeDefined();
    await bell('Notifications, 1 unread');
    await waitFor(() => expect(purseGold()).toBe('Gold1,980'));
    expect(requestsTo(fetchMock, '/bazaar/my-listings').length).toBe(listingLoads + 1);

    // The same event again (a reconnect replaying it) is one notification, not two.
    events.current().emit('bazaar.sold', SOLD, String(SOLD._id));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = within(await screen.findByRole('region', { name: 'Notifications' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/notifications').length).toBe(2));
    expect(
      panel.getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['Unread: Sold on the bazaar', 'Arena defence']);

    // The open list says it all: its toast went when it opened, and news is not toasted.
    expect(toasts().queryByText(SOLD.message)).toBeNull();
    events.current().emit('forge.ready', FORGE_READY, String(FORGE_READY._id));
    await panel.findByText(FORGE_READY.message);
    expect(toasts().queryByText(FORGE_READY.message)).toBeNull();

    // Closed again, the next one is toasted.
    fireEvent.keyDown(document, { key: 'Escape' });
    events.current().emit('quest.completed', QUEST_DONE, String(QUEST_DONE._id));
    expect(toasts().getByText(QUEST_DONE.message)).toBeDefined();
  });

  it('fetches the quests again when one is done, and not the hero', async () => {
    const events = installFakeEventSource();
    const fetchMock = api(undefined, []);
    await renderRoutes(routes, { session: hero });
    await screen.findByText(QUESTS[0]!.title);
    await bell('Notifications');
    const before = {
      quests: requestsTo(fetchMock, '/quests').length,
      user: requestsTo(fetchMock, '/user').length,
    };

    events.current().emit('quest.completed', QUEST_DONE, String(QUEST_DONE._id));

    expect(toasts().getByText('Quest complete')).toBeDefined();
    await waitFor(() => expect(requestsTo(fetchMock, '/quests').length).toBe(before.quests + 1));
    expect(requestsTo(fetchMock, '/user').length).toBe(before.user);
  });

  it('ignores an event whose data is not a notification', async () => {
    const events = installFakeEventSource();
    api(undefined, []);
    await renderRoutes(routes, { session: hero });
    await bell('Notifications');
    events.current().emit('bazaar.sold', { hello: 'there' });
    expect(toasts().queryAllByRole('button')).toEqual([]);
  });

  /** Home with its stream open; `end()` ends the session: the list then answers 401. */
  async function withSessionToEnd(message: string) {
    const events = installFakeEventSource();
    let ended = false;
    api((path) =>
      ended && path === '/notifications' ? { status: 401, body: { message } } : undefined,
    );
    await renderRoutes(routes, { session: hero });
    await bell('Notifications, 2 unread');
    return { events, end: () => (ended = true) };
  }

  it('logs out when its stream is refused because the session is gone', async () => {
    const { events, end } = await withSessionToEnd(
      'Your session has expired. Please log in again.',
    );
    end();
    events.current().refused();
    await screen.findByRole('heading', { name: 'Return to the Hunt' });
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeDefined();
    expect(events.opened.length).toBe(1);
  });

  it('logs out at once when the server ends its stream with the session (logged out everywhere)', async () => {
    const { events, end } = await withSessionToEnd('Your session has ended.');
    events.current().opened();

    // No click, no wait for the browser's reconnect to be refused.
    end();
    events.current().dropped();
    await screen.findByRole('heading', { name: 'Return to the Hunt' });
    expect(screen.getByText('Your session has ended.')).toBeDefined();
    expect(events.current().readyState).toBe(EventSource.CLOSED);
  });

  it('closes the stream on logout', async () => {
    const events = installFakeEventSource();
    api(undefined, []);
    await renderRoutes(routes, { session: hero });
    await bell('Notifications');
    const source = events.current();
    expect(source.readyState).toBe(EventSource.OPEN);

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Return to the Hunt' });
    expect(source.readyState).toBe(EventSource.CLOSED);
    expect(events.opened.length).toBe(1);
  });
});
