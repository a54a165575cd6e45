// The server figures issue #21 sets targets for, on their own so they can be run without the whole bench
// (`npm run bench:server`): submits on both databases with PostgreSQL ÷ SQLite, and chat fan-out to 1,000 and
// 10,000 sockets.
import { verdict } from './format';
import { summarise } from './stats';
import { benchFanOut, benchResultsSwitched, benchSubmits, hasPostgres, type FanOutFigures, type SubmitFigures } from './server';

/** Submits at 50 concurrent clients on SQLite and, with TEST_DATABASE_URL, PostgreSQL, in this run. */
export async function submitsOnBothDatabases(): Promise<SubmitFigures[]> {
  const figures: SubmitFigures[] = [];
  for (const driver of hasPostgres() ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)) figures.push(await benchSubmits(driver));
  return figures;
}

export const submitRow = (f: SubmitFigures) => `| ${f.driver} | own process, seeded | ${f.requestsPerSecond.toFixed(0)} | ${f.p50Ms} ms | ${f.p99Ms} ms | ${f.errors} | ${f.stored} |`;

/** Issue #21 target: PostgreSQL at least half of SQLite's submits/s in the same run. */
export function submitRatioLine(figures: SubmitFigures[]): string {
  const sqlite = figures.find((f) => f.driver === 'sqlite');
  const postgres = figures.find((f) => f.driver === 'postgres');
  if (!sqlite || !postgres) return 'PostgreSQL ÷ SQLite submits/s: not measured (set TEST_DATABASE_URL).';
  const value = postgres.requestsPerSecond / sqlite.requestsPerSecond;
  return `PostgreSQL ÷ SQLite submits/s in this run: ${value.toFixed(2)}× (${postgres.requestsPerSecond.toFixed(0)} ÷ ${sqlite.requestsPerSecond.toFixed(0)}; target ≥ 0.5×: ${verdict(value, 0.5)}).`;
}

/**
 * Issue #19: submits/s with the results kept (rollups and answer index, in each batch's transaction) ÷ without,
 * over HTTP as `submitsOnBothDatabases` measures them. The target: the rate falls by at most 10 %. One server per
 * database switches between the two every 3 s under one continuous load (bench/server.ts benchResultsSwitched), in
 * pairs whose order alternates; the figure is the median of the pairs' ratios. Sixteen pairs by default
 * (BENCH_RESULTS_ROUNDS pairs): with eight, runs of the same code an hour apart differed by more than the margin.
 */
export async function resultsCostLines(pairs = Number(process.env.BENCH_RESULTS_ROUNDS ?? 16), windowSeconds = 3): Promise<string[]> {
  const lines: string[] = [];
  for (const driver of hasPostgres() ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)) {
    const windows = await benchResultsSwitched(driver, pairs, windowSeconds);
    const ratios = Array.from({ length: windows.length / 2 }, (_, pair) => {
      const [a, b] = [windows[2 * pair]!, windows[2 * pair + 1]!];
      return a.on ? a.rate / b.rate : b.rate / a.rate;
    });
    const on = summarise(windows.filter((w) => w.on).map((w) => w.rate));
    const off = summarise(windows.filter((w) => !w.on).map((w) => w.rate));
    const ratio = summarise(ratios);
    const cpu = (kept: boolean) => summarise(windows.filter((w) => w.on === kept).map((w) => w.cpuMicrosPerSubmit));
    const rate = (s: typeof on) => `${Math.round(s.median)}/s (${Math.round(s.min)}–${Math.round(s.max)})`;
    lines.push(`Submits/s with results on ÷ off, ${driver}, one server switching every ${windowSeconds} s under one load, ${ratio.n} pairs of windows: on ${rate(on)}, off ${rate(off)}; on ÷ off, median of the pairs ${ratio.median.toFixed(3)} (${ratio.min.toFixed(2)}–${ratio.max.toFixed(2)}; ratio of the medians ${(on.median / off.median).toFixed(2)}) (target ≥ 0.90: ${verdict(ratio.median, 0.9)}).`);
    lines.push(`  the server's CPU time per submit (all its threads), medians of the windows: on ${cpu(true).median.toFixed(0)} µs (${cpu(true).min.toFixed(0)}–${cpu(true).max.toFixed(0)}), off ${cpu(false).median.toFixed(0)} µs (${cpu(false).min.toFixed(0)}–${cpu(false).max.toFixed(0)}).`);
  }
  return lines;
}

const FAN_OUTS = [
  { sockets: 1000, clientProcesses: 1, targetMs: 25 },
  // One client process reads 10,000 sockets' frames too slowly to time the server: four share them.
  { sockets: 10_000, clientProcesses: 4, targetMs: 100 },
];

/**
 * Per fan-out size: Canvass's line, where its time goes, and socket.io alone on the same sockets and client
 * processes (bench/anchors/bare-socket-server.ts), whose p99 is the floor of this machine: a target the reference
 * itself misses is out of reach here, whatever Canvass does. A size the machine cannot hold says so.
 */
export async function fanOutLines(replies = 5): Promise<string[]> {
  const lines: string[] = [];
  const figures = (fan: FanOutFigures) => `p50 ${fan.p50Ms.toFixed(1)} ms, p99 ${fan.p99Ms.toFixed(1)} ms`;
  for (const { sockets, clientProcesses, targetMs } of FAN_OUTS) {
    try {
      const fan = await benchFanOut(sockets, replies, clientProcesses);
      const bare = await benchFanOut(sockets, replies, clientProcesses, 'bare socket.io');
      lines.push(`Chat fan-out: agent reply to ${fan.sockets.toLocaleString('en')} subscribed sockets (in ${fan.clientProcesses} client process${fan.clientProcesses > 1 ? 'es' : ''}), ${fan.replies} replies: ${figures(fan)} (target p99 < ${targetMs} ms: ${fan.p99Ms < targetMs ? 'met' : 'not met'}).`);
      lines.push(`  where the time goes (medians over the replies): POST sent → first socket heard ${fan.firstHeardMs.toFixed(1)} ms; POST sent → its answer (the route awaits the push, so every frame is written by then) ${fan.answeredMs.toFixed(1)} ms; one client process's first → last socket heard ${fan.clientSpreadMs.toFixed(1)} ms (that process's own serial reading: it inflates p99 beyond the server's share).`);
      lines.push(`  reference, socket.io alone emitting the same body to the same sockets: ${figures(bare)}, every frame written ${bare.answeredMs.toFixed(1)} ms after the POST; Canvass ÷ reference p99 ${(fan.p99Ms / bare.p99Ms).toFixed(2)}× (${bare.p99Ms < targetMs ? 'the reference meets the target' : 'the reference itself misses the target on this machine'}).`);
    } catch (error) {
      lines.push(`Chat fan-out to ${sockets.toLocaleString('en')} sockets: not measured, this machine could not hold them (${(error as Error).message}).`);
    }
  }
  return lines;
}
