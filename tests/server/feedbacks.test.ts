import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { feedbackBody, seedTestData } from './fixtures';

describe.each(drivers)('POST /v1/feedbacks on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
    await seedTestData(server.storage);
  });
  afterAll(() => server.stop());

  it('stores a completed feedback and answers its id and status (SPEC 3.5)', async () => {
    const answer = await call(server, 'POST', '/v1/feedbacks', feedbackBody(), { 'X-COMPLETED': 'true', 'X-SDI': 'sdi-1', 'X-SCI': 'sci-1' });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ id: expect.any(String), status: 'completed' });
    const stored = await server.storage.feedbacks.get(answer.json.id);
    expect(stored?.completed).toBe(true);
    expect(stored?.payload.responses).toHaveLength(2);
    expect(stored?.identity).toEqual({ sdi: 'sdi-1', sci: 'sci-1' });
    expect(stored?.chatToken).toBeNull();
  });

  it('gives a chat token when the flow ended in a chat-style state', async () => {
    const answer = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ final_state_id: 'chat', responses: [{ question_id: 'q-mood', option_id: 'o-bad' }] }));
    expect(answer.json).toEqual({ id: expect.any(String), status: 'completed', token: expect.any(String) });
    expect((await server.storage.feedbacks.get(answer.json.id))?.chatStatus).toBe('open');
  });

  it('never stores a retried submit twice (Idempotency-Key)', async () => {
    const headers = { 'Idempotency-Key': 'retry-key-1' };
    const first = await call(server, 'POST', '/v1/feedbacks', feedbackBody(), headers);
    const again = await Promise.all([1, 2, 3].map(() => call(server, 'POST', '/v1/feedbacks', feedbackBody(), headers)));
    for (const answer of again) expect(answer.json.id).toBe(first.json.id);
  });

  it('continues a partial save (X-COMPLETED false, then X-FID) into one feedback (SPEC 4.3)', async () => {
    const partial = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ responses: [{ question_id: 'q-mood', option_id: 'o-good' }] }), { 'X-COMPLETED': 'false' });
    expect(partial.json.status).toBe('incomplete');
    // The partial save's secret continues it (issue #25 finding 11).
    const done = await call(server, 'POST', '/v1/feedbacks', feedbackBody(), { 'X-COMPLETED': 'true', 'X-FID': partial.json.id, 'X-Continuation-Token': partial.json.continuation_token });
    expect(done.json).toEqual({ id: partial.json.id, status: 'completed' });
    const stored = await server.storage.feedbacks.get(partial.json.id);
    expect(stored?.completed).toBe(true);
    expect(stored?.payload.responses).toHaveLength(2);
  });

  it('refuses to continue a feedback that does not exist or is already complete', async () => {
    const missing = await call(server, 'POST', '/v1/feedbacks', feedbackBody(), { 'X-FID': 'no-such-feedback', 'X-Continuation-Token': 'some-secret' });
    expect(missing.status).toBe(404);
    expect(missing.json.code).toBe(13046);
    // A feedback completed at once has no continuation secret: nobody continues it (issue #25 finding 11).
    const complete = await call(server, 'POST', '/v1/feedbacks', feedbackBody());
    const again = await call(server, 'POST', '/v1/feedbacks', feedbackBody(), { 'X-FID': complete.json.id, 'X-Continuation-Token': 'some-secret' });
    expect(again.status).toBe(403);
    expect(again.json.code).toBe(13049);
    // The holder of a completed feedback's secret learns it is complete.
    const partial = await call(server, 'POST', '/v1/feedbacks', feedbackBody(), { 'X-COMPLETED': 'false' });
    const secret = { 'X-FID': partial.json.id, 'X-Continuation-Token': partial.json.continuation_token };
    await call(server, 'POST', '/v1/feedbacks', feedbackBody(), secret);
    const twice = await call(server, 'POST', '/v1/feedbacks', feedbackBody(), secret);
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe(13047);
  });

  it('names the wrong field of an invalid body, with no stack trace', async () => {
    const answer = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ responses: [{ question_id: 'q-mood', option: 'o-good' }] }));
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('invalid_request');
    expect(answer.json.problems).toContainEqual({ path: 'responses[0].option', message: 'is not a known field (did you mean "option_id"?)' });
    expect(answer.text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses answers to questions or options the flow does not have', async () => {
    const answer = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ responses: [{ question_id: 'q-nope', body: 'x' }, { question_id: 'q-mood', option_id: 'o-nope' }] }));
    expect(answer.status).toBe(400);
    expect(answer.json.problems.map((p: { path: string }) => p.path)).toEqual(['responses[0].question_id', 'responses[1].option_id']);
  });

  it('accepts matrix answers keyed by statement id (SPEC 3.5)', async () => {
    const answer = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ responses: [{ question_id: 'st-food', option_id: 'o-2' }] }));
    expect(answer.status).toBe(200);
  });

  it('answers 404 for an unknown node or flow and 403 for a passive node', async () => {
    expect((await call(server, 'POST', '/v1/feedbacks', feedbackBody({ node_id: 'node-x' }))).status).toBe(404);
    // A flow the node does not show is refused as such, whether or not it exists (issue #25 finding 8).
    expect((await call(server, 'POST', '/v1/feedbacks', feedbackBody({ flow_id: 'flow-x' }))).json.code).toBe(12003);
    await server.storage.nodes.put({ id: 'node-off', name: 'Off', flow_id: 'flow-1', status: 'passive' });
    const passive = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ node_id: 'node-off' }));
    expect(passive.status).toBe(403);
    expect(passive.json.code).toBe(12001);
  });

  it('refuses a second feedback from one device while the node forbids it (SPEC 4.4 code 13045)', async () => {
    await server.storage.nodes.put({ id: 'node-once', name: 'Once', flow_id: 'flow-1', status: 'active', prevent_multiple_feedback: true, multiple_feedback_delay_period: 3600 });
    const body = feedbackBody({ node_id: 'node-once', device_id: 'device-once' });
    expect((await call(server, 'POST', '/v1/feedbacks', body)).status).toBe(200);
    const second = await call(server, 'POST', '/v1/feedbacks', body);
    expect(second.status).toBe(400);
    expect(second.json.code).toBe(13045);
    expect((await call(server, 'POST', '/v1/feedbacks', feedbackBody({ node_id: 'node-once', device_id: 'device-other' }))).status).toBe(200);
    server.clock.now += 3601_000;
    expect((await call(server, 'POST', '/v1/feedbacks', body)).status).toBe(200);
  });
});
