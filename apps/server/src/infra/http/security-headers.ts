import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The game's own additions to helmet's defaults. */
const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      // Served over plain HTTP on localhost too: never force https for subresources.
      'upgrade-insecure-requests': null,
      // The installable app: its service worker (/sw.js) and web manifest, both our own.
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
    },
  },
};

/**
 * Helmet's headers for `options`, worked out once. None of them depends on the request
 * (no nonces), and building them per request cost 3 % of the server's CPU under load:
 * @fastify/helmet builds a new helmet, parsing every directive, for each answer.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** Every answer, the API's and the web app's, carries the same security headers. */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = helmetHeaders(SECURITY_HEADER_OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
