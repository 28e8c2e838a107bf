import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import { clearSession } from '@/stores/session-actions';
import { selectUserId } from '@/stores/session-selectors';
import { logoutRequest } from '../api/logout';

export interface LogoutButtonProps {
  className?: string;
  children: ReactNode;
}

/** POST /logout, then reset and purge the session and show the login form (spec §4). */
export function LogoutButton({ className, children }: LogoutButtonProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const userId = useAppSelector(selectUserId);
  const [pending, setPending] = useState(false);

  async function handleClick() {
    setPending(true);
    try {
      await logoutRequest(userId);
    } catch {
      // Leaving must always work: an expired cookie or a dead server still logs out locally.
    }
    dispatch(clearSession());
    navigate('/', { replace: true });
  }

  return (
    <button type="button" className={className} onClick={handleClick} disabled={pending}>
      {children}
    </button>
  );
}
