import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationView } from '@demonbane/shared/event-schemas';
import { MAX_TOASTS, useToasts } from '../hooks/use-toasts';
import {
  DEFENDED_READ,
  FORGE_READY,
  makeNotification,
  QUEST_DONE,
} from '../testing/notification-fixtures';
import { TOAST_MS } from './notification-toast';
import { ToastStack } from './toast-stack';

const SOLD = makeNotification();

/**
 * The stack as the notification center drives it: each event shown, dismissed by id,
 * over a screen that says where the player is.
 */
function Harness({ events }: { events: NotificationView[] }) {
  const { toasts, show, dismiss } = useToasts();
  return (
    <MemoryRouter>
      {events.map((n) => (
        <button key={n._id} type="button" onClick={() => show(n)}>
          {`send ${n._id}`}
        </button>
      ))}
      <Routes>
        <Route path="*" element={<RouteName />} />
      </Routes>
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </MemoryRouter>
  );
}

function RouteName() {
  return <p data-testid="at">{useLocation().pathname}</p>;
}

const EVENTS = [SOLD, FORGE_READY, QUEST_DONE, DEFENDED_READ];
const send = (n: NotificationView) =>
  fireEvent.click(screen.getByRole('button', { name: `send ${n._id}` }));
const region = () => within(screen.getByRole('status', { name: 'New notifications' }));
const shown = () =>
  Array.from(
    screen.getByRole('status', { name: 'New notifications' }).querySelectorAll('strong'),
    (el) => el.textContent,
  );

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('stand in a polite live region, the newest last, at most three', () => {
    render(<Harness events={EVENTS} />);
    const live = screen.getByRole('status', { name: 'New notifications' });
    expect([live.getAttribute('aria-live'), live.getAttribute('aria-atomic')]).toEqual([
      'polite',
      'false',
    ]);
    expect(shown()).toEqual([]);

    send(SOLD);
    expect(region().getByText(SOLD.message)).toBeDefined();
    send(FORGE_READY);
    send(QUEST_DONE);
    send(DEFENDED_READ);
    expect(MAX_TOASTS).toBe(3);
    expect(shown()).toEqual(['Forge ready', 'Quest complete', 'Arena defence']);
  });

  it('leave by themselves after a few seconds, or when dismissed', () => {
    render(<Harness events={EVENTS} />);
    send(SOLD);
    act(() => vi.advanceTimersByTime(TOAST_MS / 2));
    send(FORGE_READY);
    fireEvent.click(region().getByRole('button', { name: 'Dismiss: Forge ready' }));
    expect(shown()).toEqual(['Sold on the bazaar']);

    act(() => vi.advanceTimersByTime(TOAST_MS / 2 - 1));
    expect(shown()).toEqual(['Sold on the bazaar']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });

  it('stay while the pointer or the focus is on them', () => {
    render(<Harness events={EVENTS} />);
    send(SOLD);
    const dismiss = region().getByRole('button', { name: 'Dismiss: Sold on the bazaar' });
    fireEvent.focus(dismiss);
    act(() => vi.advanceTimersByTime(TOAST_MS * 3));
    expect(shown()).toEqual(['Sold on the bazaar']);

    fireEvent.blur(dismiss);
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(shown()).toEqual([]);
  });

  it('link to the screen they are about, and go once followed', () => {
    render(<Harness events={EVENTS} />);
    send(SOLD);
    send(FORGE_READY);
    const links = region().getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My listings', '/bazaar/my-list'],
      ['Go to the forge', '/forge'],
    ]);

    fireEvent.click(links[0]!);
    expect(screen.getByTestId('at').textContent).toBe('/bazaar/my-list');
    expect(shown()).toEqual(['Forge ready']);
  });
});
