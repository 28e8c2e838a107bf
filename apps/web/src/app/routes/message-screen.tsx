import type { ReactNode } from 'react';
import styles from './message-screen.module.css';

export interface MessageScreenProps {
  icon: ReactNode;
  eyebrow: string;
  title: string;
  body: string;
  action: ReactNode;
}

/** A full-page themed message: not open yet, not found, crashed. */
export function MessageScreen({ icon, eyebrow, title, body, action }: MessageScreenProps) {
  return (
    <section className={styles.screen} aria-labelledby="message-title">
      <div className={styles.emblem} aria-hidden="true">
        {icon}
      </div>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 id="message-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.body}>{body}</p>
      <div className={styles.action}>{action}</div>
    </section>
  );
}
