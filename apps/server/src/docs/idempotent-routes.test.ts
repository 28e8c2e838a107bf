import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '@demonbane/shared/api-routes';
import { API_DOC } from './api-doc-path';
import {
  idempotentRoutesList,
  SECTION_END,
  SECTION_START,
  withIdempotentRoutes,
} from './idempotent-routes';

describe("docs/api.md's idempotent routes", () => {
  it("are the contracts' (else run npm run docs:api)", () => {
    const doc = readFileSync(API_DOC, 'utf8');
    expect(
      withIdempotentRoutes(doc, ALL_ROUTES),
      'docs/api.md is out of date: npm run docs:api',
    ).toBe(doc);
  });

  it('list every route that takes a key, under its class, and no other', () => {
    const list = idempotentRoutesList(ALL_ROUTES);
    for (const r of ALL_ROUTES) {
      expect(list.includes(`\`${r.method} ${r.path}\``), r.path).toBe(Boolean(r.idempotent));
    }
    const [economy, free] = list.split('\n');
    expect(free).toMatch(/^- Free calls .*kept 10 minutes: .*`POST \/inventory\/equip`/);
    expect(free).toContain('`POST /notifications/read`');
    expect(economy).toMatch(/^- Economy calls.*kept 24 hours: .*`POST \/shop\/purchase`/);
    expect(economy).not.toContain('/inventory/equip`');
  });

  it('change when a contract does, and only between the markers', () => {
    const doc = `# API\n\nbefore\n${SECTION_START}\nstale\n${SECTION_END}\nafter\n`;
    const written = withIdempotentRoutes(doc, ALL_ROUTES);
    expect(written).toBe(
      `# API\n\nbefore\n${SECTION_START}\n\n${idempotentRoutesList(ALL_ROUTES)}\n\n${SECTION_END}\nafter\n`,
    );
    const moved = ALL_ROUTES.map((r) =>
      r.path === '/shop/purchase' ? { ...r, idempotent: 'free' as const } : r,
    );
    expect(withIdempotentRoutes(written, moved)).not.toBe(written);
    expect(() => withIdempotentRoutes('# API\n', ALL_ROUTES)).toThrow(/lacks the lines/);
  });
});
