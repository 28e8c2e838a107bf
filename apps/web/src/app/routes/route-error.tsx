import { Button } from '@/components/ui/button';
import { CssIcon } from '@/components/ui/css-icon';
import { MessageScreen } from './message-screen';

/** Shown instead of a blank page when a screen crashes while rendering. */
export function RouteError() {
  return (
    <div>
      <MessageScreen
        icon={<CssIcon name="death-skull" />}
        eyebrow="Something broke"
        title="A dark force disrupted the realm"
        body="This screen failed to load. Reloading usually drives it off."
        action={<Button onClick={() => window.location.reload()}>Reload</Button>}
      />
    </div>
  );
}
