import autocannon from 'autocannon';
import { forkServer } from './child-process';

export interface HotPathFigures {
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

/** One path at 50 connections for `seconds`. */
async function hammer(url: string, headers: Record<string, string>, seconds: number): Promise<Omit<HotPathFigures, 'path'>> {
  const result = await autocannon({ url, connections: 50, duration: seconds, headers });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx + result.errors };
}

/**
 * Issue #21: the requests every page view of every host site makes, side by side with a bare Fastify route in the
 * same run: the widget configuration (as a first visit asks it, and as a browser revalidates it with its ETag) and
 * the node. Both servers in processes of their own; the load generator in this one.
 */
export async function benchHotPaths(seconds = 5): Promise<HotPathFigures[]> {
  const bare = await forkServer(new URL('./bare-server.ts', import.meta.url));
  const canvass = await forkServer(new URL('./seeded-server.ts', import.meta.url));
  try {
    const config = `${canvass.ready.url}/v1/web_widgets/code/PSN-TEST001?t=60000`;
    const origin = { origin: 'https://customer.example' };
    const etag = (await fetch(config, { headers: origin })).headers.get('etag') ?? '';
    const figures: HotPathFigures[] = [];
    for (const [path, url, headers] of [
      ['bare Fastify route (500-byte JSON)', `${bare.ready.url}/bare`, {}],
      ['GET /v1/web_widgets/code/{code}', config, origin],
      ['  the same, revalidated (If-None-Match: every answer a 304)', config, { ...origin, 'if-none-match': etag }],
      ['GET /v1/nodes/{id}', `${canvass.ready.url}/v1/nodes/node-1`, {}],
    ] as const) figures.push({ path, ...(await hammer(url, headers, seconds)) });
    return figures;
  } finally {
    await Promise.all([bare.stop(), canvass.stop()]);
  }
}
