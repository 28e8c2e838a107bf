import type { FastifyInstance } from 'fastify';
import type { authApi } from '@demonbane/shared/auth-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { readToken } from '../../infra/plugins/auth';
import { login, register } from './account-service';
import { throttleLimits } from '../../infra/sessions/throttle-limits';
import { endSession } from '../../infra/sessions/session-service';

export function authHandlers(app: FastifyInstance): Handlers<typeof authApi> {
  const config = {
    rateLimit: { max: app.env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
  };
  return {
    register: {
      config,
      handler: async (request, reply) => {
        const { userId } = unwrap(await register(app.db, request.body, app.now()));
        return reply
          .code(201)
          .send({ message: 'Registration successful. You may now log in.', userId });
      },
    },
    login: {
      config,
      handler: async (request, reply) => {
        const { userId } = unwrap(
          await login(
            app.db,
            { ...request.body, ip: request.ip },
            throttleLimits(app.env),
            app.now(),
          ),
        );
        const token = await app.issueToken(userId);
        app.setSessionCookie(reply, token);
        return { token, user: { userId }, message: 'Welcome back, hunter.' };
      },
    },
    // A session the token names is ended at once (refused everywhere from now on).
    logout: async (request, reply) => {
      const session = app.sessionOf(readToken(request));
      if (session) {
        await endSession(app.db, session.sessionId);
        app.endedHere({ sessionId: session.sessionId });
      }
      app.clearSessionCookie(reply);
      return { message: 'You have logged out.' };
    },
  };
}
