import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readNotice } from '@/lib/location-notice';
import { mockApi, requestsTo } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';
import { fillCredentials } from '../testing/fill-credentials';
import { RegisterForm } from './register-form';

function LoginStub() {
  return <p>Login page: {readNotice(useLocation().state)}</p>;
}

const routes = [
  { path: '/', element: <LoginStub /> },
  { path: '/register', element: <RegisterForm /> },
];

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

  it('tells the player and goes to the login page on success', async () => {
    const api = mockApi(() => ({
      status: 201,
      body: { message: 'Registration successful.', userId: 'u-1' },
    }));
    await renderRoutes(routes, { path: '/register' });
    fill('vesper', 'correct horse');
    expect(await screen.findByText('Login page: Registration successful.')).toBeDefined();
    expect(requestsTo(api, '/register')[0]?.body).toEqual({
      username: 'vesper',
      password: 'correct horse',
    });
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
