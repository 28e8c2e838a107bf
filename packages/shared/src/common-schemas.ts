import { z } from 'zod';

/** A user id as the server issues it (UUID). */
export const userIdSchema = z.uuid({ error: 'userId must be a valid user id.' });

/**
 * Every logged-in call carries `userId` in its body (spec §6). It is optional for
 * API clients that rely on the token alone; when present it must match the token.
 */
export const withUserId = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject({ userId: userIdSchema.optional(), ...shape });

export const userOnlyBody = withUserId({});
export type UserOnlyBody = z.infer<typeof userOnlyBody>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/**
 * Leaving the dungeon or the tower: free when no fight is open; leaving a fight in
 * progress counts as a defeat (`fled`), with its gold loss.
 */
export const leaveResponse = z.object({
  message: z.string(),
  fled: z.boolean(),
  gold_lost: z.number(),
  /** A fled fight's replay, when a round was fought. */
  replay_id: z.string().optional(),
});
export type LeaveResponse = z.infer<typeof leaveResponse>;
