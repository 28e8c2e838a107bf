import { z } from 'zod';
import { route } from './api-contract';
import { userOnlyBody } from './common-schemas';
import {
  notificationsResponse,
  notificationView,
  readNotificationsBody,
  readNotificationsResponse,
} from './event-schemas';
import { guildMessageEvent } from './guild-schemas';

export const eventApi = {
  /**
   * Server-Sent Events for the logged-in player: each notification as it happens (event
   * named by its kind, with an id), a heartbeat, and after a reconnect (`Last-Event-ID`)
   * those it missed. A guild member also gets `guild.message` events (no id: they are
   * not notifications; a reconnect catches up from the chat history).
   */
  events: route({
    method: 'GET',
    path: '/events',
    responses: { 200: z.union([notificationView, guildMessageEvent]) },
    stream: true,
  }),
  notifications: route({
    method: 'POST',
    path: '/notifications',
    body: userOnlyBody,
    responses: { 200: notificationsResponse },
  }),
  read: route({
    method: 'POST',
    path: '/notifications/read',
    body: readNotificationsBody,
    responses: { 200: readNotificationsResponse },
    idempotent: 'free',
  }),
};
