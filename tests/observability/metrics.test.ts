// GET /metrics in the Prometheus text format, read with a Prometheus text parser, against the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { call, startTestServer, type TestServer } from '../server/harness';
import { feedbackBody, seedTestData } from '../server/fixtures';
import { scrape } from './prometheus';

const beacon = (server: TestServer, body: unknown, contentType = 'text/plain;charset=UTF-8') =>
  fetch(`${server.url}/v1/web_vitals`, { method: 'POST', headers: { 'content-type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('/metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await seedTestData(server.storage);
  });
  afterAll(() => server.stop());

  it('parses as Prometheus text with the default process metrics and ours', async () => {
    const { families } = await scrape(server);
    const names = families.map((f) => f.name);
    for (const name of ['process_cpu_user_seconds_total', 'nodejs_eventloop_lag_seconds', 'http_requests_total', 'http_request_duration_seconds', 'canvass_feedbacks_stored_total', 'canvass_realtime_pending_events', 'canvass_connected_sockets', 'canvass_web_vital_seconds', 'canvass_web_vital_cls']) {
      expect(names).toContain(name);
    }
  });

  it('counts requests and their latency by route pattern, never by raw address', async () => {
    await call(server, 'GET', '/v1/nodes/node-1');
    await call(server, 'GET', '/v1/nodes/no-such-node-qx');
    await call(server, 'GET', '/v1/unknown/path-qx');
    const metrics = await scrape(server);
    expect(metrics.value('http_requests_total', { route: '/v1/nodes/:nodeId', method: 'GET', status: '200' })).toBe(1);
    expect(metrics.value('http_requests_total', { route: '/v1/nodes/:nodeId', method: 'GET', status: '404' })).toBe(1);
    expect(metrics.value('http_requests_total', { route: 'unmatched', method: 'GET', status: '404' })).toBe(1);
    expect(metrics.histogram('http_request_duration_seconds', { route: '/v1/nodes/:nodeId', method: 'GET' }).count).toBe(2);
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(text).not.toContain('no-such-node-qx');
    expect(text).not.toContain('path-qx');
  });

  it('counts acknowledged feedback saves, complete and partial', async () => {
    const before = await scrape(server);
    expect((await call(server, 'POST', '/v1/feedbacks', feedbackBody())).status).toBe(200);
    expect((await call(server, 'POST', '/v1/feedbacks', feedbackBody({ final_state_id: undefined }), { 'x-completed': 'false' })).status).toBe(200);
    expect((await call(server, 'POST', '/v1/feedbacks', { node_id: 'node-1' })).status).toBe(400);
    const after = await scrape(server);
    expect(after.value('canvass_feedbacks_stored_total', { completed: 'true' }) - before.value('canvass_feedbacks_stored_total', { completed: 'true' })).toBe(1);
    expect(after.value('canvass_feedbacks_stored_total', { completed: 'false' }) - before.value('canvass_feedbacks_stored_total', { completed: 'false' })).toBe(1);
  });

  it('shows the connected sockets', async () => {
    const socket = connect(server.url, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
    try {
      expect((await scrape(server)).value('canvass_connected_sockets')).toBe(1);
    } finally {
      socket.disconnect();
    }
    await expect.poll(async () => (await scrape(server)).value('canvass_connected_sockets')).toBe(0);
    expect((await scrape(server)).value('canvass_realtime_pending_events')).toBe(0);
  });

  it('records web vitals from page beacons by name and SPEC 9 rating', async () => {
    const sent = await beacon(server, { page: '/feedback', vitals: [{ name: 'LCP', value: 3100 }, { name: 'CLS', value: 0.3 }, { name: 'INP', value: 120 }, { name: 'TTFB', value: 900 }, { name: 'FCP', value: 1000 }] });
    expect(sent.status).toBe(204);
    expect((await beacon(server, { page: '/chat', vitals: [{ name: 'LCP', value: 1200 }] }, 'application/json')).status).toBe(204);
    const metrics = await scrape(server);
    const count = (name: string, labels: Record<string, string>) => metrics.histogram(name, labels).count;
    expect(count('canvass_web_vital_seconds', { vital: 'LCP', rating: 'needs-improvement', page: '/feedback' })).toBe(1);
    expect(count('canvass_web_vital_seconds', { vital: 'INP', rating: 'good', page: '/feedback' })).toBe(1);
    expect(count('canvass_web_vital_seconds', { vital: 'TTFB', rating: 'needs-improvement', page: '/feedback' })).toBe(1);
    expect(count('canvass_web_vital_seconds', { vital: 'FCP', rating: 'good', page: '/feedback' })).toBe(1);
    expect(count('canvass_web_vital_seconds', { vital: 'LCP', rating: 'good', page: '/chat' })).toBe(1);
    expect(count('canvass_web_vital_cls', { rating: 'poor', page: '/feedback' })).toBe(1);
    expect(metrics.histogram('canvass_web_vital_seconds', { vital: 'LCP', page: '/feedback' }).sum).toBeCloseTo(3.1);
  });

  it('refuses beacons that are not measurements of a respondent page', async () => {
    for (const body of ['not json', { page: '/agent', vitals: [{ name: 'LCP', value: 1 }] }, { page: '/feedback', vitals: [{ name: 'FOO', value: 1 }] }, { page: '/feedback', vitals: [{ name: 'LCP', value: -1 }] }, { page: '/feedback', vitals: [] }]) {
      expect((await beacon(server, body)).status).toBe(400);
    }
  });

  it('is not rate limited and offers no cross-origin access', async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      for (let i = 0; i < 4; i++) {
        for (const path of ['/metrics', '/healthz', '/readyz']) {
          const response = await fetch(`${limited.url}${path}`, { headers: { origin: 'https://elsewhere.example' } });
          expect(response.status).toBe(200);
          expect(response.headers.get('access-control-allow-origin')).toBeNull();
        }
      }
    } finally {
      await limited.stop();
    }
  });

  it('keeps each server instance\'s metrics apart', async () => {
    const other = await startTestServer();
    try {
      await call(other, 'GET', '/healthz');
      const mine = await scrape(server);
      const theirs = await scrape(other);
      expect(theirs.value('http_requests_total', { route: '/v1/nodes/:nodeId', method: 'GET', status: '200' })).toBe(0);
      expect(mine.value('http_requests_total', { route: '/v1/nodes/:nodeId', method: 'GET', status: '200' })).toBe(1);
    } finally {
      await other.stop();
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer({ env: { METRICS_TOKEN: 'scrape-token-0123456789' } })));
  afterAll(() => server.stop());

  it('answers only a scraper with the token', async () => {
    expect((await call(server, 'GET', '/metrics')).status).toBe(401);
    expect((await call(server, 'GET', '/metrics', undefined, { authorization: 'Bearer wrong' })).status).toBe(401);
    const metrics = await scrape(server, { authorization: 'Bearer scrape-token-0123456789' });
    expect(metrics.family('http_requests_total')).toBeDefined();
  });
});
