import { createRoot } from 'react-dom/client';
import { UpdatePrompt } from './components/update-prompt';

/**
 * Shows the update prompt in a root of its own at the end of the page, outside the
 * app's tree: it appears over whatever screen is open and the app shell knows nothing
 * of it. `Later` removes it; the new version then starts when every tab is closed.
 */
export function showUpdatePrompt(onReload: () => void): void {
  if (document.getElementById('update-prompt')) return;
  const container = document.createElement('div');
  container.id = 'update-prompt';
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <UpdatePrompt
      onReload={onReload}
      onDismiss={() => {
        root.unmount();
        container.remove();
      }}
    />,
  );
}
