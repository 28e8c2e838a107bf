import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's own line per request ("incoming request", "request completed") at `debug`:
 * at `info` a logged-in POST writes one line, the player action's (action-log.ts), and a
 * read writes none. A response that fails after its headers went out stays at `error`,
 * and the error handler's `unhandled error` line (with its stack) is ours, untouched.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
