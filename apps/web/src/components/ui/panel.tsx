import { useId, type ReactNode } from 'react';
import styles from './panel.module.css';

export interface PanelProps {
  title?: ReactNode;
  /** A decorative icon shown before the title. */
  icon?: ReactNode;
  tone?: 'parchment' | 'iron';
  headingLevel?: 1 | 2 | 3;
  className?: string;
  children: ReactNode;
}

/** A framed section: aged parchment for content, dark iron for game chrome. */
export function Panel({
  title,
  icon,
  tone = 'parchment',
  headingLevel = 2,
  className,
  children,
}: PanelProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={[styles.panel, styles[tone], className].filter(Boolean).join(' ')}
      aria-labelledby={title ? headingId : undefined}
    >
      {title && (
        <div className={styles.header}>
          {icon && (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          )}
          <Heading id={headingId} className={styles.title}>
            {title}
          </Heading>
        </div>
      )}
      {children}
    </section>
  );
}
