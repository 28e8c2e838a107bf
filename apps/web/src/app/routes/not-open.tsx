import IconDungeonGate from '~icons/game-icons/dungeon-gate';
import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { MessageScreen } from './message-screen';

/** The one shared page for every logged-in screen that later issues will build. */
export function NotOpenRoute({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <MessageScreen
      icon={<IconDungeonGate />}
      eyebrow={title}
      title="This part of the realm is not open yet"
      body="The gates are barred while the scouts clear the way. Sharpen your blade and return soon."
      action={
        <ButtonLink to="/" variant="secondary">
          Return home
        </ButtonLink>
      }
    />
  );
}
