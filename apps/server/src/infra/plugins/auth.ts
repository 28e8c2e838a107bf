import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { userIdSchema } from '@demonbane/shared/common-schemas';
import { isSessionLive, startSession } from '../sessions/session-service';
import type { SessionCache } from '../sessions/session-cache';
import { bannedMessage } from '../sessions/ban-service';

export const SESSION_COOKIE = 'token';
const ALGORITHM = 'HS256';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public routes skip the token check. Marked per route, never by URL prefix. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The authenticated user (token subject); set on every non-public route. */
    userId: string;
    /** The session the token belongs to (its `sid`); set with userId. */
    sessionId: string;
    /** When the token expires (its `exp`), in ms since the epoch; set with userId. */
    tokenExpiresAt: number;
  }
  interface FastifyInstance {
    /** Starts a session for the user and signs its token. */
    issueToken(userId: string): Promise<string>;
    /** Sessions this server has checked; routes that end sessions tell it at once. */
    sessionCache: SessionCache;
    /**
     * This server ended these sessions (one, or a user's but `except`): forgotten and their
     * event streams closed now, before the database's announcement reaches every server.
     */
    endedHere(ended: { sessionId: string } | { userId: string; except?: string }): void;
    /** The session id of a token that verifies (expired or not), for logging out. */
    sessionOf(token: string | undefined): { userId: string; sessionId: string } | undefined;
    setSessionCookie(reply: FastifyReply, token: string): void;
    clearSessionCookie(reply: FastifyReply): void;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; sid: string };
    user: { sub: string; sid: string };
  }
}

export interface AuthOptions {
  secret: string;
  ttlSeconds: number;
  secureCookie: boolean;
  sessionCache: SessionCache;
}

const EXPIRED = 'Your session has expired. Please log in again.';
const REQUIRED_CLAIMS = ['sub', 'sid', 'exp'];

/**
 * Token auth for every route unless its config says `public: true`: a signed
 * HS256 JWT from the Bearer header or the httpOnly cookie, whose session still
 * exists in the database → 401 otherwise. A body `userId` that is not the
 * token's user → 403.
 */
export const authPlugin = fp<AuthOptions>(async (app, opts) => {
  await app.register(jwt, {
    secret: opts.secret,
    sign: { algorithm: ALGORITHM, expiresIn: opts.ttlSeconds },
    // A token without an expiry would be a session for ever: refused.
    verify: { algorithms: [ALGORITHM], requiredClaims: REQUIRED_CLAIMS },
  });

  app.decorateRequest('userId', '');
  app.decorateRequest('sessionId', '');
  app.decorateRequest('tokenExpiresAt', 0);
  app.decorate('sessionCache', opts.sessionCache);
  app.decorate(
    'endedHere',
    (ended: { sessionId: string } | { userId: string; except?: string }) => {
      if ('sessionId' in ended) {
        opts.sessionCache.forget(ended.sessionId);
        app.eventHub.closeSession(ended.sessionId);
      } else {
        opts.sessionCache.forgetUser(ended.userId);
        app.eventHub.closeUser(ended.userId, { except: ended.except });
      }
    },
  );

  app.decorate('issueToken', async (userId: string) => {
    const started = await startSession(app.db, userId, app.now(), opts.ttlSeconds);
    // Banned between the password check and now (login checks first): the same answer.
    if ('ban' in started) throw new AppError(ErrorCode.Forbidden, bannedMessage(started.ban));
    return app.jwt.sign({ sub: userId, sid: started.sessionId });
  });
  /**
   * The user and session a token names, if its signature holds; undefined otherwise.
   * Only UUIDs come out: any other value would make the database query fail, a 500
   * instead of a 401.
   */
  const claimedSession = (token: string, ignoreExpiration = false) => {
    try {
      const payload = app.jwt.verify<{ sub?: unknown; sid?: unknown; exp?: unknown }>(
        token,
        ignoreExpiration ? { ignoreExpiration } : undefined,
      );
      const userId = userIdSchema.safeParse(payload.sub);
      const sessionId = userIdSchema.safeParse(payload.sid);
      return userId.success && sessionId.success && typeof payload.exp === 'number'
        ? { userId: userId.data, sessionId: sessionId.data, expiresAt: payload.exp * 1000 }
        : undefined;
    } catch {
      return undefined;
    }
  };
  app.decorate('sessionOf', (token: string | undefined) => {
    const claimed = token ? claimedSession(token, true) : undefined;
    return claimed && { userId: claimed.userId, sessionId: claimed.sessionId };
  });
  app.decorate('setSessionCookie', (reply: FastifyReply, token: string) => {
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: opts.secureCookie,
      path: '/',
      maxAge: opts.ttlSeconds,
    });
  });
  app.decorate('clearSessionCookie', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict' });
  });

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public || request.is404) return;
    const token = readToken(request);
    if (!token) throw new AppError(ErrorCode.Unauthorized, 'Please log in first.');
    const claimed = claimedSession(token);
    if (!claimed) throw new AppError(ErrorCode.Unauthorized, EXPIRED);
    const { userId, sessionId, expiresAt } = claimed;
    // Logged out, logged out everywhere, password changed elsewhere, account deleted
    // (or never existed): the row is gone and the token is worth nothing.
    const cache = opts.sessionCache;
    if (!cache.has(sessionId, userId)) {
      const mark = cache.mark();
      if (!(await isSessionLive(app.db, sessionId, userId))) {
        throw new AppError(ErrorCode.Unauthorized, EXPIRED);
      }
      cache.remember(sessionId, userId, mark);
    }
    request.userId = userId;
    request.sessionId = sessionId;
    request.tokenExpiresAt = expiresAt;
  });

  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config?.public || request.is404) return;
    const body = request.body;
    if (body && typeof body === 'object' && 'userId' in body) {
      const claimed = (body as { userId?: unknown }).userId;
      if (claimed !== undefined && claimed !== request.userId) {
        throw new AppError(ErrorCode.Forbidden, 'You can only act for your own hero.');
      }
    }
  });
});

export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const [scheme, value] = header.split(' ');
    if (scheme?.toLowerCase() === 'bearer' && value) return value;
  }
  return request.cookies?.[SESSION_COOKIE] || undefined;
}
