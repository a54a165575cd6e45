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

/** The seeded server in its own process (bench/seeded-server.ts). */
async function startSeededServer(driver: 'sqlite' | 'postgres' = 'sqlite', keepResults = true) {
  const child = await forkServer<{ url: string; agentToken: string }>(new URL('./seeded-server.ts', import.meta.url), { BENCH_DRIVER: driver, ...(keepResults ? {} : { BENCH_RESULTS: 'off' }) });
  return {
    ...child.ready,
    count: async () => (await child.ask<{ count: number }>('count', (m) => typeof m.count === 'number')).count,
    stop: child.stop,
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
    let sent = 0;
    const body = JSON.stringify(feedbackBody());
    const result = await autocannon({
      url: `${server.url}/v1/feedbacks`,
      method: 'POST',
      connections: 50,
      duration: seconds,
      headers: { 'content-type': 'application/json', 'x-completed': 'true' },
      requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': `bench-${sent++}` }, body }) }],
    });
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
