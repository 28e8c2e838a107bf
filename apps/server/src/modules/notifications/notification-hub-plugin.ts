import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/database';
import { EventHub } from './notification-hub';
import { guildsOf } from '../guilds/chat-service';
import { openFileSoftLimit, streamCeiling } from '../../infra/http/open-file-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's open event streams (GET /api/events). */
    eventHub: EventHub;
  }
}

/**
 * The event hub, fed by the database's channels: notifications from any server, and
 * ended sessions (whose streams close). Every open stream's session is also looked up
 * again now and then, in case an end was missed. Streams end before the server closes,
 * so closing never waits on them.
 */
export const eventHubPlugin = fp<{ listen?: DatabaseHandle['listen'] }>(async (app, opts) => {
  const env = app.env;
  const openFiles = openFileSoftLimit();
  const total = streamCeiling(env.EVENTS_MAX_STREAMS, openFiles);
  const onError = (err: unknown) =>
    app.log.warn({ err }, 'event streams: the session re-check failed; it runs again later');
  const hub = new EventHub(app.db, {
    limits: {
      perSession: env.EVENTS_MAX_PER_SESSION,
      perAccount: env.EVENTS_MAX_PER_ACCOUNT,
      perAddress: env.EVENTS_MAX_PER_ADDRESS,
      total,
    },
    heartbeatMs: env.EVENTS_HEARTBEAT_SECONDS * 1000,
    onError,
    guildsOf: (userIds) => guildsOf(app.db, userIds),
  });
  app.decorate('eventHub', hub);
  app.log.info(
    { maxStreams: total, configured: env.EVENTS_MAX_STREAMS, openFileLimit: openFiles ?? null },
    `event streams: at most ${total} open at once`,
  );
  if (opts.listen) {
    const stops = [
      await opts.listen('notification', hub.notifications),
      await opts.listen('session_ended', hub.sessions),
      await opts.listen('guild', hub.guilds),
    ];
    app.addHook('onClose', async () => void (await Promise.all(stops.map((stop) => stop()))));
  }
  const recheck = setInterval(() => {
    if (hub.size > 0) hub.recheckSessions().catch(onError);
  }, env.EVENTS_SESSION_CHECK_SECONDS * 1000);
  recheck.unref();
  app.addHook('onClose', async () => clearInterval(recheck));
  app.addHook('preClose', async () => hub.closeAll());
});
