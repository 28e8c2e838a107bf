import { z } from 'zod';

/** Router state /hunt-battle hands to /hunt-error: why the fight could not be shown. */
export interface HuntErrorState {
  error: string;
}

const errorState = z.object({ error: z.string().min(1) });

/** The message carried to /hunt-error, or null (router state is `unknown`). */
export function readHuntErrorState(state: unknown): string | null {
  const parsed = errorState.safeParse(state);
  return parsed.success ? parsed.data.error : null;
}
