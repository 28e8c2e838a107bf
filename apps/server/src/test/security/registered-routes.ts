import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

// One line of `printRoutes()`: tree prefix, path segment, "(METHODS)".
const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app serves, read from Fastify's route tree. Fastify has no
 * public route list after `ready()`, and the test app is built before a test
 * could add an onRoute hook. A line this parser does not understand fails
 * loudly rather than dropping a route; HEAD twins of GET routes are left out. The
 * full radix tree, not `commonPrefix: false`, which prints a wildcard without the
 * segments before it (`/api/docs/static/*` as `*`).
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const tree = app.printRoutes();
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of tree.split('\n')) {
    if (line.trim() === '') continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`Unexpected line in the route tree: ${JSON.stringify(line)}`);
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? stack[depth - 1]! : '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    const methods = match[3]?.split(', ') ?? [];
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      routes.push({ method, url: path });
    }
  }
  for (const route of routes) {
    if (!app.hasRoute(route)) throw new Error(`Misread the route tree: ${JSON.stringify(route)}`);
  }
  return routes;
}
