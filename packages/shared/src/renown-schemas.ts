import { z } from 'zod';

/**
 * What others see of a hero's standing beside its name: ascensions, the title and the
 * portrait frame it wears (null when none). Every board, the arena and the hero card
 * answer these same three fields.
 */
export const renownFields = {
  ascensions: z.number(),
  /** The worn title's name ("the Ascended"), or null. */
  title: z.string().nullable(),
  /** The worn frame's id ("gold-frame"), or null. */
  frame: z.string().nullable(),
};
export const renownView = z.object(renownFields);
export type RenownView = z.infer<typeof renownView>;
