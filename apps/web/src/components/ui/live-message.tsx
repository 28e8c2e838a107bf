import type { ReactNode } from 'react';

/** Words for screen readers only, said politely each time they change. */
export function LiveMessage({ children }: { children: ReactNode }) {
  return (
    <p className="sr-only" role="status" aria-live="polite">
      {children}
    </p>
  );
}
