import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { createAppStore } from '@/stores/store';
import { App } from './app';
import { routes } from './routes-config';

/**
 * The HTML the app renders at `path` for a visitor with no session, every lazy screen
 * on it loaded. The build puts it inside #root of the logged-out pages, so they paint
 * before any JavaScript has run; main.tsx then hydrates it (ADR 0014).
 */
export async function prerenderPage(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const { prelude } = await prerender(<App store={createAppStore()} router={router} />);
  return new Response(prelude).text();
}
