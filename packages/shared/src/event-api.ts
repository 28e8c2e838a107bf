import { route } from './api-contract';
import { userOnlyBody } from './common-schemas';
import {
  notificationsResponse,
  notificationView,
  readNotificationsBody,
  readNotificationsResponse,
} from './event-schemas';

export const eventApi = {
  /**
   * Server-Sent Events for the logged-in player: each notification as it happens, a
   * heartbeat, and after a reconnect (`Last-Event-ID`) those it missed.
   */
  events: route({
    method: 'GET',
    path: '/events',
    responses: { 200: notificationView },
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
