import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { lockAddress } from '../db/pglite-lock';
import { parseAnswer, type OperatorAnswer, type OperatorRequest } from './operator-protocol';
import { readOperatorSecret } from './operator-secret';

/** What the live server answered, or why it could not be asked. */
export type LiveReply = { answer: OperatorAnswer; body: Buffer } | { message: string };

type Unsigned<T> = T extends unknown ? Omit<T, 'secret'> : never;

/**
 * Sends one request to the server holding `dataDir`, signed with its secret.
 * Undefined when no server holds the directory (the caller may open it itself).
 */
export async function askLiveServer(
  dataDir: string,
  request: Unsigned<OperatorRequest>,
): Promise<LiveReply | undefined> {
  if (!existsSync(dataDir)) return undefined;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let connected = false;
    const socket = connect(lockAddress(dataDir));
    socket.on('connect', () => {
      connected = true;
      const secret = readOperatorSecret(dataDir);
      if ('message' in secret) {
        socket.destroy();
        return resolve(secret);
      }
      socket.write(`${JSON.stringify({ ...request, secret: secret.secret })}\n`);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      // Nobody bound the name (abstract socket), or no socket file: no live server.
      if (!connected) resolve(undefined);
      else resolve({ message: `The connection to the server broke: ${err.message}` });
    });
    socket.on('close', () => {
      if (!connected) return;
      try {
        resolve(parseAnswer(Buffer.concat(chunks)));
      } catch {
        resolve({
          message: `The server on ${dataDir} did not answer (it may be starting or stopping); try again.`,
        });
      }
    });
  });
}
