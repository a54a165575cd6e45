// Issue #21: the access log at the default level keeps failures and refusals but not the hot public paths, which
// LOG_LEVEL=debug brings back.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { createStorage } from '../../src/server/storage/create-storage';
import type { Storage } from '../../src/server/storage/storage';
import { startServer, type RunningServer } from '../../src/server/start';
import { call } from '../server/harness';
import { feedbackBody, seedTestData, TEST_WIDGET } from '../server/fixtures';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

/** A server logging at `level` into an array; reading node "broken" fails as a database outage would. */
async function serverLoggingAt(level: 'info' | 'debug') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canvass-access-log-'));
  const lines: Line[] = [];
  const log = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) }) as unknown as FastifyBaseLogger;
  const stored = await createStorage({ databaseUrl: undefined, dataDir });
  const nodes = stored.nodes;
  const storage: Storage = { ...stored, nodes: { ...nodes, get: (id: string) => (id === 'broken' ? Promise.reject(new Error('database gone')) : nodes.get(id)) } as Storage['nodes'] };
  const config = readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, AGENT_TOKEN: 'test-agent-token-0123456789', RATE_LIMIT_PER_MINUTE: '100000' });
  const server = await startServer(config, { log, storage });
  await seedTestData(server.storage);
  return { server, lines, dataDir };
}

/** The lines a request wrote, found by the request id the server answered with. */
async function linesOf(target: { server: RunningServer; lines: Line[] }, method: string, url: string, body?: unknown) {
  const answer = await call(target.server, method, url, body);
  const id = answer.headers.get('x-request-id');
  return { status: answer.status, lines: target.lines.filter((line) => line.reqId === id) };
}

describe('the access log at the default level (info)', () => {
  let target: Awaited<ReturnType<typeof serverLoggingAt>>;
  beforeAll(async () => {
    target = await serverLoggingAt('info');
  });
  afterAll(async () => {
    await target.server.close();
    rmSync(target.dataDir, { recursive: true, force: true });
  });

  it('writes nothing for a successful request to a hot public path', async () => {
    for (const url of ['/v1/nodes/node-1', `/v1/web_widgets/code/${TEST_WIDGET.code}?t=60000`, '/healthz']) {
      const { status, lines } = await linesOf(target, 'GET', url);
      expect(status, url).toBeLessThan(400);
      expect(lines, url).toEqual([]);
    }
    const submitted = await linesOf(target, 'POST', '/v1/feedbacks', feedbackBody());
    expect(submitted.status).toBe(200);
    expect(submitted.lines).toEqual([]);
  });

  it('writes a warning for a refused request and an error for a failing one, with where it went and its status', async () => {
    const refused = await linesOf(target, 'GET', '/v1/nodes/no-such-node');
    expect(refused.status).toBe(404);
    expect(refused.lines.find((line) => line.msg === 'request completed')).toMatchObject({ level: 40, req: { method: 'GET', url: '/v1/nodes/no-such-node' }, res: { statusCode: 404 } });

    const failed = await linesOf(target, 'GET', '/v1/nodes/broken');
    expect(failed.status).toBe(500);
    expect(failed.lines.find((line) => line.msg === 'request completed')).toMatchObject({ level: 50, req: { url: '/v1/nodes/broken' }, res: { statusCode: 500 } });
  });

  it('still writes a line for a successful request off the hot paths (the agent console\'s calls)', async () => {
    const answer = await call(target.server, 'GET', '/v1/agent/chats', undefined, { authorization: 'Bearer test-agent-token-0123456789' });
    expect(answer.status).toBe(200);
    const lines = target.lines.filter((line) => line.reqId === answer.headers.get('x-request-id'));
    expect(lines.map((line) => [line.level, line.msg])).toEqual([[30, 'request completed']]);
  });
});

describe('the access log at LOG_LEVEL=debug', () => {
  let target: Awaited<ReturnType<typeof serverLoggingAt>>;
  beforeAll(async () => {
    target = await serverLoggingAt('debug');
  });
  afterAll(async () => {
    await target.server.close();
    rmSync(target.dataDir, { recursive: true, force: true });
  });

  it('writes every request to a hot path again, as it comes in and as it is answered', async () => {
    const { lines } = await linesOf(target, 'GET', '/v1/nodes/node-1');
    expect(lines.map((line) => [line.level, line.msg])).toEqual([[20, 'incoming request'], [20, 'request completed']]);
    expect(lines[1]).toMatchObject({ req: { method: 'GET', url: '/v1/nodes/node-1' }, res: { statusCode: 200 } });
  });
});
