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
  // A 304 is the answer a revalidating browser wants, not a failure.
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx - (result.statusCodeStats?.['304']?.count ?? 0) + result.errors };
}

/** A browser's request headers for these paths: it accepts compressed answers. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** Rows of `benchHotPaths`, by what the targets compare (bench/run.ts, bench/run-hot.ts). */
export const HOT_ROWS = { bare: 0, config: 1, node: 3, feedback: 5, loader: 6 } as const;

/**
 * Issue #21: the requests every page view of every host site makes, side by side with a bare Fastify route in the
 * same run: the widget configuration (as a first visit asks it, and as a browser revalidates it with its ETag), the
 * node answer, the hosted flow page a campaign link opens, and the loader script. Both servers in processes of
 * their own; the load generator in this one. `clientDir`: the built client the Canvass server serves.
 */
export async function benchHotPaths(clientDir: string, seconds = 5): Promise<HotPathFigures[]> {
  const bare = await forkServer(new URL('./bare-server.ts', import.meta.url));
  const canvass = await forkServer(new URL('./seeded-server.ts', import.meta.url), { BENCH_CLIENT_DIR: clientDir });
  try {
    const base = canvass.ready.url;
    const config = `${base}/v1/web_widgets/code/PSN-TEST001?t=60000`;
    const origin = { ...BROWSER, origin: 'https://customer.example' };
    const etagOf = async (url: string, headers: Record<string, string>) => (await fetch(url, { headers })).headers.get('etag') ?? '';
    const node = `${base}/v1/nodes/node-1`;
    const figures: HotPathFigures[] = [];
    for (const [path, url, headers] of [
      ['bare Fastify route (500-byte JSON)', `${bare.ready.url}/bare`, {}],
      ['GET /v1/web_widgets/code/{code}', config, origin],
      ['  the same, revalidated (If-None-Match: every answer a 304)', config, { ...origin, 'if-none-match': await etagOf(config, origin) }],
      ['GET /v1/nodes/{id}', node, BROWSER],
      ['  the same, revalidated', node, { ...BROWSER, 'if-none-match': await etagOf(node, BROWSER) }],
      ['GET /feedback?node_id={id}', `${base}/feedback?node_id=node-1`, BROWSER],
      ['GET /loader.js', `${base}/loader.js`, BROWSER],
    ] as const) figures.push({ path, ...(await hammer(url, headers, seconds)) });
    return figures;
  } finally {
    await Promise.all([bare.stop(), canvass.stop()]);
  }
}

/** The table rows and the closing met / not met lines of the four hot-path targets. */
export function hotPathLines(hot: HotPathFigures[]): string[] {
  const bareRate = hot[HOT_ROWS.bare]!.requestsPerSecond;
  const share = (row: number) => hot[row]!.requestsPerSecond / bareRate;
  const met = (value: number, target: number) => `${value.toFixed(2)}× (target ≥ ${target}×: ${value >= target ? 'met' : 'not met'})`;
  return [
    '| path | requests/s | p99 | non-2xx | ÷ bare route |',
    '|---|---|---|---|---|',
    ...hot.map((h) => `| ${h.path} | ${h.requestsPerSecond.toFixed(0)} | ${h.p99Ms} ms | ${h.non2xx} | ${(h.requestsPerSecond / bareRate).toFixed(2)}× |`),
    '',
    `- Widget configuration ÷ bare route: ${met(share(HOT_ROWS.config), 0.5)}.`,
    `- Node answer ÷ bare route: ${met(share(HOT_ROWS.node), 0.5)}.`,
    `- /feedback ÷ bare route: ${met(share(HOT_ROWS.feedback), 0.3)}.`,
    `- /loader.js ÷ bare route: ${met(share(HOT_ROWS.loader), 0.3)}.`,
    '- Revalidated rows answer 304 with no body; non-2xx counts failures only (a 304 is not one).',
  ];
}
