import { Suspense, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import IconDaemonSkull from '~icons/game-icons/daemon-skull';
import IconExitDoor from '~icons/game-icons/exit-door';
import { Loading } from '@/components/ui/loading';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { FOOTER_LINKS, HEADER_LINKS } from '../nav-links';
import { QueryProvider } from '../query-provider';
import styles from './game-layout.module.css';

/** Logged-in chrome: HOME/HUNT/SHOP/FORGE on top, the full menu, Settings and Logout below (spec §2). */
export function GameLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to="/" className={styles.emblem} aria-label="Home">
            <IconDaemonSkull aria-hidden="true" />
          </Link>
          <nav aria-label="Main" className={styles.mainNav}>
            <ul>
              {HEADER_LINKS.map(({ to, label, Icon }) => (
                <li key={to}>
                  <NavLink to={to} end className={styles.topLink}>
                    <Icon aria-hidden="true" />
                    <span>{label}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>

      <main id="main" tabIndex={-1} className={styles.main}>
        <QueryProvider>
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </QueryProvider>
      </main>

      <footer className={styles.footer}>
        <nav aria-label="Realm" className={styles.footerNav}>
          <ul>
            {FOOTER_LINKS.map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink to={to} className={styles.footLink}>
                  <Icon aria-hidden="true" />
                  <span>{label}</span>
                </NavLink>
              </li>
            ))}
            <li className={styles.logoutItem}>
              <LogoutButton className={`${styles.footLink} ${styles.logout}`}>
                <IconExitDoor aria-hidden="true" />
                <span>Logout</span>
              </LogoutButton>
            </li>
          </ul>
        </nav>
      </footer>
    </div>
  );
}
