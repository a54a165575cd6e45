// Issue #25 finding 12: the integration proxy passed the upstream's whole body back to the browser on 4xx/5xx,
// leaking whatever the provider's endpoint put in its error page (a connection string, a stack trace).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Flow } from '../../src/types/schemas';
import { call, drivers, startTestServer, type TestServer } from '../server/harness';
import { seedTestData, TEST_FLOW } from '../server/fixtures';
import { startLoopbackUpstream, type LoopbackUpstream } from './loopback-upstream';

const SECRET = 'postgres://crm:hunter2@db.internal:5432/crm';

describe.each(drivers)('the integration proxy on %s never returns an upstream error body', (driver) => {
  let server: TestServer;
  const upstreams: LoopbackUpstream[] = [];
  beforeAll(async () => {
    server = await startTestServer({ driver });
    await seedTestData(server.storage);
  });
  afterAll(async () => {
    await Promise.all(upstreams.map((upstream) => upstream.close()));
    await server?.stop();
  });

  const flowCalling = async (id: string, url: string) => {
    const flow: Flow = structuredClone(TEST_FLOW);
    flow.id = id;
    flow.integrationUrl = url;
    const question = flow.states[0]!.elements[2]!.question!;
    question.id = `q-crm-${id}`;
    question.bindingModel = 'crm.note';
    await server.storage.flows.put(flow, Date.now());
    return question.id;
  };

  it.each([
    [500, 'application/json', JSON.stringify({ error: 'connect failed', dsn: SECRET })],
    [500, 'text/html', `<pre>Error: ECONNREFUSED ${SECRET}\n    at Pool.connect (/srv/crm/db.js:12:7)</pre>`],
    [403, 'text/plain', `forbidden for ${SECRET}`],
  ])('answers a generic error with a code for an upstream %i (%s) and none of its body', async (status, type, body) => {
    const upstream = await startLoopbackUpstream(status, body, type);
    upstreams.push(upstream);
    const questionId = await flowCalling(`flow-leak-${status}-${type.replace(/\W/g, '')}`, upstream.url);
    const answer = await call(server, 'POST', '/integration', { reference_id: questionId, body: { note: 'hi' } });
    expect(upstream.hits).toBe(1);
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain('hunter2');
    expect(answer.text).not.toContain('db.internal');
    expect(answer.json).toEqual({ ok: false, status, error: { code: 'upstream_failed', message: `The endpoint answered with status ${status}` } });
  });

  it('still returns a successful answer whole', async () => {
    const upstream = await startLoopbackUpstream(200, JSON.stringify({ ticket: 'T-9' }));
    upstreams.push(upstream);
    const questionId = await flowCalling('flow-ok', upstream.url);
    const answer = await call(server, 'POST', '/integration', { reference_id: questionId, body: {} });
    expect(answer.json).toEqual({ ok: true, status: 200, data: { ticket: 'T-9' } });
  });
});
