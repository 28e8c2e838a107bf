import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFirstRequest, mockApi, type MockReply } from '@/testing/mock-api';
import { loggedInSession, renderRoutes } from '@/testing/render-app';
import { initialSessionState } from '@/stores/session-slice';
import { selectIsLoggedIn } from '@/stores/session-selectors';
import { routes } from '../routes-config';

const hero = loggedInSession({ job_name: 'Warrior', username: 'vesper' });

type Replies = Partial<Record<'/account/password' | '/logout-all' | '/account/delete', MockReply>>;

function accountApi(replies: Replies) {
  return mockApi((path) => {
    const reply = replies[path as keyof Replies];
    if (reply) return reply;
    if (path === '/logout') return { status: 200, body: { message: 'Logged out.' } };
    return { status: 404, body: { message: 'Not found' } };
  });
}

/** A reply the test sends when it chooses, to see the screen while the call is pending. */
function deferred() {
  let send: (reply: MockReply) => void = () => {};
  const reply = new Promise<MockReply>((resolve) => {
    send = resolve;
  });
  return { reply, send };
}

async function openSettings() {
  const view = await renderRoutes(routes, { path: '/settings', session: hero });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return view;
}

/** Logged out: the login form at /, an empty session and the given status message. */
async function expectBackAtLogin(
  { store, router }: Pick<Awaited<ReturnType<typeof openSettings>>, 'store' | 'router'>,
  status: string,
) {
  expect(await screen.findByRole('heading', { name: 'Return to the Hunt' })).toBeDefined();
  expect(screen.getByRole('status').textContent).toContain(status);
  expect(store.getState().session).toEqual(initialSessionState);
  expect(router.state.location.pathname).toBe('/');
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const type = (label: HTMLElement, value: string) => fireEvent.change(label, { target: { value } });

function fillPasswords(current: string, next: string, confirm = next) {
  const form = section('Change password');
  type(form.getByLabelText('Current password'), current);
  type(form.getByLabelText('New password'), next);
  type(form.getByLabelText('Confirm new password'), confirm);
  fireEvent.click(form.getByRole('button', { name: 'Change password' }));
}

describe('/settings', () => {
  it('has three sections and is linked from the footer next to Logout', async () => {
    accountApi({});
    await openSettings();
    for (const name of ['Change password', 'Log out everywhere', 'Delete account']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeDefined();
    }
    const realm = screen.getByRole('navigation', { name: 'Realm' });
    const link = within(realm).getByRole('link', { name: 'Settings' });
    expect(link.getAttribute('href')).toBe('/settings');
    expect(link.getAttribute('aria-current')).toBe('page');
    const items = within(realm).getAllByRole('listitem');
    expect(items.at(-2)?.textContent).toBe('Settings');
    expect(items.at(-1)?.textContent).toBe('Logout');
    expect(document.title).toMatch(/^Settings/);
  });

  it('is for logged-in players only', async () => {
    await renderRoutes(routes, { path: '/settings' });
    expect(screen.getByRole('heading', { name: 'Return to the Hunt' })).toBeDefined();
  });
});

describe('change password', () => {
  it('checks the new password before calling the server', async () => {
    const api = accountApi({});
    await openSettings();
    const form = section('Change password');

    fillPasswords('', 'new-pass-22');
    expect(form.getByRole('alert').textContent).toBe('Enter your current password.');
    expect(form.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');

    fillPasswords('old-pass-1', 'short');
    expect(form.getByRole('alert').textContent).toBe('Password must be 8 to 128 characters.');
    expect(form.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');

    fillPasswords('old-pass-1', 'new-pass-22', 'new-pass-23');
    expect(form.getByRole('alert').textContent).toBe(
      'The new password and its confirmation do not match.',
    );
    expect(form.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(api).not.toHaveBeenCalled();
  });

  it('sends the change, is busy meanwhile, then says so and keeps this session', async () => {
    const { reply, send } = deferred();
    const api = mockApi((path) => (path === '/account/password' ? reply : { status: 404 }));
    const { store } = await openSettings();
    const form = section('Change password');

    fillPasswords('old-pass-1', 'new-pass-22');
    const button = form.getByRole('button', { name: 'Changing…' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    send({ status: 200, body: { message: 'Password changed. Other sessions were logged out.' } });

    expect((await form.findByRole('status')).textContent).toBe(
      'Password changed. Other sessions were logged out.',
    );
    expectFirstRequest(api, '/account/password', {
      current_password: 'old-pass-1',
      new_password: 'new-pass-22',
    });
    expect(form.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
    expect(form.getByLabelText<HTMLInputElement>('New password').value).toBe('');
    expect(form.getByRole('button', { name: 'Change password' })).toHaveProperty('disabled', false);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it.each([
    [400, 'Your current password is not right.'],
    [429, 'Too many wrong passwords. Try again in 15 minutes.'],
  ])('shows the server message on %i', async (status, message) => {
    accountApi({ '/account/password': { status, body: { message } } });
    const { store } = await openSettings();
    fillPasswords('wrong-pass-1', 'new-pass-22');
    expect((await section('Change password').findByRole('alert')).textContent).toBe(message);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('falls back to its own text when the server sends no message', async () => {
    accountApi({ '/account/password': { status: 502 } });
    await openSettings();
    fillPasswords('old-pass-1', 'new-pass-22');
    expect((await section('Change password').findByRole('alert')).textContent).toBe(
      'The password could not be changed.',
    );
  });

  it('a 401 ends the session here too, with the server message on the login form', async () => {
    accountApi({
      '/account/password': {
        status: 401,
        body: { message: 'Your session has expired. Please log in again.' },
      },
    });
    const { store, router } = await openSettings();
    fillPasswords('old-pass-1', 'new-pass-22');
    await expectBackAtLogin({ store, router }, 'Your session has expired. Please log in again.');
  });
});

describe('log out everywhere', () => {
  it('explains itself, ends every session and lands on the login form with the message', async () => {
    const { reply, send } = deferred();
    const api = mockApi((path) => (path === '/logout-all' ? reply : { status: 404 }));
    const { store, router } = await openSettings();
    const part = section('Log out everywhere');
    expect(part.getByText(/every device, this one included/)).toBeDefined();

    fireEvent.click(part.getByRole('button', { name: 'Log out everywhere' }));
    expect(await part.findByRole('button', { name: 'Logging out…' })).toHaveProperty(
      'disabled',
      true,
    );
    send({ status: 200, body: { message: 'Logged out of every session.' } });

    await expectBackAtLogin({ store, router }, 'Logged out of every session.');
    expectFirstRequest(api, '/logout-all');
  });

  it('stays logged in and says so when the call fails', async () => {
    accountApi({ '/logout-all': { status: 500 } });
    const { store } = await openSettings();
    const part = section('Log out everywhere');
    fireEvent.click(part.getByRole('button', { name: 'Log out everywhere' }));
    expect((await part.findByRole('alert')).textContent).toBe(
      'Could not log out everywhere. Please try again.',
    );
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(part.getByRole('button', { name: 'Log out everywhere' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});

describe('delete account', () => {
  function fillDelete(password: string, confirmation: string) {
    const form = section('Delete account');
    type(form.getByLabelText('Password'), password);
    type(form.getByLabelText('Type DELETE to confirm'), confirmation);
    return form.getByRole('button', { name: 'Delete my account' });
  }

  it('says what is lost and keeps the button disabled until DELETE is typed exactly', async () => {
    const api = accountApi({});
    await openSettings();
    const form = section('Delete account');
    expect(form.getByText('This cannot be undone.')).toBeDefined();
    expect(form.getByText(/hero, items, gold and souls are gone for good/)).toBeDefined();
    expect(form.getByText(/bazaar listings are cancelled/)).toBeDefined();
    expect(form.getByText(/name becomes free/)).toBeDefined();

    expect(fillDelete('hunter-pass-1', '')).toHaveProperty('disabled', true);
    expect(fillDelete('hunter-pass-1', 'delete')).toHaveProperty('disabled', true);
    expect(fillDelete('hunter-pass-1', 'DELETE ')).toHaveProperty('disabled', true);
    expect(fillDelete('hunter-pass-1', 'DELETE')).toHaveProperty('disabled', false);
    expect(api).not.toHaveBeenCalled();
  });

  it('asks for the password', async () => {
    const api = accountApi({});
    await openSettings();
    fireEvent.click(fillDelete('', 'DELETE'));
    const form = section('Delete account');
    expect(form.getByRole('alert').textContent).toBe('Enter your password.');
    expect(form.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(api).not.toHaveBeenCalled();
  });

  it('shows a wrong password and stays logged in', async () => {
    accountApi({
      '/account/delete': { status: 400, body: { message: 'That password is not right.' } },
    });
    const { store } = await openSettings();
    fireEvent.click(fillDelete('wrong-pass-1', 'DELETE'));
    expect((await section('Delete account').findByRole('alert')).textContent).toBe(
      'That password is not right.',
    );
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('deletes, is busy meanwhile, then resets the session and shows the login form', async () => {
    const { reply, send } = deferred();
    const api = mockApi((path) => (path === '/account/delete' ? reply : { status: 404 }));
    const { store, router } = await openSettings();
    fireEvent.click(fillDelete('hunter-pass-1', 'DELETE'));
    expect(section('Delete account').getByRole('button', { name: 'Deleting…' })).toHaveProperty(
      'disabled',
      true,
    );
    send({ status: 200, body: { message: 'Your account has been deleted.' } });

    await expectBackAtLogin({ store, router }, 'Your account has been deleted.');
    expectFirstRequest(api, '/account/delete', { password: 'hunter-pass-1' });
  });
});

describe('any call answered 401', () => {
  it('logs out from any screen, not only Home', async () => {
    mockApi((path) =>
      path === '/shop'
        ? { status: 401, body: { message: 'Your session has expired. Please log in again.' } }
        : { status: 404 },
    );
    const { store } = await renderRoutes(routes, { path: '/shop', session: hero });
    expect(await screen.findByRole('heading', { name: 'Return to the Hunt' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toContain('Your session has expired.');
    await waitFor(() => expect(store.getState().session).toEqual(initialSessionState));
  });
});
