import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { guildChatApi } from '@demonbane/shared/guild-chat-api';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { GUILD_CHAT } from '@demonbane/game/guilds';
import { AppError, unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { actionContext } from '../../infra/http/request-context';
import {
  blockPlayer,
  chatHistory,
  deleteMessage,
  postMessage,
  reportMessage,
} from './chat-service';

/**
 * Posting is limited per player by the app's shared limiter (Redis when REDIS_URL is
 * set, so every instance counts together; in memory otherwise; off while Redis is down,
 * as every request limit). Its window is fixed: GUILD_CHAT.burst messages per
 * burst × refillSeconds, one per refillSeconds on average.
 */
function chatLimit(app: FastifyInstance) {
  const check = app.createRateLimit({
    max: GUILD_CHAT.burst,
    timeWindow: GUILD_CHAT.burst * GUILD_CHAT.refillSeconds * 1000,
    keyGenerator: (request: FastifyRequest) => `chat:${request.userId}`,
  });
  return async (request: FastifyRequest) => {
    const limit = await check(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    const seconds = Math.max(1, limit.ttlInSeconds);
    throw new AppError(
      ErrorCode.TooManyRequests,
      `You are posting too fast. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      seconds,
    );
  };
}

export function chatHandlers(app: FastifyInstance): Handlers<typeof guildChatApi> {
  const limit = chatLimit(app);
  return {
    post: async (request) => {
      await limit(request);
      return unwrap(await postMessage(actionContext(request), request.body.text));
    },
    history: async (request) =>
      unwrap(await chatHistory(actionContext(request), request.body.before)),
    report: async (request) => {
      const { messageId, reason } = request.body;
      return unwrap(await reportMessage(actionContext(request), messageId, reason));
    },
    remove: async (request) =>
      unwrap(await deleteMessage(actionContext(request), request.body.messageId)),
    block: async (request) => {
      const { playerId, blocked } = request.body;
      return unwrap(await blockPlayer(actionContext(request), playerId, blocked));
    },
  };
}
