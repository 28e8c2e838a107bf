import IconBrokenSkull from '~icons/game-icons/broken-skull';
import { useParams } from 'react-router';
import { REPLAY_DAYS } from '@demonbane/game/battle/replay';
import { ReplayScreen } from '@/features/replay/components/replay-screen';
import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectIsLoggedIn } from '@/stores/session-selectors';
import { QueryProvider } from '../query-provider';
import { MessageScreen } from './message-screen';

/** /replay/:id: a fight anyone with the link can watch, logged in or not. */
export function ReplayRoute() {
  useDocumentTitle('Replay');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { id = '' } = useParams();
  const screen = (
    <ReplayScreen
      key={id}
      replayId={id}
      gone={
        <MessageScreen
          icon={<IconBrokenSkull />}
          eyebrow="Replay"
          title="This replay is gone"
          body={`Replays are kept ${REPLAY_DAYS} days. This one has been swept away, or never was.`}
          action={
            <ButtonLink to="/" variant="secondary">
              Back to safety
            </ButtonLink>
          }
        />
      }
    />
  );
  // Logged out there is no session cache (the logged-in chrome owns it): bring one.
  return loggedIn ? screen : <QueryProvider>{screen}</QueryProvider>;
}
