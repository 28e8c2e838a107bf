import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen, preloadScreens } from './lazy-screen';

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>{`${label} ${n}`}</button>;
}

/** A loader the test resolves by hand, counting how often it was asked. */
function deferredLoader() {
  let resolve: (component: typeof Counter) => void = () => {};
  const promise = new Promise<typeof Counter>((r) => (resolve = r));
  const loader = { calls: 0, resolve: (c: typeof Counter) => resolve(c) };
  const load = () => {
    loader.calls += 1;
    return promise;
  };
  return { load, loader };
}

describe('lazyScreen', () => {
  it('shows the Suspense fallback until its chunk arrives, then the screen', async () => {
    const { load, loader } = deferredLoader();
    const Screen = lazyScreen(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen label="Gold" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeDefined();
    await act(async () => loader.resolve(Counter));
    expect(screen.getByRole('button', { name: 'Gold 0' })).toBeDefined();
  });

  it('renders at once, with no fallback, once preloaded', async () => {
    const Screen = lazyScreen(() => Promise.resolve(Counter));
    await preloadScreens();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen label="Souls" />
      </Suspense>,
    );
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Souls 0' })).toBeDefined();
  });

  it('keeps a mounted screen (and its state) when it re-renders after loading', async () => {
    const { load, loader } = deferredLoader();
    const Screen = lazyScreen(load);
    const { rerender } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen label="Hits" />
      </Suspense>,
    );
    await act(async () => loader.resolve(Counter));
    act(() => screen.getByRole('button').click());
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Screen label="Hits" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Hits 1' })).toBeDefined();
  });
});
