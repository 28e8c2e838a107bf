import { useEffect, useEffectEvent } from 'react';

/** How an open panel was closed: Escape (focus goes back to its button) or a press elsewhere. */
export type DismissedBy = 'escape' | 'outside';

/**
 * While `open`, Escape or a press outside every element `inside()` returns closes what
 * opened over the page (a menu, a list under a button) through `onDismiss`.
 */
export function useDismiss(
  open: boolean,
  inside: () => readonly (Node | null)[],
  onDismiss: (by: DismissedBy) => void,
): void {
  const dismiss = useEffectEvent(onDismiss);
  const within = useEffectEvent((target: Node) => inside().some((node) => node?.contains(target)));

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss('escape');
    };
    const onPress = (event: PointerEvent) => {
      if (!within(event.target as Node)) dismiss('outside');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open]);
}
