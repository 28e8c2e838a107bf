import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database';
import { EventHub } from '../http/event-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's open event streams (GET /api/events). */
    eventHub: EventHub;
  }
}

/**
 * The event hub, fed by the database's channels: notifications from any server, and
 * ended sessions (whose streams close). Streams end before the server closes, so
 * closing never waits on them.
 */
export const eventHubPlugin = fp<{ listen?: DatabaseHandle['listen'] }>(async (app, opts) => {
  const hub = new EventHub(app.db);
  app.decorate('eventHub', hub);
  if (opts.listen) {
    const stops = [
      await opts.listen('notification', hub.notifications),
      await opts.listen('session_ended', hub.sessions),
    ];
    app.addHook('onClose', async () => void (await Promise.all(stops.map((stop) => stop()))));
  }
  app.addHook('preClose', async () => hub.closeAll());
});
