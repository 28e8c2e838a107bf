import type { FastifyInstance } from 'fastify';
import type { accountApi } from '@demonbane/shared/account-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { changePassword, confirmPassword } from './account-service';
import { deleteAccount } from './account-deletion';
import { endAllSessions } from '../../infra/sessions/session-service';
import { throttleLimits } from '../../infra/sessions/throttle-limits';

/** Session and account management for the logged-in player (docs/sessions-and-limits.md). */
export function accountHandlers(app: FastifyInstance): Handlers<typeof accountApi> {
  return {
    logoutAll: async (request, reply) => {
      await endAllSessions(app.db, request.userId);
      app.endedHere({ userId: request.userId });
      app.clearSessionCookie(reply);
      return { message: 'You have logged out everywhere.' };
    },
    changePassword: async (request) => {
      const { current_password, new_password } = request.body;
      const { endedSessions } = unwrap(
        await changePassword(
          app.db,
          {
            userId: request.userId,
            sessionId: request.sessionId,
            currentPassword: current_password,
            newPassword: new_password,
          },
          throttleLimits(app.env),
          app.now(),
        ),
      );
      // This server forgets them now; the others hear it from the database.
      app.endedHere({ userId: request.userId, except: request.sessionId });
      const others =
        endedSessions === 0
          ? ''
          : ` ${endedSessions} other session${endedSessions === 1 ? ' was' : 's were'} logged out.`;
      return { message: `Your password has been changed.${others}` };
    },
    deleteAccount: async (request, reply) => {
      unwrap(
        await confirmPassword(
          app.db,
          request.userId,
          request.body.password,
          throttleLimits(app.env),
          app.now(),
        ),
      );
      unwrap(await deleteAccount(app.db, request.userId, app.now()));
      app.endedHere({ userId: request.userId });
      app.clearSessionCookie(reply);
      return { message: 'Your account has been deleted. Farewell, hunter.' };
    },
  };
}
