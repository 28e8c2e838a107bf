import { Suspense, type ReactNode } from 'react';
import { Link, NavLink, useMatch } from 'react-router';
import IconDaemonSkull from '~icons/game-icons/daemon-skull';
import IconExitDoor from '~icons/game-icons/exit-door';
import { Loading } from '@/components/ui/loading';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { ChatUnreadBadge } from '@/features/guild/components/chat-unread-badge';
import { useChatUnread } from '@/features/guild/hooks/use-chat-unread';
import { useIdle } from '@/hooks/use-idle';
import { useMediaQuery } from '@/hooks/use-media-query';
import { lazyScreen } from '@/lib/lazy-screen';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';
import { FOOTER_LINKS, GUILD_PATH, HEADER_LINKS } from '../nav-links';
import { QueryProvider } from '../query-provider';
import { BottomNav } from './bottom-nav';
import styles from './game-layout.module.css';

// The bell and the toasts are a chunk of their own, asked for once the page is first idle:
// the event stream and the list wait until the screen has shown and loaded its own data.
const HeaderNotifications = lazyScreen(() =>
  import('./header-notifications').then((m) => m.HeaderNotifications),
);

/** Where the bottom bar replaces reaching for the footer (its own breakpoint, in CSS too). */
const PHONE_QUERY = '(max-width: 640px)';

/**
 * Logged-in chrome: HOME/HUNT/SHOP/FORGE and the notifications bell on top, the full
 * menu, Settings and Logout below (spec §2), all inside the session's query cache. On a
 * phone a bottom bar keeps the main destinations under the thumb.
 */
export function GameLayout({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <GameChrome>{children}</GameChrome>
    </QueryProvider>
  );
}

function GameChrome({ children }: { children: ReactNode }) {
  const phone = useMediaQuery(PHONE_QUERY);
  // A fight's own action bar is docked where the thumb is: the way out is its Flee.
  const exploreFight = useMatch('/battle');
  const towerFight = useMatch('/hunt-battle');
  const fighting = exploreFight !== null || towerFight !== null;
  const idle = useIdle();
  // The guild chat's new messages are counted while the chat is not on screen.
  const userId = useAppSelector(selectUserId) ?? '';
  const onGuild = useMatch(GUILD_PATH) !== null;
  const guildUnread = useChatUnread(userId, !onGuild);
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
          <div className={styles.bellSlot}>
            {idle && (
              <Suspense fallback={null}>
                <HeaderNotifications />
              </Suspense>
            )}
          </div>
        </div>
      </header>

      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </main>

      <footer className={styles.footer}>
        <nav aria-label="Realm" className={styles.footerNav}>
          <ul>
            {FOOTER_LINKS.map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink to={to} className={styles.footLink}>
                  <Icon aria-hidden="true" />
                  <span>{label}</span>
                  {to === GUILD_PATH && <ChatUnreadBadge count={guildUnread} />}
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
      {phone && !fighting && <BottomNav guildUnread={guildUnread} />}
    </div>
  );
}
