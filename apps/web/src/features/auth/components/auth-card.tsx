import type { ReactNode } from 'react';
import { Panel } from '@/components/ui/panel';
import styles from './auth-card.module.css';

export interface AuthCardProps {
  crest: ReactNode;
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The parchment card both logged-out screens share. */
export function AuthCard({ crest, title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Panel className={styles.card}>
      <div className={styles.crest} aria-hidden="true">
        {crest}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.subtitle}>{subtitle}</p>
      <hr className={styles.divider} />
      {children}
      <p className={styles.switch}>{footer}</p>
    </Panel>
  );
}
