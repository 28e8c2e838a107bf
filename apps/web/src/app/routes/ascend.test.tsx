import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AscendResponse } from '@demonbane/shared/endgame-schemas';
import type { JobView } from '@demonbane/shared/user-schemas';
import { expectAlert } from '@/testing/assertions';
import { makeUserView } from '@/testing/fixtures';
import { mockApi, requestsTo, type MockReply } from '@/testing/mock-api';
import { loggedInSession, renderRoutes, TEST_USER_ID } from '@/testing/render-app';
import { routes } from '../routes-config';

const ROOT_JOBS: JobView[] = [
  {
    _id: 'warrior',
    job_name: 'Warrior',
    description: 'A sworn blade of the Ashen Watch.',
    tier: 1,
    stats: { hp: 130, atk: 14, def: 10, spd: 6 },
  },
];

const ASCENDED: AscendResponse = {
  message: 'You have ascended.',
  hero: {
    userId: TEST_USER_ID,
    username: 'vesper',
    job_id: null,
    level: 1,
    xp: 0,
    gold: 5_000,
    soul: 30,
    ascensions: 1,
    ascension_bonus: { stats: 0.18, xp: 0.15 },
  },
  tithe: 5_000,
  returned: [{ item_id: 'cinder-axe', item_name: 'Cinder Axe', rarity: 'Epic' }],
};

const atFifty = loggedInSession({
  username: 'vesper',
  job_name: 'Berserker',
  level: 50,
  gold: 10_000,
  ascensions: 0,
});

/** The server: POST /ascend answers `ascend` (a promise holds it back); the rest as a fresh hero. */
function api(ascend: MockReply | Promise<MockReply> = { status: 200, body: ASCENDED }) {
  return mockApi((path, body) => {
    if (path === '/ascend') return ascend;
    if (path === '/assign-job' && body.job_id === undefined)
      return { status: 200, body: { available_jobs: ROOT_JOBS, message: 'Choose.' } };
    if (path === '/user') return { status: 202, body: { message: 'Choose a job.' } };
    if (path === '/guide') return { status: 200, body: { step: null } };
    return { status: 404, body: { message: 'Not found' } };
  });
}

const ascendButton = () => screen.getByRole('button', { name: 'Ascend' });

describe('/ascend', () => {
  it('below level 50 the button is disabled and says why', async () => {
    const fetchMock = api();
    await renderRoutes(routes, {
      path: '/ascend',
      session: { ...atFifty, job_name: 'Warrior', level: 9 },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Ascension' })).toBeDefined();
    const button = ascendButton() as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('ascend-refusal');
    expect(screen.getByText('Ascension opens at level 50; you are level 9.')).toBeDefined();
    expect(requestsTo(fetchMock, '/ascend')).toHaveLength(0);
  });

  it('at level 50 it shows the bonus now and after, the tithe, and what is kept', async () => {
    api();
    await renderRoutes(routes, { path: '/ascend', session: atFifty });
    const bonus = screen.getByRole('table', { name: /bonus now and after/ });
    const stats = within(bonus).getByRole('row', { name: /HP, ATK and DEF/ });
    expect(
      within(stats)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['+0%', '+18%']);
    expect(screen.getByText(/Now that would be/).textContent).toMatch(
      /5,000 gold, leaving you 5,000 gold/,
    );
    const kept = screen.getByRole('list', { name: 'You keep' });
    expect(within(kept).getByText(/Your slot upgrades/)).toBeDefined();
    expect((ascendButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks first, then ascends once with a key and moves to /assign-job with the news', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const held = new Promise<MockReply>((resolve) => (answer = resolve));
    const fetchMock = api(held);
    const { store } = await renderRoutes(routes, { path: '/ascend', session: atFifty });

    fireEvent.click(ascendButton());
    const confirm = screen.getByRole('alertdialog', { name: 'Ascend for the 1st time?' });
    expect(confirm.textContent).toMatch(/5,000 gold burn, and you start again at level 1/);
    expect(requestsTo(fetchMock, '/ascend')).toHaveLength(0);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Ascend' }));
    // Submitting: both answers wait, the confirm says so.
    const busy = await within(confirm).findByRole('button', { name: 'Ascending…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(busy);
    const sent = requestsTo(fetchMock, '/ascend');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ userId: TEST_USER_ID });
    expect(new Headers(sent[0]!.init?.headers).get('Idempotency-Key')).toMatch(/\S{16,}/);

    answer({ status: 200, body: ASCENDED });
    await screen.findByText('You have ascended: choose your path again.');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Path' })).toBeDefined();
    const session = store.getState().session;
    expect(session).toMatchObject({ job_name: null, level: 1, gold: 5_000, ascensions: 1 });
  });

  it('shows the server’s refusal and lets the player try again', async () => {
    api({ status: 409, body: { message: 'Finish your fight before you ascend.' } });
    await renderRoutes(routes, { path: '/ascend', session: atFifty });
    fireEvent.click(ascendButton());
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Ascend' }),
    );
    await expectAlert('Finish your fight before you ascend.');
    await waitFor(() => expect((ascendButton() as HTMLButtonElement).disabled).toBe(false));
  });
});

describe('Home at level 50', () => {
  it('offers the ascension, and the hero card shows the ascensions', async () => {
    mockApi((path) =>
      path === '/user'
        ? {
            status: 200,
            body: { user: makeUserView({ job_name: 'Berserker', level: 50, ascensions: 2 }) },
          }
        : { status: 404, body: { message: 'Not found' } },
    );
    await renderRoutes(routes, { path: '/', session: atFifty });
    const card = await screen.findByRole('region', { name: 'You may ascend' });
    expect(within(card).getByRole('link', { name: 'See the ascension' }).getAttribute('href')).toBe(
      '/ascend',
    );
    // The hero card wears the ascensions from the fresh answer.
    await screen.findByRole('img', { name: '2 ascensions' });
  });
});
