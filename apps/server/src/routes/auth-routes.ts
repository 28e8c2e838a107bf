import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginBody,
  loginResponse,
  registerBody,
  registerResponse,
} from '@demonbane/shared/auth-schemas';
import { messageResponse } from '@demonbane/shared/common-schemas';
import { unwrap } from '../http/app-error';
import { readToken } from '../plugins/auth';
import { login, register } from '../services/account-service';
import { throttleLimits } from '../services/throttle-limits';
import { endSession } from '../services/session-service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const authRateLimit = { max: app.env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  app.post(
    '/register',
    {
      config: { public: true, rateLimit: authRateLimit },
      schema: { body: registerBody, response: { 201: registerResponse } },
    },
    async (request, reply) => {
      const { userId } = unwrap(await register(app.db, request.body, app.now()));
      return reply
        .code(201)
        .send({ message: 'Registration successful. You may now log in.', userId });
    },
  );

  app.post(
    '/login',
    {
      config: { public: true, rateLimit: authRateLimit },
      schema: { body: loginBody, response: { 200: loginResponse } },
    },
    async (request, reply) => {
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
  );

  // Public so an expired session can still clear its cookie; a session the token
  // names is ended at once (the token is refused everywhere from now on).
  app.post(
    '/logout',
    { config: { public: true }, schema: { response: { 200: messageResponse } } },
    async (request, reply) => {
      const session = app.sessionOf(readToken(request));
      if (session) {
        await endSession(app.db, session.sessionId);
        app.sessionCache.forget(session.sessionId);
      }
      app.clearSessionCookie(reply);
      return { message: 'You have logged out.' };
    },
  );
};
