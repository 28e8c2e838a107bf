import { useCallback, useRef, useState } from 'react';

export interface BattleBusy<K extends string> {
  /** The request in flight, if any: every battle button waits for it. */
  busy: K | null;
  actionError: string | null;
  notice: string | null;
  setActionError: (text: string | null) => void;
  setNotice: (text: string | null) => void;
  /** Starts `kind` unless a request is in flight (then false); clears the last answer. */
  begin: (kind: K) => boolean;
  end: () => void;
}

/** One request at a time on a battle screen (explore and hunt), and what it answered. */
export function useBattleBusy<K extends string>(): BattleBusy<K> {
  const [busy, setBusy] = useState<K | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A ref as well as state, so a double click in one tick sends one request.
  const busyRef = useRef(false);

  const begin = useCallback((kind: K) => {
    if (busyRef.current) return false;
    busyRef.current = true;
    setBusy(kind);
    setActionError(null);
    setNotice(null);
    return true;
  }, []);

  const end = useCallback(() => {
    busyRef.current = false;
    setBusy(null);
  }, []);

  return { busy, actionError, notice, setActionError, setNotice, begin, end };
}
