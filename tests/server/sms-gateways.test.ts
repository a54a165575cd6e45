// Issue #20: phone_verification codes leave through a real SMS adapter. A gateway started here on loopback receives
// the code from the generic HTTP adapter and from the Twilio adapter, and the respondent's flow verifies with the
// code the gateway got and submits the proven number through the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './harness';
import { PHONE_FLOW, PHONE_NODE, seedPhoneVerification } from './fixtures';
import { startSmsGateway, type GatewayRequest, type SmsGateway } from '../support/sms-gateway';

const NUMBER = '+90 555 123 45 67';

async function sendVerifyAndSubmit(server: TestServer, gateway: SmsGateway, readCode: (request: GatewayRequest) => string) {
  const sent = await call(server, 'POST', '/v1/customers/send_verification_token', { address: NUMBER, kind: 'sms', question_id: 'q-phone' });
  expect(sent.status).toBe(200);
  const code = readCode(gateway.requests.at(-1)!);
  expect(code).toMatch(/^\d{6}$/);
  const verified = await call(server, 'POST', '/v1/customers/verify', { verification_id: sent.json.id, token: code });
  expect(verified.status).toBe(200);
  const submitted = await call(server, 'POST', '/v1/feedbacks', {
    node_id: PHONE_NODE.id, flow_id: PHONE_FLOW.id, created_at: '2026-03-02T10:00:00.000Z', language_id: 1, final_state_id: 'thanks',
    responses: [{ question_id: 'q-phone', body: NUMBER, verification_id: sent.json.id, verification_code: code }],
  });
  expect(submitted.status).toBe(200);
  expect(submitted.json.status).toBe('completed');
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describe('SMS through the generic HTTP adapter', () => {
  let gateway: SmsGateway;
  let server: TestServer;
  beforeAll(async () => {
    gateway = await startSmsGateway();
    server = await startTestServer({
      env: {
        SMS_SENDER: 'http',
        SMS_HTTP_URL: `${gateway.url}/send?to={to}&sender=Canvass`,
        SMS_HTTP_BODY: '{"message":"{text}","recipient":"{to}","note":"say \\"hi\\""}',
        SMS_HTTP_AUTH_HEADER: 'X-Api-Key: gateway-key: with colon',
      },
    });
    await seedPhoneVerification(server.storage);
  });
  afterAll(async () => {
    await server.stop();
    await gateway.close();
  });

  it('sends the code as the templates say, and the flow verifies with it', async () => {
    await sendVerifyAndSubmit(server, gateway, (request) => codeIn(JSON.parse(request.body).message));
    const request = gateway.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/send?to=${encodeURIComponent(NUMBER)}&sender=Canvass`);
    expect(request.headers['x-api-key']).toBe('gateway-key: with colon');
    expect(request.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({ recipient: NUMBER, note: 'say "hi"', message: expect.stringMatching(/^Your verification code is \d{6}$/) });
    expect(server.sms).toEqual([]);
  });

  it('answers 502 when the gateway refuses', async () => {
    gateway.answerWith(500);
    const sent = await call(server, 'POST', '/v1/customers/send_verification_token', { address: '+90 555 000 11 22', kind: 'sms', question_id: 'q-phone' });
    expect(sent.status).toBe(502);
    expect(sent.json.error).toBe('upstream_failed');
    gateway.answerWith(200, '{}');
  });
});

describe('SMS through the Twilio adapter', () => {
  let gateway: SmsGateway;
  let server: TestServer;
  beforeAll(async () => {
    gateway = await startSmsGateway();
    gateway.answerWith(201, '{"sid":"SM123","status":"queued"}');
    server = await startTestServer({
      env: { SMS_SENDER: 'twilio', TWILIO_API_URL: gateway.url, TWILIO_ACCOUNT_SID: 'AC0123456789abcdef', TWILIO_AUTH_TOKEN: 'twilio-secret', TWILIO_FROM: '+15005550006' },
    });
    await seedPhoneVerification(server.storage);
  });
  afterAll(async () => {
    await server.stop();
    await gateway.close();
  });

  it('posts the Messages API form with basic credentials, and the flow verifies with the code', async () => {
    await sendVerifyAndSubmit(server, gateway, (request) => codeIn(new URLSearchParams(request.body).get('Body') ?? ''));
    const request = gateway.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('AC0123456789abcdef:twilio-secret').toString('base64')}`);
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request.body);
    expect([form.get('To'), form.get('From')]).toEqual([NUMBER, '+15005550006']);
  });

  it('answers 502 when Twilio refuses (a 400 for a bad number)', async () => {
    gateway.answerWith(400, '{"code":21211,"message":"Invalid To number"}');
    const sent = await call(server, 'POST', '/v1/customers/send_verification_token', { address: '+90 555 000 11 23', kind: 'sms', question_id: 'q-phone' });
    expect(sent.status).toBe(502);
  });
});

describe('SMS settings', () => {
  it('refuse to start with an adapter missing its settings or an unknown adapter', async () => {
    const { readConfig } = await import('../../src/server/config');
    expect(() => readConfig({ SMS_SENDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow('SMS_SENDER=twilio needs TWILIO_AUTH_TOKEN');
    expect(() => readConfig({ SMS_SENDER: 'http' })).toThrow('SMS_SENDER=http needs SMS_HTTP_URL');
    expect(() => readConfig({ SMS_SENDER: 'http', SMS_HTTP_URL: 'ftp://x' })).toThrow('must start with http');
    expect(() => readConfig({ SMS_SENDER: 'pigeon' })).toThrow('SMS_SENDER must be log, http or twilio');
    expect(readConfig({}).sms).toEqual({ sender: 'log' });
  });
});
