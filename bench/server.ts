import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { postgresUrl } from '../tests/server/harness';
import { feedbackBody } from '../tests/server/fixtures';
import { forkServer, type ChildServer } from './child-process';
import { percentile } from './stats';

export interface SubmitFigures {
  driver: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  stored: number;
}

/** The seeded server in its own process (bench/seeded-server.ts); 'switch': results kept or not as `keepResults` says. */
async function startSeededServer(driver: 'sqlite' | 'postgres' = 'sqlite', keepResults: boolean | 'switch' = true) {
  const results = keepResults === 'switch' ? 'switch' : keepResults ? undefined : 'off';
  const child = await forkServer<{ url: string; agentToken: string }>(new URL('./seeded-server.ts', import.meta.url), { BENCH_DRIVER: driver, ...(results ? { BENCH_RESULTS: results } : {}) });
  return {
    ...child.ready,
    count: async () => (await child.ask<{ count: number }>('count', (m) => typeof m.count === 'number')).count,
    keepResults: (on: boolean) => child.ask<{ results: boolean; cpuMicros: number }>(on ? 'results on' : 'results off', (m) => m.results === on),
    stop: child.stop,
  };
}

/**
 * A submit as the respondent app sends it: each with its own Idempotency-Key, a random UUID as the app makes them
 * (flow/respondent-flow.ts). Until 2026-11-27 the bench numbered its keys (bench-0, bench-1, ...), which land next
 * to each other in the keys' index where real ones scatter over it.
 */
function submitRequests(url: string, seconds: number) {
  const body = JSON.stringify(feedbackBody());
  return {
    url: `${url}/v1/feedbacks`,
    method: 'POST' as const,
    connections: 50,
    duration: seconds,
    headers: { 'content-type': 'application/json', 'x-completed': 'true' },
    requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() }, body }) }],
  };
}

/**
 * Feedback submits at 50 concurrent clients for `seconds` (autocannon, loopback only), each with its own
 * Idempotency-Key as the respondent app sends them; the server runs in its own process. `keepResults` false: a
 * server that saves without the results' rollups and answer index (issue #19's on ÷ off).
 */
export async function benchSubmits(driver: 'sqlite' | 'postgres', seconds = 10, keepResults = true): Promise<SubmitFigures> {
  const server = await startSeededServer(driver, keepResults);
  try {
    const result = await autocannon(submitRequests(server.url, seconds));
    return {
      driver,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
      stored: await server.count(),
    };
  } finally {
    await server.stop();
  }
}

/** One window of `benchResultsSwitched`: whether the saves kept their results, and the submits answered per second. */
export interface ResultsWindow {
  on: boolean;
  rate: number;
  /** The server process's CPU time (user and system, all its threads) per submit answered in the window. */
  cpuMicrosPerSubmit: number;
}

/**
 * Issue #19's results on ÷ off within one server under one load: submits as `benchSubmits` sends them, while the
 * server keeps the results (rollups and answer index) for a window of `windowSeconds`, then not for the next, in
 * pairs whose order alternates (on, off; off, on; ...), after `warmUpSeconds` with them on. Each window's rate is the
 * submits answered in it. Both sides of a pair then share the process (its JIT, heap and caches), the database as
 * it has grown, and the machine's moment, which separate servers round after round did not (the same server code
 * in two rounds differed by up to 15 % there, more than the cost measured). The switch reaches the batches that
 * start after it; the one batch in flight is under 1 % of a window's submits.
 */
export async function benchResultsSwitched(driver: 'sqlite' | 'postgres', pairs = 8, windowSeconds = 3, warmUpSeconds = 2): Promise<ResultsWindow[]> {
  const server = await startSeededServer(driver, 'switch');
  try {
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const load = autocannon(submitRequests(server.url, warmUpSeconds + pairs * 2 * windowSeconds + 30), () => finish());
    let answered = 0;
    load.on('response', () => answered++);
    await new Promise((resolve) => setTimeout(resolve, warmUpSeconds * 1000));
    const windows: ResultsWindow[] = [];
    // Each switch answers with the server's CPU time then: the start of one window is the end of the one before.
    const order = Array.from({ length: pairs }, (_, pair) => (pair % 2 === 0 ? [true, false] : [false, true])).flat();
    let mark = { at: performance.now(), answered, cpuMicros: 0 };
    for (const [index, on] of [...order, true].entries()) {
      const { cpuMicros } = await server.keepResults(on);
      const now = { at: performance.now(), answered, cpuMicros };
      if (index > 0) {
        const submits = now.answered - mark.answered;
        windows.push({ on: order[index - 1]!, rate: (submits * 1000) / (now.at - mark.at), cpuMicrosPerSubmit: (now.cpuMicros - mark.cpuMicros) / submits });
      }
      mark = now;
      if (index < order.length) await new Promise((resolve) => setTimeout(resolve, windowSeconds * 1000));
    }
    load.stop();
    await finished;
    return windows;
  } finally {
    await server.stop();
  }
}

