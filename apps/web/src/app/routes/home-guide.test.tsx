import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GuideResponse } from '@demonbane/shared/guide-schemas';
import { makeUserView } from '@/testing/fixtures';
import { mockApiWithDefaults, requestsTo, type MockOverride } from '@/testing/mock-api';
import { loggedInSession, renderRoutes, TEST_USER_ID } from '@/testing/render-app';
import { questsAnswer } from '@/features/quests/testing/quest-fixtures';
import { routes } from '../routes-config';

const hero = loggedInSession({ username: 'vesper', job_name: 'Warrior', level: 1 });

const WEAR_GEAR: GuideResponse = {
  step: {
    id: 'wear-gear',
    title: 'Wear your starter kit',
    text: 'Your Knife, Vest and Charm wait in the pack. Put them on before you fight.',
    action: { label: 'Open equipment', to: '/equipment' },
    index: 1,
    total: 7,
  },
  dismissed: false,
};

const TOWER: GuideResponse = {
  step: {
    id: 'tower-floor-1',
    title: 'Climb the tower',
    text: 'Floor 1 holds a lone Imp.',
    action: { label: 'To the tower', to: '/hunt' },
    index: 2,
    total: 7,
  },
  dismissed: false,
};

function api(guide: () => GuideResponse | undefined, override?: MockOverride) {
  return mockApiWithDefaults(
    { '/user': { user: makeUserView() }, '/quests': questsAnswer() },
    (path, body) =>
      override?.(path, body) ?? (path === '/guide' ? { status: 200, body: guide() } : undefined),
  );
}

describe('Home: the next-step card', () => {
  it('shows the step, its place in the guide and one button to where it leads', async () => {
    const fetchMock = api(() => WEAR_GEAR);
    await renderRoutes(routes, { session: hero });
    const card = within(await screen.findByRole('region', { name: 'Next step' }));
    expect(card.getByText('Step 1 of 7')).toBeDefined();
    expect(card.getByRole('heading', { name: 'Wear your starter kit' })).toBeDefined();
    expect(card.getByText(/Knife, Vest and Charm/)).toBeDefined();
    const go = card.getByRole('link', { name: 'Open equipment' });
    expect(go.getAttribute('href')).toBe('/equipment');
    expect(card.getAllByRole('link')).toHaveLength(1);
    expect(requestsTo(fetchMock, '/guide')[0]?.body).toEqual({ userId: TEST_USER_ID });
  });

  it('sits in the hero panel right under the name, before the bars', async () => {
    api(() => WEAR_GEAR);
    await renderRoutes(routes, { session: hero });
    const card = await screen.findByRole('region', { name: 'Next step' });
    const panel = screen.getByRole('region', { name: 'vesper' });
    expect(panel.contains(card)).toBe(true);
    const xp = screen.getByRole('progressbar', { name: 'XP' });
    expect(card.compareDocumentPosition(xp) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown when the guide has no step (done or hidden)', async () => {
    const fetchMock = api(() => ({ step: null, dismissed: true }));
    await renderRoutes(routes, { session: hero });
    await screen.findByRole('region', { name: 'Daily Quests' });
    await waitFor(() => expect(requestsTo(fetchMock, '/guide')).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('[class*="placeholder"]')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Next step' })).toBeNull();
  });

  it('is not shown, and Home works, when the guide cannot be loaded', async () => {
    api(
      () => undefined,
      (path) => (path === '/guide' ? { status: 500 } : undefined),
    );
    await renderRoutes(routes, { session: hero });
    await screen.findByRole('region', { name: 'Daily Quests' });
    expect(screen.queryByRole('region', { name: 'Next step' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Hide guide closes it for good: POST /guide/dismiss, and the card goes', async () => {
    const fetchMock = api(
      () => WEAR_GEAR,
      (path) =>
        path === '/guide/dismiss' ? { status: 200, body: { dismissed: true } } : undefined,
    );
    await renderRoutes(routes, { session: hero });
    const card = within(await screen.findByRole('region', { name: 'Next step' }));
    fireEvent.click(card.getByRole('button', { name: 'Hide guide' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Next step' })).toBeNull());
    const sent = requestsTo(fetchMock, '/guide/dismiss');
    expect(sent.map((r) => r.body)).toEqual([{ userId: TEST_USER_ID }]);
    expect(new Headers(sent[0]?.init?.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('says so and keeps the card when hiding fails', async () => {
    api(
      () => WEAR_GEAR,
      (path) =>
        path === '/guide/dismiss' ? { status: 503, body: { message: 'Try later.' } } : undefined,
    );
    await renderRoutes(routes, { session: hero });
    const region = await screen.findByRole('region', { name: 'Next step' });
    fireEvent.click(within(region).getByRole('button', { name: 'Hide guide' }));
    expect((await within(region).findByRole('alert')).textContent).toContain('Try later.');
  });

  it('moves on when the hero does: a fresh hero fetches the step again', async () => {
    // The second answer is slow, as on a busy server: the first must not stand in for it.
    let asked = 0;
    const fetchMock = api(
      () => undefined,
      (path) => {
        if (path !== '/guide') return undefined;
        asked += 1;
        const reply = { status: 200, body: asked > 1 ? TOWER : WEAR_GEAR };
        if (asked === 1) return reply;
        return new Promise((resolve) => setTimeout(() => resolve(reply), 300));
      },
    );
    const { router } = await renderRoutes(routes, { session: hero });
    await screen.findByRole('region', { name: 'Next step' });
    await waitFor(() => expect(requestsTo(fetchMock, '/user')).toHaveLength(1));

    // Equipping elsewhere, then back home: Home loads the hero, and with it the step.
    await router.navigate('/inventory');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Next step' })).toBeNull());
    await router.navigate('/');
    // Never the step it showed before, not even while the new one loads.
    await screen.findByRole('region', { name: /vesper/i });
    expect(screen.queryByText('Step 1 of 7')).toBeNull();
    const card = within(await screen.findByRole('region', { name: 'Next step' }));
    expect(await card.findByText('Step 2 of 7')).toBeDefined();
    expect(card.getByRole('link', { name: 'To the tower' }).getAttribute('href')).toBe('/hunt');
  });
});
