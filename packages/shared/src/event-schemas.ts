import { z } from 'zod';
import { withUserId } from './common-schemas';

/** What a player is told about (the event's name on the stream). */
export const NOTIFICATION_KINDS = [
  'bazaar.sold',
  'forge.ready',
  'arena.defended',
  'quest.completed',
  'season.ended',
  /** A hero asked to join the guild (to its officers and leader). */
  'guild.request',
  /** An officer invited the hero to a guild. */
  'guild.invite',
  /** The hero's request to join was accepted. */
  'guild.accepted',
  /** The guild's raid boss fell: what the hero was paid. */
  'raid.fell',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * One notification: a stream event's data (its `id:` is `_id`, its `event:` is `kind`),
 * and a row of the unread list. `message` says it in a sentence; `data` has the facts.
 */
export const notificationView = z.object({
  _id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  read: z.boolean(),
});
export type NotificationView = z.infer<typeof notificationView>;

export const notificationsResponse = z.object({
  notifications: z.array(notificationView),
  unread: z.number(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/** Marks these notifications read, or every one when `ids` is left out. */
export const readNotificationsBody = withUserId({
  ids: z.array(z.int().min(1)).min(1).max(200).optional(),
});
export type ReadNotificationsBody = z.infer<typeof readNotificationsBody>;

export const readNotificationsResponse = z.object({ unread: z.number() });
