import { useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import IconExitDoor from '~icons/game-icons/exit-door';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { ChatUnreadBadge } from '@/features/guild/components/chat-unread-badge';
import { useDismiss } from '@/hooks/use-dismiss';
import { BOTTOM_LINKS, GUILD_PATH, MENU_LINKS, MenuIcon } from '../nav-links';
import styles from './bottom-nav.module.css';

/**
 * A phone's way around: Home, Explore, Hunt and Shop under the thumb, and Menu opening
 * every other destination above them, Logout at its top, away from the thumb. Escape,
 * a press outside or a followed link closes it. While it is there, the bar's height is
 * --bottom-nav-height on the root, for whatever must stay clear of it.
 */
export function BottomNav({ guildUnread = 0 }: { guildUnread?: number }) {
  const { pathname } = useLocation();
  // Open on the page it was opened on: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const menuId = useId();
  const bar = useRef<HTMLUListElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  // Anywhere but the menu and the bar (whose Menu button toggles it itself).
  useDismiss(
    open,
    () => [sheet.current, bar.current],
    (by) => {
      setOpenOn(null);
      if (by === 'escape') menuButton.current?.focus();
    },
  );

  return (
    <nav aria-label="Quick" className={styles.bar}>
      <ul ref={bar} className={styles.list}>
        {BOTTOM_LINKS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} end className={styles.link}>
              <Icon aria-hidden="true" />
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <button
            ref={menuButton}
            type="button"
            className={styles.link}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            <MenuIcon aria-hidden="true" />
            <span>Menu</span>
            <ChatUnreadBadge count={guildUnread} />
          </button>
        </li>
      </ul>
      <div className={styles.backdrop} hidden={!open} />
      <div ref={sheet} id={menuId} className={styles.sheet} hidden={!open}>
        <div className={styles.sheetHead}>
          <p className={styles.sheetTitle}>All destinations</p>
          <LogoutButton className={styles.logout}>
            <IconExitDoor aria-hidden="true" />
            <span>Logout</span>
          </LogoutButton>
        </div>
        <ul className={styles.menuList}>
          {MENU_LINKS.map(({ to, label, Icon }) => (
            <li key={to}>
              <NavLink to={to} className={styles.menuLink}>
                <Icon aria-hidden="true" />
                <span>{label}</span>
                {to === GUILD_PATH && <ChatUnreadBadge count={guildUnread} />}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
