// Issue #19 live results: a results screen's socket (the /results namespace, an account that may read feedbacks)
// hears of a new feedback of the flow it watches, and only of that flow; an agent's is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { call, startTestServer, type TestServer } from './harness';
import { createToken, setupOwner, type Session } from './accounts-helpers';
import { RESULTS_FLOW, RESULTS_NODE } from '../support/results-flow';

const feedback = () => ({ node_id: RESULTS_NODE.id, flow_id: RESULTS_FLOW.id, created_at: new Date().toISOString(), final_state_id: 'thanks', responses: [{ question_id: 'q-nps', body: 9 }] });

describe('live results', () => {
  let server: TestServer;
  let owner: Session;
  const sockets: Socket[] = [];
  const connect = (options: { cookie?: string; token?: string }) => {
    const socket = io(`${server.url}/results`, { transports: ['websocket'], forceNew: true, auth: options.token ? { token: options.token } : {}, extraHeaders: options.cookie ? { cookie: options.cookie } : {} });
    sockets.push(socket);
    return socket;
  };
  beforeAll(async () => {
    server = await startTestServer();
    owner = await setupOwner(server);
    await server.storage.flows.put(RESULTS_FLOW, server.clock.now);
    await server.storage.nodes.put(RESULTS_NODE);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.stop();
  });

  it('tells a watching console of a new feedback of its flow', async () => {
    const socket = connect({ cookie: owner.cookie });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    expect(await socket.emitWithAck('watch_flow', { flowId: RESULTS_FLOW.id })).toEqual({ ok: true });
    const heard = new Promise<unknown>((resolve) => socket.once('results_changed', resolve));
    expect((await call(server, 'POST', '/v1/feedbacks', feedback())).status).toBe(200);
    expect(await heard).toEqual({ flowId: RESULTS_FLOW.id });
  });

  it('lets a viewer token in and keeps an agent out', async () => {
    const viewer = await createToken(server, owner, 'viewer');
    const agent = await createToken(server, owner, 'agent');
    const allowed = connect({ token: viewer.token });
    await new Promise<void>((resolve, reject) => {
      allowed.on('connect', () => resolve());
      allowed.on('connect_error', reject);
    });
    const refused = connect({ token: agent.token });
    const error = await new Promise<Error>((resolve) => refused.on('connect_error', resolve));
    expect(error.message).toBe('invalid_token');
  });
});
