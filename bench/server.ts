import autocannon from 'autocannon';
import { io as connect, type Socket } from 'socket.io-client';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { postgresUrl } from '../tests/server/harness';
import { feedbackBody } from '../tests/server/fixtures';
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
async function startSeededServer(driver: 'sqlite' | 'postgres' = 'sqlite') {
  const child = fork(fileURLToPath(new URL('./seeded-server.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, BENCH_DRIVER: driver } });
  const next = <T>(accept: (message: Record<string, unknown>) => boolean) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: Record<string, unknown>) => accept(message) && (child.off('message', onMessage), resolve(message as T));
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
    });
  const { url, agentToken } = await next<{ url: string; agentToken: string }>((m) => typeof m.url === 'string');
  return {
    url,
    agentToken,
    async count() {
      const answer = next<{ count: number }>((m) => typeof m.count === 'number');
      child.send('count');
      return (await answer).count;
    },
    stop: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.send('stop'))),
  };
}

/**
 * Feedback submits at 50 concurrent clients for `seconds` (autocannon, loopback only), each with its own
 * Idempotency-Key as the respondent app sends them; the server runs in its own process.
 */
export async function benchSubmits(driver: 'sqlite' | 'postgres', seconds = 10): Promise<SubmitFigures> {
  const server = await startSeededServer(driver);
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
  p50Ms: number;
  p99Ms: number;
}

/** Time from an agent's reply (POST) to reply_created on each of `count` subscribed sockets. */
export async function benchFanOut(count = 1000, replies = 5): Promise<FanOutFigures> {
  const server = await startSeededServer();
  const sockets: Socket[] = [];
  try {
    const created = await (await fetch(`${server.url}/v1/feedbacks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(feedbackBody({ final_state_id: 'chat', responses: [{ question_id: 'q-mood', option_id: 'o-bad' }] })) })).json() as { id: string; token: string };
    for (let i = 0; i < count; i++) {
      const socket = connect(server.url, { transports: ['websocket'], forceNew: true });
      sockets.push(socket);
    }
    await Promise.all(sockets.map((s) => s.emitWithAck('subscribe', { roomId: 'chat', feedbackId: created.id, token: created.token })));
    const latencies: number[] = [];
    for (let r = 0; r < replies; r++) {
      const start = performance.now();
      const arrived = Promise.all(sockets.map((s) => new Promise<void>((resolve) => s.once('reply_created', () => (latencies.push(performance.now() - start), resolve())))));
      const form = new FormData();
      form.append('body', `reply ${r}`);
      await fetch(`${server.url}/v1/agent/chats/${created.id}/messages`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${server.agentToken}` } });
      await arrived;
    }
    const sorted = latencies.sort((a, b) => a - b);
    return { sockets: count, replies, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
  } finally {
    for (const s of sockets) s.close();
    await server.stop();
  }
}

export const hasPostgres = () => postgresUrl !== undefined;
