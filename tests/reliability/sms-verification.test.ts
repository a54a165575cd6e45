// Issue #25 finding 9: SMS pumping and trusted verification. Codes are texted only for a phone_verification question
// a node shows, a few per number and per asking address in an hour; a submitted phone_verification answer must carry
// a verification the server confirmed for that number and question (the browser's `verified: true` is not proof).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, drivers, startTestServer, type TestServer } from '../server/harness';
import { PHONE_FLOW, PHONE_NODE, seedPhoneVerification } from '../server/fixtures';

const NUMBER = '+90 555 123 45 67';
const HOUR = 3_600_000;

describe.each(drivers)('phone verification against pumping and forged proofs on %s', (driver) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer({ driver });
    await seedPhoneVerification(server.storage);
  });
  afterEach(() => server.stop());

  const send = (address = NUMBER, question_id = 'q-phone', headers: Record<string, string> = {}) =>
    call(server, 'POST', '/v1/customers/send_verification_token', { address, kind: 'sms', question_id }, headers);
  const codeFromSms = () => /\b(\d{6})\b/.exec(server.sms.at(-1)!.text)![1]!;
  const submit = (answer: Record<string, unknown>) =>
    call(server, 'POST', '/v1/feedbacks', {
      node_id: PHONE_NODE.id, flow_id: PHONE_FLOW.id, created_at: '2026-03-02T10:00:00.000Z', language_id: 1, final_state_id: 'thanks',
      responses: [{ question_id: 'q-phone', ...answer }],
    });
  const verified = async (address = NUMBER) => {
    const sent = await send(address);
    const code = codeFromSms();
    expect((await call(server, 'POST', '/v1/customers/verify', { verification_id: sent.json.id, token: code })).status).toBe(200);
    return { id: sent.json.id as string, code };
  };

  it('texts no code for a question id no shown flow asks a phone verification with', async () => {
    for (const question of ['q-made-up', 'e-phone']) {
      const answer = await send(NUMBER, question);
      expect(answer.status).toBe(400);
      expect(answer.json.error).toBe('verification_question_unknown');
    }
    // The flow's question stops counting once no node shows the flow.
    await server.storage.nodes.put({ ...PHONE_NODE, flow_id: 'flow-other' });
    expect((await send()).json.error).toBe('verification_question_unknown');
    expect(server.sms).toEqual([]);
  });

  it('texts one number at most 5 codes an hour, however it is written, and again after the hour', async () => {
    const statuses = [];
    for (const written of ['+90 555 123 45 67', '+905551234567', '+90 (555) 123-45-67', '+90 555 123 45 67', '+90 555 123 45 67', '+90 555 123 45 67']) statuses.push((await send(written)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(server.sms).toHaveLength(5);
    expect((await send('+90 555 765 43 21')).status).toBe(200);
    server.clock.now += HOUR;
    expect((await send()).status).toBe(200);
  });

  it('texts at most 20 codes an hour for one asking address, whatever the numbers', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await send(`+90 555 100 ${String(i).padStart(4, '0')}`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(server.sms).toHaveLength(20);
  });

  it('stores a verified number with its proof and refuses the answer without one, with a wrong code, or for another number', async () => {
    const proof = await verified();
    const other = await verified('+90 555 765 43 21');
    const before = await server.storage.feedbacks.count();
    for (const forged of [
      { body: '+905551234567' },
      { body: '+905551234567', verification_id: proof.id, verification_code: String((Number(proof.code) + 1) % 1_000_000).padStart(6, '0') },
      { body: '+905551234567', verification_id: other.id, verification_code: other.code },
      { body: '+905559999999', verification_id: proof.id, verification_code: proof.code },
    ]) {
      const answer = await submit(forged);
      expect(answer.status, JSON.stringify(forged)).toBe(400);
      expect(answer.json).toMatchObject({ error: 'phone_not_verified', problems: [{ path: 'responses[0]' }] });
    }
    expect(await server.storage.feedbacks.count()).toBe(before);
    expect((await submit({ body: '+905551234567', verification_id: proof.id, verification_code: proof.code })).status).toBe(200);
    expect(await server.storage.feedbacks.count()).toBe(before + 1);
  });

  it('refuses a sent code nobody confirmed as proof', async () => {
    const sent = await send();
    const answer = await submit({ body: '+905551234567', verification_id: sent.json.id, verification_code: codeFromSms() });
    expect(answer.json.error).toBe('phone_not_verified');
  });
});
