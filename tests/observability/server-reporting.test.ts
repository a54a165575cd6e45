// An unexpected server error reaches the error-reporting service (a test transport in place of Sentry's network one)
// without personal data, with the route and request id to find it in the logs.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTransport, parseEnvelope } from '@sentry/core';
import { close } from '@sentry/node';
import { call, startTestServer, type TestServer } from '../server/harness';
import { startServerReporting } from '../../src/server/observability/server-reporting';

interface ReportedEvent {
  exception?: { values?: { type?: string; value?: string }[] };
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
  request?: { url?: string; data?: unknown };
  environment?: string;
}

const events: ReportedEvent[] = [];
const payloads: unknown[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { NODE_ENV: 'production', SENTRY_DSN: 'https://public@o1.ingest.example/2', SENTRY_ENVIRONMENT: 'test-production' },
    modules: [
      (app) => {
        app.post('/v1/explode', async (request) => {
          const body = request.body as { email?: string };
          throw new Error(`could not store the answer of ${body.email ?? 'nobody'}`);
        });
      },
    ],
  });
  const started = await startServerReporting(server.config, {
    transport: (options) =>
      createTransport(options, async (request) => {
        const [, items] = parseEnvelope(request.body);
        for (const [header, payload] of items) {
          payloads.push(payload);
          if (header.type === 'event') events.push(payload as ReportedEvent);
        }
        return { statusCode: 200 };
      }),
  });
  expect(started).toBe(true);
});

afterAll(async () => {
  await close(1000);
  await server?.stop();
});

describe('server error reporting', () => {
  it('reports a 500 scrubbed, tagged with its route and request id', async () => {
    const answer = await call(server, 'POST', '/v1/explode?token=s3cret', { email: 'jane@example.com', answers: ['I am unhappy'] }, { 'x-request-id': 'req-500' });
    expect(answer.status).toBe(500);
    expect(answer.json.message).toBe('Something went wrong. Please try again later.');
    await vi.waitFor(() => expect(events).toHaveLength(1), { timeout: 5000 });
    const [event] = events as [ReportedEvent];
    expect(event.exception?.values?.at(-1)?.value).toBe('could not store the answer of [email]');
    expect(event.tags).toMatchObject({ route: '/v1/explode', method: 'POST' });
    expect(event.extra).toMatchObject({ requestId: 'req-500' });
    expect(event.environment).toBe('test-production');
    const sent = JSON.stringify(payloads);
    for (const secret of ['jane@example.com', 'I am unhappy', 's3cret']) expect(sent).not.toContain(secret);
  });

  it('does not report refused requests (4xx)', async () => {
    events.length = 0;
    expect((await call(server, 'GET', '/v1/nodes/no-such-node')).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toHaveLength(0);
  });
});