export interface FanOutFigures {
  sockets: number;
  replies: number;
  clientProcesses: number;
  /** POST sent → reply_created handled on each socket, over every socket and reply. */
  p50Ms: number;
  p99Ms: number;
  /**
   * Where the time goes, medians over the replies: POST sent → the first socket heard it (the route and one frame:
   * the floor any socket can reach); POST sent → the POST's answer (the route awaits the push, so by then the
   * server has written the frame to every socket); and one client process's first → last socket heard (its event
   * loop reads and decodes the frames one after another, so this spread is the client's own cost, not the server's).
   */
  firstHeardMs: number;
  answeredMs: number;
  clientSpreadMs: number;
}

/** Where the fan-out bench's sockets subscribe and its replies are posted. */
interface FanOutTarget {
  url: string;
  chat: { feedbackId: string; token: string };
  /** Posts reply `n`; resolves once the server has answered (its frames all written by then). */
  reply(n: number): Promise<Response>;
  stop(): Promise<void>;
}

/** Canvass: the seeded server, a chat opened by a feedback, an agent's reply posted as the console posts it. */
async function canvassChat(): Promise<FanOutTarget> {
  const server = await startSeededServer();
  try {
    const created = await (await fetch(`${server.url}/v1/feedbacks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(feedbackBody({ final_state_id: 'chat', responses: [{ question_id: 'q-mood', option_id: 'o-bad' }] })) })).json() as { id: string; token: string };
    return {
      url: server.url,
      chat: { feedbackId: created.id, token: created.token },
      reply: (n) => {
        const form = new FormData();
        form.append('body', `reply ${n}`);
        return fetch(`${server.url}/v1/agent/chats/${created.id}/messages`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${server.agentToken}` } });
      },
      stop: server.stop,
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** The physical reference: socket.io alone, emitting a body of the same shape (bench/anchors/bare-socket-server.ts). */
async function bareSocketIo(): Promise<FanOutTarget> {
  const server = await forkServer<{ url: string }>(new URL('./anchors/bare-socket-server.ts', import.meta.url));
  const url = server.ready.url;
  return { url, chat: { feedbackId: 'bare', token: 'bare' }, reply: (n) => fetch(`${url}/reply?n=${n}`, { method: 'POST' }), stop: server.stop };
}

export type FanOutServer = 'canvass' | 'bare socket.io';

/**
 * Time from an agent's reply (POST sent) to reply_created on each of `count` subscribed sockets, the sockets spread
 * over `clientProcesses` processes of their own (bench/fan-out-clients.ts) and the server in another: Canvass, or
 * socket.io alone as the reference.
 */
export async function benchFanOut(count = 1000, replies = 5, clientProcesses = 1, serverKind: FanOutServer = 'canvass'): Promise<FanOutFigures> {
  const server = serverKind === 'canvass' ? await canvassChat() : await bareSocketIo();
  const clients: ChildServer<{ url: string; sockets: number }>[] = [];
  try {
    for (let p = 0; p < clientProcesses; p++) {
      const share = Math.floor(count / clientProcesses) + (p < count % clientProcesses ? 1 : 0);
      clients.push(await forkServer(new URL('./fan-out-clients.ts', import.meta.url), { BENCH_URL: server.url, BENCH_SOCKETS: String(share), BENCH_FEEDBACK_ID: server.chat.feedbackId, BENCH_TOKEN: server.chat.token }));
    }
    const latencies: number[] = [];
    const firstHeard: number[] = [];
    const answered: number[] = [];
    const spreads: number[] = [];
    for (let r = 0; r < replies; r++) {
      const heard = clients.map((client) => client.ask<{ arrivals: number[] }>('listen', (m) => m.reply === r));
      const start = performance.timeOrigin + performance.now();
      const sent = await server.reply(r);
      answered.push(performance.timeOrigin + performance.now() - start);
      if (!sent.ok) throw new Error(`the agent reply was refused: ${sent.status} ${await sent.text()}`);
      const perProcess = (await Promise.all(heard)).map(({ arrivals }) => arrivals);
      for (const arrivals of perProcess) {
        latencies.push(...arrivals.map((at) => at - start));
        spreads.push(Math.max(...arrivals) - Math.min(...arrivals));
      }
      firstHeard.push(Math.min(...perProcess.map((arrivals) => Math.min(...arrivals))) - start);
    }
    const sorted = latencies.sort((a, b) => a - b);
    const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
    return {
      sockets: count, replies, clientProcesses, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99),
      firstHeardMs: median(firstHeard), answeredMs: median(answered), clientSpreadMs: median(spreads),
    };
  } finally {
    await Promise.all(clients.map((client) => client.stop()));
    await server.stop();
  }
}

export const hasPostgres = () => postgresUrl !== undefined;
