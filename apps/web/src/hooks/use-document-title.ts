import { useEffect } from 'react';

const SUFFIX = 'Demon-Hunting Fantasy RPG';

/** Each screen names itself in the tab so screen-reader users know where they landed. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${SUFFIX}`;
  }, [title]);
}
