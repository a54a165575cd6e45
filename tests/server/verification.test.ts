import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { seedPhoneVerification } from './fixtures';

const PHONE = '+90 555 123 45 67';

/** SPEC 7 sends these calls as a form; the browser client sends JSON. Both are accepted. */
async function postForm(server: TestServer, pathname: string, fields: Record<string, string>) {
  const response = await fetch(`${server.url}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  return { status: response.status, json: await response.json() };
}

describe.each(drivers)('phone verification on %s (SPEC 4.5, 7)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
    await seedPhoneVerification(server.storage);
  });
  afterAll(() => server.stop());

  // Each case starts an hour after the last, so the hourly limit of codes per number (tests/reliability/sms-verification.test.ts) stays out of the way.
  beforeEach(() => void (server.clock.now += 3_600_000));
  const send = (address = PHONE) => call(server, 'POST', '/v1/customers/send_verification_token', { address, kind: 'sms', question_id: 'q-phone' });
  const verify = (id: string, token: string) => call(server, 'POST', '/v1/customers/verify', { verification_id: id, token });
  /** The code in the newest SMS, as the respondent reads it off their phone. */
  const codeFromSms = () => /\b(\d{6})\b/.exec(server.sms.at(-1)!.text)![1]!;
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('texts a 6-digit code to the number and confirms it with a fresh proof token', async () => {
    const sent = await send();
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ id: expect.any(String) });
    expect(server.sms.at(-1)).toEqual({ address: PHONE, text: expect.stringMatching(/\b\d{6}\b/) });
    const code = codeFromSms();

    const verified = await verify(sent.json.id, code);
    expect(verified.status).toBe(200);
    expect(verified.json).toEqual({ address: PHONE, token: expect.stringMatching(/^[A-Za-z0-9_-]{32,}$/) });
    expect(verified.json.token).not.toContain(code);
  });

  it('keeps only a hash of the code, never the code itself', async () => {
    const sent = await send();
    const code = codeFromSms();
    const stored = await server.storage.verifications.get(sent.json.id);
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('works with the form encoding of SPEC 7 from start to end', async () => {
    const sent = await postForm(server, '/v1/customers/send_verification_token', { address: '+905551234567', kind: 'sms', question_id: 'q-phone' });
    expect(sent.status).toBe(200);
    const verified = await postForm(server, '/v1/customers/verify', { verification_id: sent.json.id, token: codeFromSms() });
    expect(verified).toEqual({ status: 200, json: { address: '+905551234567', token: expect.any(String) } });
  });

  it('says a wrong code is wrong in the words of SPEC 5, and still takes the right one afterwards', async () => {
    const sent = await send();
    const code = codeFromSms();
    const wrong = await verify(sent.json.id, otherThan(code));
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ error: 'verification_wrong_code', message: 'The verification code you entered is wrong.' });
    expect((await verify(sent.json.id, code)).status).toBe(200);
  });

  it('takes a code only once', async () => {
    const sent = await send();
    const code = codeFromSms();
    expect((await verify(sent.json.id, code)).status).toBe(200);
    const again = await verify(sent.json.id, code);
    expect(again.status).toBe(400);
    expect(again.json.error).toBe('verification_expired');
  });

  it('refuses a code after its 10 minutes, and takes it just before', async () => {
    const early = await send();
    const earlyCode = codeFromSms();
    const late = await send();
    const lateCode = codeFromSms();
    const start = server.clock.now;
    try {
      server.clock.now = start + 10 * 60_000 - 1000;
      expect((await verify(early.json.id, earlyCode)).status).toBe(200);
      server.clock.now = start + 10 * 60_000;
      const expired = await verify(late.json.id, lateCode);
      expect(expired.status).toBe(400);
      expect(expired.json).toMatchObject({ error: 'verification_expired', message: expect.stringMatching(/expired/) });
    } finally {
      server.clock.now = start;
    }
  });

  it('stops after five attempts: even the right code is then refused', async () => {
    const sent = await send();
    const code = codeFromSms();
    for (let i = 0; i < 5; i++) expect((await verify(sent.json.id, otherThan(code))).json.error).toBe('verification_wrong_code');
    const blocked = await verify(sent.json.id, code);
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toBe('verification_too_many_attempts');
  });

  it('counts guesses made at the same time, so parallel guessing gets no more than five tries', async () => {
    const sent = await send();
    const code = codeFromSms();
    const guesses = await Promise.all(Array.from({ length: 12 }, () => verify(sent.json.id, otherThan(code))));
    expect(guesses.filter((g) => g.json.error === 'verification_wrong_code')).toHaveLength(5);
    expect(guesses.filter((g) => g.json.error === 'verification_too_many_attempts')).toHaveLength(7);
    expect((await verify(sent.json.id, code)).status).toBe(429);
  });

  it('refuses what is not a phone number, another kind, and a missing question', async () => {
    const count = server.sms.length;
    for (const address of ['call me', '12345', '((((((', '+90 555 123 45 67 89 01 23', '']) {
      const answer = await send(address);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe('Please enter a valid phone number.');
    }
    expect((await call(server, 'POST', '/v1/customers/send_verification_token', { address: PHONE, kind: 'email', question_id: 'q' })).status).toBe(400);
    expect((await call(server, 'POST', '/v1/customers/send_verification_token', { address: PHONE, kind: 'sms' })).status).toBe(400);
    expect(server.sms).toHaveLength(count);
  });

  it('answers 404 for an unknown verification and 400 without a code', async () => {
    expect((await verify('00000000-0000-4000-8000-000000000000', '123456')).status).toBe(404);
    const sent = await send();
    expect((await call(server, 'POST', '/v1/customers/verify', { verification_id: sent.json.id })).status).toBe(400);
  });
});

describe('phone verification rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    await seedPhoneVerification(server.storage);
  });
  afterAll(() => server.stop());

  it('answers 429 with Retry-After once a client asks for too many codes or tries too many in a minute', async () => {
    const sends = [];
    for (let i = 0; i < 4; i++) sends.push(await call(server, 'POST', '/v1/customers/send_verification_token', { address: PHONE, kind: 'sms', question_id: 'q-phone' }));
    expect(sends.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(sends[3]!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(server.sms).toHaveLength(3);
    const verifies = [];
    for (let i = 0; i < 4; i++) verifies.push(await call(server, 'POST', '/v1/customers/verify', { verification_id: sends[0]!.json.id, token: '000000' }));
    expect(verifies.at(-1)!.status).toBe(429);
    expect(verifies.at(-1)!.json.error).toBe('rate_limited');
  });
});
