import type { FastifyInstance } from 'fastify';
import type { OpenStream } from '@demonbane/test-support/event-stream-client';

/** True when the server ends the stream within `ms`, false when it is still open then. */
export async function endsWithin(stream: OpenStream, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const result = await Promise.race([stream.ended.then(() => true as const), late]);
  clearTimeout(timer);
  return result;
}

/** Waits until the app holds `count` streams (a closed client is seen a moment later). */
export async function streamsHeld(app: FastifyInstance, count: number, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (app.eventHub.size !== count) {
    if (Date.now() > deadline) {
      throw new Error(`the server holds ${app.eventHub.size} streams, not ${count}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
