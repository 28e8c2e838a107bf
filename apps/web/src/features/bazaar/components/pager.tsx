import { Button } from '@/components/ui/button';
import styles from './pager.module.css';

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous / page N of M / Next. */
export function Pager({ page, pages, onPage }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className={styles.pager}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹</span> Previous
      </Button>
      <p className={styles.where} aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next <span aria-hidden="true">›</span>
      </Button>
    </nav>
  );
}
