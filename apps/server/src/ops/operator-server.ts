import type { Socket } from 'node:net';
import type { DatabaseHandle } from '../db/database';
import type { DataDirLock } from '../db/pglite-lock';
import type { Operation } from './operation';
import { MAX_REQUEST_BYTES, operatorRequestSchema, type OperatorAnswer } from './operator-protocol';
import { sameSecret, writeOperatorSecret } from './operator-secret';
import { runOperation } from './run-operation';

interface OperatorLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ServeOperatorsOptions {
  lock: DataDirLock;
  database: DatabaseHandle;
  dataDir: string;
  operations: Record<string, Operation>;
  log: OperatorLog;
  now?: () => Date;
}

// A request that has not arrived by then is dropped: the socket is not for waiting on.
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The live PGlite server's side of `npm run admin` and `npm run db:backup`: on the
 * lock's socket, runs each authenticated request on the server's own database handle
 * (no second process may open the directory). Writes the secret requests must carry.
 */
export function serveOperators({
  lock,
  database,
  dataDir,
  operations,
  log,
  now = () => new Date(),
}: ServeOperatorsOptions): void {
  const secret = writeOperatorSecret(dataDir);
  lock.serve((socket) => {
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf(0x0a);
      if (end < 0 && received.length <= MAX_REQUEST_BYTES) return;
      socket.off('data', onData);
      socket.setTimeout(0);
      void answer(end < 0 ? undefined : received.subarray(0, end).toString('utf8'))
        .catch((err: unknown): Reply => {
          log.error({ err }, 'operator request failed');
          return { kind: 'failed', message: 'The command failed in the server; see its log.' };
        })
        .then((reply) => send(socket, reply));
    };
    socket.on('data', onData);
    socket.on('error', () => socket.destroy());
  });

  async function answer(line: string | undefined): Promise<Reply> {
    const parsed = operatorRequestSchema.safeParse(line === undefined ? null : safeJson(line));
    if (!parsed.success) return { kind: 'refused', message: 'A malformed operator request.' };
    const request = parsed.data;
    if (!sameSecret(request.secret, secret)) {
      log.warn({ operator: request.operator }, 'operator request with a wrong secret refused');
      return { kind: 'refused', message: 'The operator secret is wrong: the server refused.' };
    }
    if ('dump' in request) {
      log.info({ operator: request.operator }, 'operator backup');
      if (!database.dump) return { kind: 'failed', message: 'This database cannot be dumped.' };
      return { kind: 'dump', body: await database.dump() };
    }
    const operation = Object.hasOwn(operations, request.command)
      ? operations[request.command]
      : undefined;
    if (!operation) return { kind: 'usage', message: `Unknown command "${request.command}".` };
    log.info(
      { operator: request.operator, command: request.command, args: request.args },
      'operator command',
    );
    return runOperation(
      operation,
      { database, now: now(), operator: request.operator },
      request.args,
    );
  }
}

/** An answer as the server makes it: a dump still holds its bytes. */
type Reply = Exclude<OperatorAnswer, { kind: 'dump' }> | { kind: 'dump'; body: Uint8Array };

function send(socket: Socket, reply: Reply) {
  if (socket.destroyed) return;
  if (reply.kind === 'dump') {
    socket.write(`${JSON.stringify({ kind: 'dump', bytes: reply.body.byteLength })}\n`);
    socket.end(reply.body);
  } else {
    socket.end(`${JSON.stringify(reply)}\n`);
  }
}

function safeJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}
