import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';

/**
 * Events cross server processes through Redis publish/subscribe (the socket.io Redis adapter) when REDIS_URL is
 * set: the choice for many processes or a busy deployment, as it keeps realtime traffic off the database. Channels
 * start with `prefix` (REDIS_PREFIX), so several deployments can share one Redis. Returns the closer.
 */
export async function attachRedisAdapter(io: Server, redisUrl: string, prefix: string, log: FastifyBaseLogger | undefined): Promise<() => Promise<void>> {
  const publisher = createClient({ url: redisUrl });
  const subscriber = publisher.duplicate();
  // The clients reconnect by themselves; an error event without a listener would end the process instead.
  for (const client of [publisher, subscriber]) client.on('error', (error: Error) => log?.warn({ err: error }, 'realtime: Redis connection lost'));
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    await Promise.allSettled([publisher.destroy(), subscriber.destroy()]);
    throw new Error(`REDIS_URL: cannot connect to Redis (${(error as Error).message})`, { cause: error });
  }
  io.adapter(createAdapter(publisher, subscriber, { key: `${prefix}#socket.io` }));
  return async () => {
    await Promise.allSettled([publisher.quit(), subscriber.quit()]);
  };
}
