import { createServer } from 'node:net';
import { randomInt } from 'node:crypto';

/**
 * A TCP port free on loopback right now, taken below the kernel's ephemeral range
 * (32768+). The servers here restart on the same port after each kill, and while one
 * is down the port must not be handed to some other process's bind(0) or outgoing
 * connection; outside that range only a fixed-port program could take it.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = randomInt(20_000, 32_000);
    if (await isFree(port)) return port;
  }
  throw new Error('no free port found between 20000 and 32000');
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
