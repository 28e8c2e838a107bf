import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readNotice } from '@/lib/location-notice';
import { makeToken } from '@/testing/fixtures';
import { mockApi, requestsTo, type MockReply } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';
import { fillCredentials } from '../testing/fill-credentials';
import { readPrefilledUsername } from '../utils/login-prefill';
import { RegisterForm } from './register-form';

function LoginStub() {
  const { state } = useLocation();
  return (
    <p>
      Login page: {readNotice(state)} as {readPrefilledUsername(state)}
    </p>
  );
}

const routes = [
  { path: '/', element: <LoginStub /> },
  { path: '/register', element: <RegisterForm /> },
  { path: '/assign-job', element: <p>Choose a job</p> },
];

const REGISTERED: MockReply = {
  status: 201,
  body: { message: 'Registration successful.', userId: 'u-1' },
};
const EXP = Math.floor(Date.UTC(2100, 0, 1) / 1000);
const LOGGED_IN: MockReply = {
  status: 200,
  body: { token: makeToken({ sub: 'u-1', exp: EXP }), user: { userId: 'u-1' }, message: 'Hi' },
};

const fill = (username: string, password: string) =>
  fillCredentials(username, password, 'Register');

describe('RegisterForm', () => {
  it('has labelled fields with autocomplete off and a link back to login', async () => {
    await renderRoutes(routes, { path: '/register' });
    expect(screen.getByLabelText('Username').getAttribute('autocomplete')).toBe('off');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('off');
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/');
  });

  it('checks the shared rules before calling the server', async () => {
    const api = mockApi(() => ({ status: 201 }));
    await renderRoutes(routes, { path: '/register' });
    fill('', '');
    expect(screen.getByRole('alert').textContent).toContain('Username and password are required.');
    // The shared schema is fetched on the first submit: its answer comes a moment later.
    fill('no spaces!', 'longenough');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Username may only contain letters, digits and underscores.',
      ),
    );
    fill('vesper', 'short');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Password must be 8 to 128 characters.',
      ),
    );
    expect(api).not.toHaveBeenCalled();
  });

  it('logs the new hunter in with the same credentials and goes on to choose a job', async () => {
    const api = mockApi((path) => (path === '/register' ? REGISTERED : LOGGED_IN));
    const { store, router } = await renderRoutes(routes, { path: '/register' });
    fill(' vesper ', 'correct horse');
    expect(await screen.findByText('Choose a job')).toBeDefined();
    expect(router.state.location.pathname).toBe('/assign-job');
    const credentials = { username: 'vesper', password: 'correct horse' };
    expect(requestsTo(api, '/register')[0]?.body).toEqual(credentials);
    expect(requestsTo(api, '/login').map((r) => r.body)).toEqual([credentials]);
    expect(store.getState().session).toMatchObject({ userId: 'u-1', expires_at: EXP * 1000 });
  });

  it('opens the login form with the name filled in when that login fails', async () => {
    mockApi((path) =>
      path === '/register' ? REGISTERED : { status: 503, body: { message: 'Busy.' } },
    );
    const { store } = await renderRoutes(routes, { path: '/register' });
    fill('vesper', 'correct horse');
    expect(await screen.findByText('Login page: Registration successful. as vesper')).toBeDefined();
    expect(store.getState().session.userId).toBeNull();
  });

  it('shows the server message when the name is taken', async () => {
    mockApi(() => ({ status: 409, body: { message: 'Username is already taken.' } }));
    await renderRoutes(routes, { path: '/register' });
    fill('vesper', 'correct horse');
    expect((await screen.findByRole('alert')).textContent).toContain('Username is already taken.');
  });

  it('falls back to the generic message without one', async () => {
    mockApi(() => ({ status: 500 }));
    await renderRoutes(routes, { path: '/register' });
    fill('vesper', 'correct horse');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'An error occurred during registration.',
    );
  });
});
