import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { userIdSchema } from '@demonbane/shared/common-schemas';

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
  }
  interface FastifyInstance {
    issueToken(userId: string): string;
    setSessionCookie(reply: FastifyReply, token: string): void;
    clearSessionCookie(reply: FastifyReply): void;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string };
    user: { sub: string };
  }
}

export interface AuthOptions {
  secret: string;
  ttlSeconds: number;
  secureCookie: boolean;
}

/**
 * Token auth for every route unless its config says `public: true`: a signed
 * HS256 JWT from the Bearer header or the httpOnly cookie → 401 without it.
 * A body `userId` that is not the token's user → 403.
 */
export const authPlugin = fp<AuthOptions>(async (app, opts) => {
  await app.register(jwt, {
    secret: opts.secret,
    sign: { algorithm: ALGORITHM, expiresIn: opts.ttlSeconds },
    verify: { algorithms: [ALGORITHM] },
  });

  app.decorateRequest('userId', '');

  app.decorate('issueToken', (userId: string) => app.jwt.sign({ sub: userId }));
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
    let payload: { sub?: unknown };
    try {
      payload = app.jwt.verify<{ sub?: unknown }>(token);
    } catch {
      throw new AppError(ErrorCode.Unauthorized, 'Your session has expired. Please log in again.');
    }
    // Only user ids (UUIDs) may reach the database: any other subject would make the
    // first query fail, a 500 instead of a 401.
    const subject = userIdSchema.safeParse(payload.sub);
    if (!subject.success) {
      throw new AppError(ErrorCode.Unauthorized, 'Your session has expired. Please log in again.');
    }
    request.userId = subject.data;
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

function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const [scheme, value] = header.split(' ');
    if (scheme?.toLowerCase() === 'bearer' && value) return value;
  }
  return request.cookies?.[SESSION_COOKIE] || undefined;
}
