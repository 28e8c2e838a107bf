import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { REQUEST_ID_HEADER } from './request-id';

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Fields every refusal of this route carries besides `message` (e.g. `{ success: false }`). */
    failureBody?: Record<string, unknown>;
  }
  interface FastifyRequest {
    /** The message a 4xx answer gave, for the action's log line (infra/http/action-log.ts). */
    refusal: string | undefined;
  }
}

/**
 * The one place errors become HTTP: validation → 400, refusals → their 4xx,
 * framework 4xx (bad JSON, wrong content type, body too large) → as is,
 * anything else → 500 with a generic message (details only in the log).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.decorateRequest('refusal', undefined);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refuse = (status: number, message: string, body?: AppError['body']) => {
      request.refusal = message;
      const extra = request.routeOptions.config?.failureBody ?? {};
      return reply.code(status).send({ ...extra, ...body, message });
    };
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return refuse(400, describeValidation(first?.instancePath, first?.message));
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      }
      return refuse(error.statusCode, error.message, error.body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return refuse(status, publicMessage(error));
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: GENERIC_MESSAGE });
  });
}

/**
 * A path the router cannot decode (`/api/%E0%A4%A`) or too long a parameter: the
 * same `{ message }` as every other refusal, not the framework's own shape.
 */
export function answerBadUrl(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply
    .code(400)
    .header('cache-control', 'no-store')
    // No hook runs for an address the router cannot read: the id is said here.
    .header(REQUEST_ID_HEADER, request.id)
    .send({
      message:
        error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid.' : 'The address is too long.',
    });
}

/** Unknown API routes answer JSON, like every other API error. */
export function registerJsonNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}.` });
  });
}

/** zod's own messages; ours (the spec's texts among them) are shown exactly as written. */
const ZOD_DEFAULT = /^(Invalid|Too (small|big)|Unrecognized)/;

/** zod's generic messages get the field name in front; messages we wrote are shown as they are. */
function describeValidation(instancePath = '', message = 'Invalid request.'): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (!field || !ZOD_DEFAULT.test(message)) return message;
  return `${field}: ${message}.`;
}

function publicMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return error.message || 'Bad request.';
  }
}
