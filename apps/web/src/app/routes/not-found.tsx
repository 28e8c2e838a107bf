import IconBrokenSkull from '~icons/game-icons/broken-skull';
import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { MessageScreen } from './message-screen';

export function NotFoundRoute() {
  useDocumentTitle('Lost in the Dark');
  return (
    <MessageScreen
      icon={<IconBrokenSkull />}
      eyebrow="404"
      title="Lost in the dark"
      body="No path leads here. Whatever you sought has been devoured, or never was."
      action={
        <ButtonLink to="/" variant="secondary">
          Back to safety
        </ButtonLink>
      }
    />
  );
}
