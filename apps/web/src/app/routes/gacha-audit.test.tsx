import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUDIT } from '@/features/gacha/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { loggedInSession, renderRoutes } from '@/testing/render-app';
import { expectAlert, expectTabs } from '@/testing/assertions';
import { routes } from '../routes-config';

const hero = loggedInSession({ job_name: 'Warrior', gold: 1500, soul: 30 });

describe('/gacha/audit', () => {
  it('shows published vs observed rates, the extras and the test per box', async () => {
    const api = mockApi((path) =>
      path === '/gacha/audit' ? { status: 200, body: AUDIT } : { status: 404 },
    );
    await renderRoutes(routes, { path: '/gacha/audit', session: hero });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Odds Audit');
    const coffer = within(await screen.findByRole('article', { name: 'Ashen Coffer' }));
    expect(api.mock.calls[0]?.[0]).toBe('/api/gacha/audit');
    expect(api.mock.calls[0]?.[1]?.method).toBe('GET');

    const rows = coffer
      .getAllByRole('row')
      .map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Outcome', 'Published', 'Observed', 'Rolls'],
      ['Common', '60%', '59.8%', '598'],
      ['Uncommon', '27%', '27.2%', '272'],
      ['Rare', '10%', '10.1%', '101'],
      ['Epic', '2.5%', '2.4%', '24'],
      ['Legendary', '0.5%', '0.5%', '5'],
    ]);
    expect(coffer.getByText('Observed rates match the published table (p = 0.42).')).toBeDefined();
    const figures = coffer
      .getAllByRole('term')
      .map((dt) => `${dt.textContent}: ${dt.nextSibling?.textContent}`);
    expect(figures).toEqual([
      'Plain rolls: 1,000',
      'Pity draws: 3',
      'Guarantee upgrades: 7',
      'Chi-square: 0.21 (df 4)',
      'p-value: 0.42',
    ]);

    const satchel = within(screen.getByRole('article', { name: 'Pilgrim’s Satchel' }));
    expect(satchel.getByRole('rowheader', { name: 'Nothing' })).toBeDefined();
    expect(satchel.getByText('No plain rolls yet, so there is nothing to compare.')).toBeDefined();

    // 14 rolls with p = 0.0024: too few for chi-square, so no alarm.
    const reliquary = within(screen.getByRole('article', { name: 'Abyssal Reliquary' }));
    expect(
      reliquary.getByText('Too few rolls to judge yet: 14 of the 100 the test needs (p = 0.002).'),
    ).toBeDefined();
  });

  it('is reachable from the gacha tabs', async () => {
    mockApi((path) => (path === '/gacha/audit' ? { status: 200, body: AUDIT } : { status: 404 }));
    await renderRoutes(routes, { path: '/gacha/audit', session: hero });
    await screen.findByRole('article', { name: 'Ashen Coffer' });
    expectTabs('Gacha', 'Odds audit', { Boxes: '/gacha' });
  });

  it('says so when the audit cannot load', async () => {
    mockApi(() => ({ status: 500 }));
    await renderRoutes(routes, { path: '/gacha/audit', session: hero });
    await expectAlert('Failed to fetch the gacha audit.');
  });
});
