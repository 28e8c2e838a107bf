let when: Intl.DateTimeFormat | undefined;

/**
 * When something in a list happened, e.g. '26 Nov, 09:14' (notifications, arena fights,
 * gacha draws). The format is made on first use, not when a screen's code loads: Intl's
 * start-up is tens of milliseconds on a slow phone.
 */
export function formatWhen(at: string | number | Date): string {
  when ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return when.format(typeof at === 'string' ? new Date(at) : at);
}
