import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeToken } from '@/testing/fixtures';
import { mockApi, requestsTo } from '@/testing/mock-api';
import { loggedInSession, renderRoutes } from '@/testing/render-app';
import { initialSessionState } from '@/stores/session-slice';
import { fillCredentials } from '../testing/fill-credentials';
import { LoginForm } from './login-form';

const routes = [
  { path: '/', element: <LoginForm /> },
  { path: '/register', element: <p>Register page</p> },
];

const fill = (username: string, password: string) => fillCredentials(username, password, 'Log In');

describe('LoginForm', () => {
  it('has labelled username and password fields with autocomplete off and a register link', async () => {
    await renderRoutes(routes);
    const username = screen.getByLabelText('Username');
    const password = screen.getByLabelText('Password');
    expect(username.getAttribute('autocomplete')).toBe('off');
    expect(password.getAttribute('autocomplete')).toBe('off');
    expect(password.getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
  });

  it('requires both fields before calling the server', async () => {
    const api = mockApi(() => ({ status: 200 }));
    await renderRoutes(routes);
    fill('', '');
    expect(screen.getByRole('alert').textContent).toContain('Username and password are required.');
    expect(api).not.toHaveBeenCalled();
  });

  it('keeps the user id and the token expiry, never the token, with a same-origin call and no auth header', async () => {
    const exp = Math.floor(Date.UTC(2100, 0, 1) / 1000);
    const token = makeToken({ sub: 'u-42', exp });
    const api = mockApi(() => ({
      status: 200,
      body: { token, user: { userId: 'u-42' }, message: 'Welcome back' },
    }));
    const { store } = await renderRoutes(routes);
    fill('  vesper ', 'correct horse');
    await waitFor(() => expect(store.getState().session.userId).toBe('u-42'));
    expect(store.getState().session.expires_at).toBe(exp * 1000);
    expect(JSON.stringify(store.getState())).not.toContain(token.split('.')[1]);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);

    const [call] = requestsTo(api, '/login');
    expect(call?.body).toEqual({ username: 'vesper', password: 'correct horse' });
    expect(call?.init?.method).toBe('POST');
    expect(call?.init?.credentials).toBe('same-origin');
    expect(new Headers(call?.init?.headers).has('Authorization')).toBe(false);
  });

  it('shows the server message and clears the session on failure', async () => {
    mockApi(() => ({ status: 401, body: { message: 'Invalid username or password.' } }));
    const { store } = await renderRoutes(routes, {
      session: loggedInSession({ job_name: 'Warrior' }),
    });
    fill('vesper', 'wrong password');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Invalid username or password.',
    );
    expect(store.getState().session).toEqual(initialSessionState);
  });

  it('refuses a login answer whose token carries no expiry', async () => {
    mockApi(() => ({
      status: 200,
      body: { token: 'not-a-jwt', user: { userId: 'u-42' }, message: 'Welcome back' },
    }));
    const { store } = await renderRoutes(routes);
    fill('vesper', 'correct horse');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'An error occurred during login.',
    );
    expect(store.getState().session).toEqual(initialSessionState);
  });

  it('falls back to the generic message when the server sends none', async () => {
    mockApi(() => ({ status: 502 }));
    await renderRoutes(routes);
    fill('vesper', 'whatever1');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'An error occurred during login.',
    );
  });

  it('shows a notice passed from registration', async () => {
    await renderRoutes([{ path: '/', element: <LoginForm notice="Registered. Log in." /> }]);
    expect(screen.getByRole('status').textContent).toContain('Registered. Log in.');
  });
});
