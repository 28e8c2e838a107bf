import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/stores/store';
import { App } from './app';
import { prerenderPage } from './prerender';
import { routes } from './routes-config';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

/** The page as the build writes it, then taken over as main.tsx does for a logged-out visitor. */
async function hydratePage(path: string, beforeHydrating?: (container: HTMLElement) => void) {
  const html = await prerenderPage(path);
  // The server renderer leaves its last providers' values on the context objects it shares
  // with the client renderer in this one process (the build runs it alone): an empty
  // render switches them back, and React's development warning about it is expected.
  await prerender(<></>);
  const reportError = vi.mocked(console.error).getMockImplementation();
  vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Detected multiple renderers')) reportError?.(...args);
  });
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  beforeHydrating?.(container);
  const recoverable = vi.fn();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    root = hydrateRoot(container, <App store={createAppStore()} router={router} />, {
      onRecoverableError: recoverable,
    });
  });
  return { html, router, recoverable };
}

describe('pre-rendered logged-out pages (ADR 0014)', () => {
  it.each([
    ['/', 'Return to the Hunt', 'Log In'],
    ['/login', 'Return to the Hunt', 'Log In'],
    ['/register', 'Join the Hunt', 'Register'],
  ])(
    '%s: the form is in the HTML, and hydrates without a mismatch',
    async (path, title, submit) => {
      const { html, recoverable } = await hydratePage(path);
      expect(html).toContain(title);
      expect(html).toMatch(/<form[^>]*>.*name="username".*name="password"/s);
      expect(recoverable).not.toHaveBeenCalled();
      // Sent before the page runs, the form would not put the password in the address.
      expect(html).toMatch(/<form[^>]* method="post"/);
      expect(html).toMatch(/<button type="submit"[^>]* disabled=""/);
      const button = screen.getByRole<HTMLButtonElement>('button', { name: submit });
      expect(button.disabled).toBe(false);
    },
  );

  it('the hydrated form works: an empty submit is refused without asking the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await hydratePage('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Username and password are required.')).toBeDefined();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends what was typed before the page ran', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ message: 'Invalid credentials.' }, { status: 401 }));
    await hydratePage('/login', (container) => {
      container.querySelector<HTMLInputElement>('input[name="username"]')!.value = 'early_bird';
      container.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'typed-early';
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const [, init] = fetchSpy.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'early_bird',
      password: 'typed-early',
    });
  });

  it('its links are the router’s: Register leads to the register form', async () => {
    const { router } = await hydratePage('/login');
    fireEvent.click(screen.getByRole('link', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });
});
