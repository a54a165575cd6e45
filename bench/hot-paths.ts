import autocannon from 'autocannon';
import { forkServer } from './child-process';
import { summarise } from './stats';

interface Range {
  median: number;
  min: number;
  max: number;
}

export interface HotPathFigures {
  path: string;
  requestsPerSecond: Range;
  p99Ms: Range;
  /** This path's requests/s over the bare route's in the same round. */
  share: Range;
  non2xx: number;
}

/** One path at 50 connections for `seconds`. */
async function hammer(url: string, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({ url, connections: 50, duration: seconds, headers });
  // A 304 is the answer a revalidating browser wants, not a failure.
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx - (result.statusCodeStats?.['304']?.count ?? 0) + result.errors };
}

/** A browser's request headers for these paths: it accepts compressed answers. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** Rows of `benchHotPaths`, by what the targets compare. */
const ROWS = { bare: 0, config: 1, node: 3, feedback: 5, frame: 6, loader: 7 } as const;

const range = (samples: number[]): Range => {
  const { median, min, max } = summarise(samples);
  return { median, min, max };
};

/**
 * Issue #21: the requests every page view of every host site makes, side by side with a bare Fastify route in the
 * same run: the widget configuration (as a first visit asks it, and as a browser revalidates it with its ETag), the
 * node answer, the hosted flow page a campaign link opens, the widget frame the loader prepares on every host page
 * view (drawn by the server: its first state, configuration and node), and the loader script. Both servers in processes of
 * their own; the load generator in this one. `rounds` passes over every path, each path's share taken against the
 * bare route of its own round, so a machine whose load changes during the run moves both sides of a ratio alike.
 * `clientDir`: the built client the Canvass server serves.
 */
export async function benchHotPaths(clientDir: string, { seconds = 3, rounds = 3 } = {}): Promise<HotPathFigures[]> {
  const bare = await forkServer(new URL('./bare-server.ts', import.meta.url));
  const canvass = await forkServer(new URL('./seeded-server.ts', import.meta.url), { BENCH_CLIENT_DIR: clientDir });
  try {
    const base = canvass.ready.url;
    const config = `${base}/v1/web_widgets/code/PSN-TEST001?t=60000`;
    const origin = { ...BROWSER, origin: 'https://customer.example' };
    const etagOf = async (url: string, headers: Record<string, string>) => (await fetch(url, { headers })).headers.get('etag') ?? '';
    const node = `${base}/v1/nodes/node-1`;
    // The frame as a host page within the widget's enabled_domains asks for it: drawn, or this row would time the
    // bare page that frames of other hosts get.
    const frame = `${base}/widget?code=PSN-TEST001&channel=web`;
    const framed = { ...BROWSER, referer: 'https://customer.example/shop' };
    if (!(await (await fetch(frame, { headers: framed })).text()).includes('data-first-state')) throw new Error(`${frame} was not drawn by the server`);
    const paths: [string, string, Record<string, string>][] = [
      ['bare Fastify route (500-byte JSON)', `${bare.ready.url}/bare`, {}],
      ['GET /v1/web_widgets/code/{code}', config, origin],
      ['  the same, revalidated (If-None-Match: every answer a 304)', config, { ...origin, 'if-none-match': await etagOf(config, origin) }],
      ['GET /v1/nodes/{id}', node, BROWSER],
      ['  the same, revalidated', node, { ...BROWSER, 'if-none-match': await etagOf(node, BROWSER) }],
      ['GET /feedback?node_id={id}', `${base}/feedback?node_id=node-1`, BROWSER],
      ['GET /widget?code={code} (the frame, drawn)', frame, framed],
      ['GET /loader.js', `${base}/loader.js`, BROWSER],
    ];
    const runs: Awaited<ReturnType<typeof hammer>>[][] = paths.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [index, [, url, headers]] of paths.entries()) runs[index]!.push(await hammer(url, headers, seconds));
    }
    return paths.map(([path], index) => {
      const own = runs[index]!;
      return {
        path,
        requestsPerSecond: range(own.map((r) => r.requestsPerSecond)),
        p99Ms: range(own.map((r) => r.p99Ms)),
        share: range(own.map((r, round) => r.requestsPerSecond / runs[ROWS.bare]![round]!.requestsPerSecond)),
        non2xx: own.reduce((sum, r) => sum + r.non2xx, 0),
      };
    });
  } finally {
    await Promise.all([bare.stop(), canvass.stop()]);
  }
}

const spread = ({ median, min, max }: Range, digits: number, unit = '') =>
  `${median.toFixed(digits)}${unit} (${min.toFixed(digits)}–${max.toFixed(digits)})`;

/**
 * The table and the closing met / not met lines of the hot-path targets (the four, and the frame's): medians over the rounds with their
 * ranges; a target is met when its median is, and holds over the range when the lowest round is too.
 */
export function hotPathLines(hot: HotPathFigures[]): string[] {
  const target = (label: string, row: number, goal: number) => {
    const { share } = hot[row]!;
    const held = share.min >= goal ? ', over the whole range' : share.median >= goal ? ', not over the whole range' : '';
    return `- ${label} ÷ bare route: ${spread(share, 2, '×')} (target ≥ ${goal}×: ${share.median >= goal ? 'met' : 'not met'}${held}).`;
  };
  return [
    '| path | requests/s | p99 | non-2xx | ÷ bare route (same round) |',
    '|---|---|---|---|---|',
    ...hot.map((h) => `| ${h.path} | ${spread(h.requestsPerSecond, 0)} | ${spread(h.p99Ms, 0, ' ms')} | ${h.non2xx} | ${spread(h.share, 2, '×')} |`),
    '',
    target('Widget configuration', ROWS.config, 0.5),
    target('Node answer', ROWS.node, 0.5),
    target('/feedback', ROWS.feedback, 0.3),
    // Not one of the four: the frame is a drawn page like /feedback, held to /feedback's target.
    target('/widget (the frame)', ROWS.frame, 0.3),
    target('/loader.js', ROWS.loader, 0.3),
    '- Revalidated rows answer 304 with no body; non-2xx counts failures only (a 304 is not one).',
  ];
}
