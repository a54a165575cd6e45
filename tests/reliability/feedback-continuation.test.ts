// Issue #25 finding 11: whoever held an incomplete feedback's id could take it over with X-FID (overwrite it,
// complete it into a chat and get the chat token). Continuing now needs the secret the partial save returned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, drivers, startTestServer, type TestServer } from '../server/harness';
import { feedbackBody, seedTestData } from '../server/fixtures';

describe.each(drivers)('continuing an incomplete feedback on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
    await seedTestData(server.storage);
  });
  afterAll(() => server?.stop());

  const partialSave = async (key: string) => {
    const answer = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ responses: [{ question_id: 'q-text', body: 'my own words' }] }), { 'X-COMPLETED': 'false', 'Idempotency-Key': key });
    expect(answer.status).toBe(200);
    return answer.json as { id: string; status: string; continuation_token: string };
  };
  const takeOver = { final_state_id: 'chat', responses: [{ question_id: 'q-mood', option_id: 'o-bad' }, { question_id: 'q-text', body: 'taken over' }] };

  it('returns a continuation secret with the partial save, and keeps only its hash', async () => {
    const partial = await partialSave('partial-1');
    expect(partial).toEqual({ id: expect.any(String), status: 'incomplete', continuation_token: expect.stringMatching(/^[\w-]{40,}$/) });
    // A repeat of the same save (same key) does not hand the secret out again.
    const repeat = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ responses: [{ question_id: 'q-text', body: 'my own words' }] }), { 'X-COMPLETED': 'false', 'Idempotency-Key': 'partial-1' });
    expect(repeat.json).toEqual({ id: partial.id, status: 'incomplete' });
  });

  it.each([
    ['without the secret', {}],
    ['with a wrong secret', { 'X-Continuation-Token': 'guessed-secret-guessed-secret-guessed-secret' }],
  ])('refuses a continuation %s with continuation_refused, and changes nothing', async (_what, secret) => {
    const partial = await partialSave(`partial-${Math.random()}`);
    const before = await server.storage.feedbacks.get(partial.id);
    const count = await server.storage.feedbacks.count();
    const answer = await call(server, 'POST', '/v1/feedbacks', feedbackBody(takeOver), { 'X-FID': partial.id, 'X-COMPLETED': 'true', ...secret });
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ error: 'continuation_refused', code: 13049 });
    expect(answer.json.token).toBeUndefined();
    expect(await server.storage.feedbacks.get(partial.id)).toEqual(before);
    expect(await server.storage.feedbacks.count()).toBe(count);
  });

  it('continues and completes the feedback for the holder of the secret, once', async () => {
    const partial = await partialSave('partial-owner');
    const headers = { 'X-FID': partial.id, 'X-Continuation-Token': partial.continuation_token };
    const more = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ responses: [{ question_id: 'q-text', body: 'more words' }] }), { ...headers, 'X-COMPLETED': 'false' });
    expect(more.json).toEqual({ id: partial.id, status: 'incomplete' });
    const done = await call(server, 'POST', '/v1/feedbacks', feedbackBody(takeOver), { ...headers, 'X-COMPLETED': 'true' });
    expect(done.json).toMatchObject({ id: partial.id, status: 'completed', token: expect.any(String) });
    expect((await call(server, 'POST', '/v1/feedbacks', feedbackBody(), { ...headers, 'X-COMPLETED': 'true' })).json.code).toBe(13047);
  });
});
