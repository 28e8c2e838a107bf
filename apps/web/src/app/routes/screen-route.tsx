import type { ComponentType } from 'react';
import { AdventurePage } from '@/components/game/adventure-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';

/**
 * The route of a logged-in screen that needs only the player's id: its document title,
 * and for the explore and hunt pages their shared header. RequireSession guarantees a
 * user id; the check narrows the type.
 */
export function screenRoute(
  title: string,
  Screen: ComponentType<{ userId: string }>,
  adventure?: 'explore' | 'hunt',
) {
  return function ScreenRoute() {
    useDocumentTitle(title);
    const userId = useAppSelector(selectUserId);
    if (userId === null) return null;
    const screen = <Screen userId={userId} />;
    return adventure ? <AdventurePage active={adventure}>{screen}</AdventurePage> : screen;
  };
}
