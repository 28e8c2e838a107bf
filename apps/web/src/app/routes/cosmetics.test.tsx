import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CosmeticsResponse, CosmeticView } from '@demonbane/shared/endgame-schemas';
import { mockApi, requestsTo } from '@/testing/mock-api';
import { renderRoutes, TEST_USER_ID, VESPER_SESSION } from '@/testing/render-app';
import { routes } from '../routes-config';

const view = (fields: Partial<CosmeticView> & Pick<CosmeticView, 'id' | 'name'>) => ({
  kind: 'frame' as const,
  description: 'A rim.',
  price: null,
  owned: false,
  worn: false,
  ...fields,
});

const BEFORE: CosmeticsResponse = {
  cosmetics: [
    view({ id: 'ascended', kind: 'title', name: 'the Ascended', owned: true }),
    view({
      id: 'eternal',
      kind: 'title',
      name: 'the Eternal',
      description: 'Ascended five times.',
    }),
    view({ id: 'bronze-frame', name: 'Bronze Frame', price: 25_000 }),
    view({ id: 'gold-frame', name: 'Gold Frame', price: 400_000 }),
  ],
  gold: 30_000,
  ascensions: 1,
  title: null,
  frame: null,
};

const BOUGHT: CosmeticsResponse = {
  ...BEFORE,
  cosmetics: BEFORE.cosmetics.map((c) => (c.id === 'bronze-frame' ? { ...c, owned: true } : c)),
  gold: 5_000,
};

const WORN: CosmeticsResponse = {
  ...BEFORE,
  cosmetics: BEFORE.cosmetics.map((c) => (c.id === 'ascended' ? { ...c, worn: true } : c)),
  title: 'the Ascended',
};

describe('/cosmetics', () => {
  it('buys a frame after a confirm, with a key, and the purse follows', async () => {
    const fetchMock = mockApi((path) => {
      if (path === '/cosmetics') return { status: 200, body: BEFORE };
      if (path === '/cosmetics/buy') return { status: 200, body: BOUGHT };
      return { status: 404, body: { message: 'Not found' } };
    });
    const { store } = await renderRoutes(routes, { path: '/cosmetics', session: VESPER_SESSION });
    const bronze = await screen.findByRole('article', { name: 'Bronze Frame' });
    expect(within(bronze).getByText('For sale')).toBeDefined();
    const gold = screen.getByRole('article', { name: 'Gold Frame' });
    expect(
      (within(gold).getByRole('button', { name: 'Buy Gold Frame' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const eternal = screen.getByRole('article', { name: 'the Eternal' });
    expect(within(eternal).getByText('Not earned yet')).toBeDefined();
    expect(within(eternal).queryByRole('button')).toBeNull();

    fireEvent.click(within(bronze).getByRole('button', { name: 'Buy Bronze Frame' }));
    const confirm = within(bronze).getByRole('alertdialog', { name: 'Buy Bronze Frame?' });
    expect(requestsTo(fetchMock, '/cosmetics/buy')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Buy' }));
    await screen.findByText('Bronze Frame is yours. Wear it to show it.');
    const sent = requestsTo(fetchMock, '/cosmetics/buy');
    expect(sent.map((r) => r.body)).toEqual([{ userId: TEST_USER_ID, cosmeticId: 'bronze-frame' }]);
    expect(new Headers(sent[0]!.init?.headers).get('Idempotency-Key')).not.toBeNull();
    expect(within(bronze).getByRole('button', { name: 'Wear Bronze Frame' })).toBeDefined();
    expect(store.getState().session.gold).toBe(5_000);
  });

  it('wears an earned title: the preview and the session show it', async () => {
    const fetchMock = mockApi((path) => {
      if (path === '/cosmetics') return { status: 200, body: BEFORE };
      if (path === '/cosmetics/wear') return { status: 200, body: WORN };
      return { status: 404, body: { message: 'Not found' } };
    });
    const { store } = await renderRoutes(routes, { path: '/cosmetics', session: VESPER_SESSION });
    const title = await screen.findByRole('article', { name: 'the Ascended' });
    fireEvent.click(within(title).getByRole('button', { name: 'Wear the Ascended' }));
    await within(title).findByRole('button', { name: 'Take off the Ascended' });
    expect(requestsTo(fetchMock, '/cosmetics/wear')[0]?.body).toEqual({
      userId: TEST_USER_ID,
      kind: 'title',
      cosmeticId: 'ascended',
    });
    expect(screen.getByText(/Others see you as/).textContent).toContain('vesper, the Ascended');
    expect(screen.getByRole('img', { name: '1 ascension' })).toBeDefined();
    expect(store.getState().session.title).toBe('the Ascended');
  });
});
