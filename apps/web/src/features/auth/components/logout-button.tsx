import { useState, type ReactNode } from 'react';
import { useEndSession } from '@/hooks/use-end-session';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';
import { logoutRequest } from '../api/logout';

export interface LogoutButtonProps {
  className?: string;
  children: ReactNode;
}

/** POST /logout, then reset and purge the session and show the login form (spec §4). */
export function LogoutButton({ className, children }: LogoutButtonProps) {
  const endSession = useEndSession();
  const userId = useAppSelector(selectUserId);
  const [pending, setPending] = useState(false);

  async function handleClick() {
    setPending(true);
    try {
      await logoutRequest(userId);
    } catch {
      // Leaving must always work: an expired cookie or a dead server still logs out locally.
    }
    endSession();
  }

  return (
    <button type="button" className={className} onClick={handleClick} disabled={pending}>
      {children}
    </button>
  );
}
