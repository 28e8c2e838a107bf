import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobView } from '@demonbane/shared/user-schemas';
import { makeUserView } from '@/testing/fixtures';
import { expectFirstRequest, mockApi, type MockReply, requestsTo } from '@/testing/mock-api';
import { loggedInSession, renderRoutes, TEST_USER_ID } from '@/testing/render-app';
import { routes } from '../routes-config';

const JOBS: JobView[] = [
  {
    _id: 'warrior',
    job_name: 'Warrior',
    description: 'A sworn blade of the Ashen Watch.',
    tier: 1,
    stats: { hp: 130, atk: 14, def: 10, spd: 6 },
  },
  {
    _id: 'magician',
    job_name: 'Magician',
    description: 'A scholar of forbidden circles.',
    tier: 1,
    stats: { hp: 95, atk: 17, def: 5, spd: 9 },
  },
];

function api(options: { list?: MockReply; assign?: MockReply } = {}) {
  return mockApi((path, body) => {
    if (path === '/assign-job' && body.job_id === undefined) {
      return options.list ?? { status: 200, body: { available_jobs: JOBS, message: 'Choose.' } };
    }
    if (path === '/assign-job') {
      return (
        options.assign ?? {
          status: 200,
          body: {
            user: makeUserView({
              job_id: 'magician',
              job_name: 'Magician',
              level: 1,
              levelToMax: 9,
            }),
            message: 'You are now a Magician.',
          },
        }
      );
    }
    if (path === '/user') {
      return {
        status: 200,
        body: { user: makeUserView({ job_id: 'magician', job_name: 'Magician', level: 1 }) },
      };
    }
    return { status: 404 };
  });
}

const newHero = loggedInSession();

describe('/assign-job', () => {
  it('lists the available jobs as radio cards with name, description and stats', async () => {
    const fetchMock = api();
    await renderRoutes(routes, { path: '/assign-job', session: newHero });
    const warrior = await screen.findByRole('radio', { name: /Warrior/ });
    expect(screen.getByRole('radio', { name: /Magician/ })).toBeDefined();
    expect(warrior.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('A sworn blade of the Ashen Watch.')).toBeDefined();
    expect(screen.getByText('130')).toBeDefined();
    expectFirstRequest(fetchMock, '/assign-job');
  });

  it('greets a new hunter, and an ascended one by its ascension', async () => {
    api();
    const first = await renderRoutes(routes, { path: '/assign-job', session: newHero });
    expect(await screen.findByText('A new hunter')).toBeDefined();
    first.unmount();
    api();
    await renderRoutes(routes, {
      path: '/assign-job',
      session: loggedInSession({ job_name: null, level: 1, ascensions: 2 }),
    });
    expect(await screen.findByText('Ascension 2 · A new path')).toBeDefined();
    expect(screen.queryByText('A new hunter')).toBeNull();
  });

  it("says 'Please select a job.' when submitted without a choice", async () => {
    const fetchMock = api();
    await renderRoutes(routes, { path: '/assign-job', session: newHero });
    fireEvent.click(await screen.findByRole('button', { name: /Take this path/ }));
    expect(screen.getByRole('alert').textContent).toContain('Please select a job.');
    expect(requestsTo(fetchMock, '/assign-job')).toHaveLength(1);
  });

  it('assigns the chosen job, stores the hero and returns home', async () => {
    const fetchMock = api();
    const { store, router } = await renderRoutes(routes, { path: '/assign-job', session: newHero });
    fireEvent.click(await screen.findByRole('radio', { name: /Magician/ }));
    fireEvent.click(screen.getByRole('button', { name: /Take this path/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(fetchMock, '/assign-job')[1]?.body).toEqual({
      userId: TEST_USER_ID,
      job_id: 'magician',
    });
    expect(store.getState().session).toMatchObject({ job_name: 'Magician', level: 1 });
    expect(await screen.findByText('You are now a Magician.')).toBeDefined();
  });

  it('never shows evolution texts on the way home from a first job', async () => {
    api();
    const { router } = await renderRoutes(routes, { path: '/assign-job', session: newHero });
    // Every heading the page ever shows, however briefly.
    const headings = new Set<string>();
    const seen = new MutationObserver(() => {
      for (const h of document.querySelectorAll('h1')) headings.add(h.textContent ?? '');
    });
    seen.observe(document.body, { subtree: true, childList: true, characterData: true });
    fireEvent.click(await screen.findByRole('radio', { name: /Magician/ }));
    fireEvent.click(screen.getByRole('button', { name: /Take this path/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByText('You are now a Magician.');
    seen.disconnect();
    expect([...headings].filter((h) => /Evolve/.test(h))).toEqual([]);
    expect(document.body.textContent).not.toMatch(/Evolution/);
  });

  it('shows the fallback when the list cannot load', async () => {
    api({ list: { status: 500 } });
    await renderRoutes(routes, { path: '/assign-job', session: newHero });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error fetching available jobs.',
    );
  });

  it('shows the server message when assigning fails', async () => {
    api({ assign: { status: 409, body: { message: 'That path is closed to you.' } } });
    await renderRoutes(routes, { path: '/assign-job', session: newHero });
    fireEvent.click(await screen.findByRole('radio', { name: /Warrior/ }));
    fireEvent.click(screen.getByRole('button', { name: /Take this path/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('That path is closed to you.');
  });

  it('shows the fallback when assigning fails without a message', async () => {
    api({ assign: { status: 500 } });
    await renderRoutes(routes, { path: '/assign-job', session: newHero });
    fireEvent.click(await screen.findByRole('radio', { name: /Warrior/ }));
    fireEvent.click(screen.getByRole('button', { name: /Take this path/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'An error occurred while assigning the job.',
    );
  });

  it('is open to a Warrior (to evolve)', async () => {
    api();
    await renderRoutes(routes, {
      path: '/assign-job',
      session: loggedInSession({ job_name: 'Warrior', level: 10 }),
    });
    expect(await screen.findByRole('heading', { name: 'Evolve Your Path' })).toBeDefined();
  });

  it.each(['Berserker', 'Paladin', 'Sorcerer', 'Warlock'])('sends a %s home', async (job_name) => {
    api();
    const { router } = await renderRoutes(routes, {
      path: '/assign-job',
      session: loggedInSession({ job_name, level: 12, username: 'vesper' }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByRole('heading', { level: 1, name: 'vesper' });
  });
});
