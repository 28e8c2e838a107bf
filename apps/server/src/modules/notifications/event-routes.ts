import type { FastifyReply, FastifyRequest } from 'fastify';
import type { eventApi } from '@demonbane/shared/event-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { addressKey } from '../../infra/http/client-address';
import type { EventStream } from './notification-hub';
import { actionContext } from '../../infra/http/request-context';
import { listNotifications, markRead } from './notification-service';

/** `Last-Event-ID`: the id of the last event a reconnecting client saw (0: none). */
function lastEventId(request: FastifyRequest): number {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,15}$/.test(value) ? Number(value) : 0;
}

/**
 * GET /api/events: a Server-Sent Events stream for the logged-in player (the auth
 * plugin has checked the session). After a reconnect it first sends what the client
 * missed since its Last-Event-ID, then every notification as it is committed, and a
 * comment line as a heartbeat. Over a limit it is refused (429 or 503) before anything
 * is held. It closes when the client leaves, the token expires, the session ends or
 * the server shuts down.
 */
async function events(request: FastifyRequest, reply: FastifyReply) {
  const app = request.server;
  const raw = reply.raw;
  const stream: EventStream = {
    userId: request.userId,
    sessionId: request.sessionId,
    address: addressKey(request.ip),
    expiresAt: request.tokenExpiresAt,
    lastId: lastEventId(request),
    raw,
  };
  try {
    // In the hub first, then the catch-up: an event committed in between is sent once.
    app.eventHub.add(stream);
  } catch (refusal) {
    // A refused client keeps no idle socket: a flood of refusals holds no descriptors.
    reply.header('connection', 'close');
    throw refusal;
  }
  reply.hijack();
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and other proxies must pass events on as they come, not buffer them.
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 3000\n\n');
  const close = () => app.eventHub.remove(stream);
  raw.on('close', close);
  request.raw.on('close', close);
  // The guild is read after `add`: a membership change announced meanwhile wins.
  const guild = app.eventHub.readGuilds([stream]);
  const catchUp = stream.lastId > 0 ? app.eventHub.catchUp(stream) : Promise.resolve();
  await Promise.all([guild, catchUp]).catch((err: unknown) => {
    request.log.warn({ err }, 'event stream catch-up failed');
    app.eventHub.end(stream);
  });
}

export const eventHandlers: Handlers<typeof eventApi> = {
  events: async (request, reply) => {
    await events(request, reply);
    return reply;
  },
  notifications: async (request) => unwrap(await listNotifications(actionContext(request))),
  read: async (request) => unwrap(await markRead(actionContext(request), request.body.ids)),
};
