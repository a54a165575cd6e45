import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Flow } from '../../src/types/schemas';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { seedTestData, TEST_FLOW } from './fixtures';

type Answer = { status: number; json?: unknown; text?: string } | 'hang';

interface Upstream {
  url: string;
  received: unknown[];
  close(): Promise<void>;
}

/** A stand-in for the provider's own endpoint on 127.0.0.1: records what it gets and answers as `respond` says. */
async function startUpstream(respond: (body: unknown) => Answer): Promise<Upstream> {
  const received: unknown[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      const body: unknown = JSON.parse(text || 'null');
      received.push(body);
      const answer = respond(body);
      if (answer === 'hang') return;
      const type = answer.text === undefined ? 'application/json' : 'text/plain';
      res.writeHead(answer.status, { 'content-type': type }).end(answer.text ?? JSON.stringify(answer.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** TEST_FLOW under another id, with q-text (the third element of the first page) changed by `edit`. */
function flowWith(id: string, edit: (flow: Flow) => void): Flow {
  const flow = structuredClone(TEST_FLOW);
  flow.id = id;
  edit(flow);
  return flow;
}
const textQuestion = (flow: Flow) => flow.states[0]!.elements[2]!.question!;

describe.each(drivers)('dynamic requests and the integration proxy on %s (SPEC 7)', (driver) => {
  let server: TestServer;
  const upstreams: Upstream[] = [];
  const upstream = async (respond: (body: unknown) => Answer) => {
    const started = await startUpstream(respond);
    upstreams.push(started);
    return started;
  };
  beforeAll(async () => {
    server = await startTestServer({ driver });
    await seedTestData(server.storage);
  });
  afterEach(async () => {
    await Promise.all(upstreams.splice(0).map((u) => u.close()));
  });
  afterAll(() => server.stop());

  /** Stores a flow whose q-text asks `url` for answers. */
  const dynamicFlow = (id: string, url: string) => server.storage.flows.put(flowWith(id, (f) => (textQuestion(f).extra = { request_url: url })), Date.now());
  const ask = (flowId: string, questionId: string, answer: unknown) => call(server, 'POST', `/v1/flows/${flowId}/requests`, { question_id: questionId, flow_id: flowId, answer });

  describe('POST /v1/flows/{flowId}/requests', () => {
    it('sends the answer to the question\'s endpoint and fills questions of the flow from its reply', async () => {
      const endpoint = await upstream(() => ({
        status: 200,
        json: { responses: [{ question_id: 'q-mood', input: 'o-good' }, { question_id: 'q-not-in-flow', input: 'x' }, { input: 'no id' }, 'junk', { question_id: 'q-text', input: { city: 'Izmir' } }] },
      }));
      await dynamicFlow('flow-dyn', endpoint.url);
      const answer = await ask('flow-dyn', 'q-text', 'A-42');
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ responses: [{ question_id: 'q-mood', input: 'o-good' }, { question_id: 'q-text', input: { city: 'Izmir' } }] });
      expect(endpoint.received).toEqual([{ question_id: 'q-text', flow_id: 'flow-dyn', answer: 'A-42' }]);
    });

    it('uses the newest version of the flow', async () => {
      const endpoint = await upstream(() => ({ status: 200, json: { responses: [] } }));
      await server.storage.flows.put(flowWith('flow-versions', () => undefined), 1);
      expect((await ask('flow-versions', 'q-text', 'x')).status).toBe(400);
      await dynamicFlow('flow-versions', endpoint.url);
      expect((await ask('flow-versions', 'q-text', 'x')).json).toEqual({ responses: [] });
    });

    it('answers 502 with a message when the endpoint fails', async () => {
      const endpoint = await upstream(() => ({ status: 500, json: { error: 'database down' } }));
      await dynamicFlow('flow-fail', endpoint.url);
      const answer = await ask('flow-fail', 'q-text', 'x');
      expect(answer.status).toBe(502);
      expect(answer.json).toMatchObject({ error: 'upstream_failed', message: 'The endpoint answered with status 500' });
    });

    it('answers 502 when the endpoint replies with something other than a responses list', async () => {
      for (const [id, reply] of [['flow-text', { status: 200, text: '<html>oops</html>' }], ['flow-shape', { status: 200, json: { answers: [] } }]] as const) {
        const endpoint = await upstream(() => reply);
        await dynamicFlow(id, endpoint.url);
        const answer = await ask(id, 'q-text', 'x');
        expect(answer.status).toBe(502);
        expect(answer.json.message).toMatch(/responses list/);
      }
    });

    it('gives up after 5 seconds on an endpoint that never answers', async () => {
      const endpoint = await upstream(() => 'hang');
      await dynamicFlow('flow-slow', endpoint.url);
      const started = Date.now();
      const answer = await ask('flow-slow', 'q-text', 'x');
      const waited = Date.now() - started;
      expect(answer.status).toBe(502);
      expect(answer.json).toMatchObject({ error: 'upstream_failed', message: 'No answer within 5 s' });
      expect(waited).toBeGreaterThanOrEqual(4900);
      expect(waited).toBeLessThan(6500);
    }, 7000);

    it('answers 502 when the endpoint cannot be reached', async () => {
      const endpoint = await upstream(() => ({ status: 200 }));
      await endpoint.close();
      await dynamicFlow('flow-gone', endpoint.url);
      const answer = await ask('flow-gone', 'q-text', 'x');
      expect(answer.status).toBe(502);
      expect(answer.json.message).toBe('The endpoint could not be reached');
    });

    it('refuses an unknown question, a question without request_url and an unknown flow', async () => {
      const unknown = await ask('flow-1', 'q-nope', 'x');
      expect(unknown.status).toBe(404);
      expect(unknown.json.message).toMatch(/q-nope/);
      const plain = await ask('flow-1', 'q-text', 'x');
      expect(plain.status).toBe(400);
      expect(plain.json.message).toMatch(/request_url/);
      expect((await ask('flow-missing', 'q-text', 'x')).status).toBe(404);
      expect((await call(server, 'POST', '/v1/flows/flow-1/requests', { answer: 'x' })).status).toBe(400);
    });
  });

  describe('POST /integration', () => {
    const integrate = (body: unknown) => call(server, 'POST', '/integration', body);
    const integrationFlow = (id: string, url: string) =>
      server.storage.flows.put(flowWith(id, (f) => {
        f.integrationUrl = url;
        textQuestion(f).id = `q-crm-${id}`;
        textQuestion(f).bindingModel = 'crm.note';
      }), Date.now());

    it('forwards the answers with the question\'s binding model and returns the endpoint\'s reply', async () => {
      const endpoint = await upstream(() => ({ status: 201, json: { stored: true, ticket: 'T-7' } }));
      await integrationFlow('flow-int', endpoint.url);
      const answer = await integrate({ reference_id: 'q-crm-flow-int', flow_id: 'flow-int', body: { note: 'call me', mood: 'o-good' } });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ ok: true, status: 201, data: { stored: true, ticket: 'T-7' } });
      expect(endpoint.received).toEqual([{ reference_id: 'q-crm-flow-int', binding_model: 'crm.note', body: { note: 'call me', mood: 'o-good' } }]);
    });

    it('finds the flow by its question when no flow_id is given', async () => {
      const endpoint = await upstream(() => ({ status: 200, text: 'thanks' }));
      await integrationFlow('flow-int-search', endpoint.url);
      const answer = await integrate({ reference_id: 'q-crm-flow-int-search', body: {} });
      expect(answer.json).toEqual({ ok: true, status: 200, data: 'thanks' });
    });

    it('returns failures as data with status 200, so the flow can store them', async () => {
      const failing = await upstream(() => ({ status: 503, json: { reason: 'maintenance' } }));
      await integrationFlow('flow-int-fail', failing.url);
      const failed = await integrate({ reference_id: 'q-crm-flow-int-fail', flow_id: 'flow-int-fail', body: {} });
      expect(failed.status).toBe(200);
      expect(failed.json).toEqual({ ok: false, status: 503, error: { code: 'upstream_failed', message: 'The endpoint answered with status 503' } });

      const gone = await upstream(() => ({ status: 200 }));
      await gone.close();
      await integrationFlow('flow-int-gone', gone.url);
      const unreachable = await integrate({ reference_id: 'q-crm-flow-int-gone', body: {} });
      expect(unreachable.status).toBe(200);
      expect(unreachable.json).toEqual({ ok: false, error: { code: 'upstream_failed', message: 'The endpoint could not be reached' } });

      const none = await integrate({ reference_id: 'q-text', flow_id: 'flow-1', body: {} });
      expect(none.json).toMatchObject({ ok: false, error: { code: 'no_integration' } });
    });

    it('answers 404 for an unknown flow or question and 400 without a reference_id', async () => {
      expect((await integrate({ reference_id: 'q-text', flow_id: 'flow-missing', body: {} })).status).toBe(404);
      expect((await integrate({ reference_id: 'q-nowhere', body: {} })).status).toBe(404);
      expect((await integrate({ reference_id: 'q-nowhere', flow_id: 'flow-1', body: {} })).status).toBe(404);
      expect((await integrate({ body: {} })).status).toBe(400);
      expect((await integrate({ reference_id: 'q-text', body: ['not', 'a', 'map'] })).status).toBe(400);
    });
  });
});
