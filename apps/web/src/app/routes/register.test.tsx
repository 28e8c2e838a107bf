import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fillCredentials } from '@/features/auth/testing/fill-credentials';
import { makeToken } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';
import { routes } from '../routes-config';

const REGISTERED = {
  status: 201,
  body: { message: 'Registration successful. You may now log in.', userId: 'u-1' },
};

describe('registering, in the whole app', () => {
  it('ends logged in, choosing a first job (no login form on the way)', async () => {
    const token = makeToken({ sub: 'u-1', exp: Math.floor(Date.UTC(2100, 0, 1) / 1000) });
    mockApi((path) => {
      if (path === '/register') return REGISTERED;
      if (path === '/login')
        return { status: 200, body: { token, user: { userId: 'u-1' }, message: 'Welcome.' } };
      if (path === '/assign-job') return { status: 200, body: { available_jobs: [] } };
      return { status: 404 };
    });
    const { router } = await renderRoutes(routes, { path: '/register' });
    fillCredentials('vesper', 'correct horse', 'Register');
    expect(await screen.findByRole('heading', { name: 'Choose Your Path' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/assign-job');
  });

  it('falls back to the login form, name filled in, when the login after it fails', async () => {
    mockApi((path) =>
      path === '/register' ? REGISTERED : { status: 429, body: { message: 'Slow down.' } },
    );
    const { router } = await renderRoutes(routes, { path: '/register' });
    fillCredentials('vesper', 'correct horse', 'Register');
    expect(await screen.findByRole('heading', { name: 'Return to the Hunt' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('vesper');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    expect(screen.getByRole('status').textContent).toContain('Registration successful.');
  });
});
