import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayFight, type ReplayRecord } from '@demonbane/game/battle/replay';
import type { ReplayResponse } from '@demonbane/shared/replay-schemas';
import {
  arenaReplay,
  exploreReplay,
  raidReplay,
  REPLAY_ID,
} from '@/features/replay/testing/replay-fixtures';
import { logLines } from '@/testing/battle-screen';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes, VESPER_SESSION } from '@/testing/render-app';
import { routes } from '../routes-config';

function serve(replay: ReplayResponse | null) {
  return mockApi((path) =>
    path === `/replays/${REPLAY_ID}` && replay
      ? { status: 200, body: replay }
      : { status: 404, body: { message: 'Replay not found.' } },
  );
}

const open = () => renderRoutes(routes, { path: `/replay/${REPLAY_ID}` });
const MATCHES = 'The replay matches the stored log exactly';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/replay/:id', () => {
  it('plays an exploration fight round by round, logged out, and finds the stored log', async () => {
    const replay = exploreReplay();
    const fetchMock = serve(replay);
    await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Exploration fight' }),
    ).toBeDefined();
    expect(screen.getByText(MATCHES)).toBeDefined();
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([
      [`/api/replays/${REPLAY_ID}`, 'GET'],
    ]);
    expect(screen.getByRole('region', { name: 'vesper' }).textContent).toContain('Lv 3 Warrior');
    expect(screen.getByRole('region', { name: 'Imp' })).toBeDefined();

    // Paused, Step shows one more round: its lines and both fighters' HP after it.
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const { rounds } = replayFight(replay as ReplayRecord);
    const shownBefore = Number(/Round (\d+) of/.exec(document.body.textContent ?? '')?.[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Step' }));
    const shown = shownBefore + 1;
    expect(screen.getByText(`Round ${shown} of ${rounds.length}`)).toBeDefined();
    expect(logLines()).toEqual(rounds.slice(0, shown).flatMap((r) => r.lines));
    const hp = within(screen.getByRole('region', { name: 'Imp' })).getByRole('progressbar');
    expect(hp.getAttribute('aria-valuenow')).toBe(
      String(Math.max(0, rounds[shown - 1]!.monsterHp!)),
    );
  });

  it.each([
    ['an arena duel', arenaReplay, 'Arena duel'],
    ['a raid attack', raidReplay, 'Guild raid attack'],
  ])('plays %s line by line to the stored log', async (_, make, title) => {
    const replay = make();
    serve(replay);
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeDefined();
    expect(screen.getByText(MATCHES)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    while (!(screen.getByRole('button', { name: 'Step' }) as HTMLButtonElement).disabled)
      fireEvent.click(screen.getByRole('button', { name: 'Step' }));
    expect(logLines()).toEqual(replay.log);
  });

  it('warns, naming the line, when the stored log is not what the engine gives', async () => {
    const replay = exploreReplay();
    const log = [...replay.log];
    log[1] = 'The Imp bows and leaves.';
    serve({ ...replay, log });
    await open();
    expect(await screen.findByText('The replay does not match the stored log')).toBeDefined();
    expect(screen.queryByText(MATCHES)).toBeNull();
    expect(
      screen.getByText(/^Line 2 differs: the log says “The Imp bows and leaves\.”/),
    ).toBeDefined();
  });

  it('says a swept or unknown replay is gone, kept 30 days', async () => {
    serve(null);
    await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This replay is gone' }),
    ).toBeDefined();
    expect(screen.getByText(/Replays are kept 30 days/)).toBeDefined();
  });

  it('opens the same for a logged-in player', async () => {
    serve(arenaReplay());
    await renderRoutes(routes, { path: `/replay/${REPLAY_ID}`, session: VESPER_SESSION });
    expect(await screen.findByRole('heading', { level: 1, name: 'Arena duel' })).toBeDefined();
    expect(screen.getByText(MATCHES)).toBeDefined();
  });

  it('Copy link copies the address, or shows it selected where the clipboard is refused', async () => {
    serve(arenaReplay());
    const writeText = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('no'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/^Link copied/)).toBeDefined();
    const url = `${window.location.origin}/replay/${REPLAY_ID}`;
    expect(writeText).toHaveBeenCalledWith(url);

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = (await screen.findByRole('textbox', { name: 'Replay link' })) as HTMLInputElement;
    expect(field.value).toBe(url);
    await waitFor(() => expect(document.activeElement).toBe(field));
  });
});
