// The server's log lines, captured at the most verbose level during a respondent's whole visit, carry request ids
// and none of what the respondent typed: answers, emails, phone numbers, chat text, tokens.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { startServer, type RunningServer } from '../../src/server/start';
import { call } from '../server/harness';
import { feedbackBody, seedPhoneVerification, seedTestData } from '../server/fixtures';

const SECRETS = {
  answer: 'the waiter was rude to my grandmother',
  answerEmail: 'jane.doe@example.com',
  answerPhone: '+90 532 123 45 67',
  customerEmail: 'deniz@example.com',
  customerPhone: '+905551112233',
  identity: 'edi-user@example.org',
  chatText: 'my order number is 88 and I live on Elm Street',
  chatPhone: '0532 987 65 43',
  verificationPhone: '+905449998877',
};

const lines: string[] = [];
let server: RunningServer;
let dataDir: string;
let chat: { id: string; token: string };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'canvass-logs-'));
  const log = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) }) as unknown as FastifyBaseLogger;
  const config = readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, AGENT_TOKEN: 'test-agent-token-0123456789', RATE_LIMIT_PER_MINUTE: '100000' });
  server = await startServer(config, { log, clock: () => Date.parse('2026-03-02T10:00:00Z') });
  await seedTestData(server.storage);
  await seedPhoneVerification(server.storage);

  const created = await call(server, 'POST', '/v1/feedbacks', feedbackBody({
    final_state_id: 'chat',
    responses: [{ question_id: 'q-mood', option_id: 'o-bad' }, { question_id: 'q-text', body: `${SECRETS.answer}, write to ${SECRETS.answerEmail} or call ${SECRETS.answerPhone}` }],
    customer: { name: 'Deniz', email: SECRETS.customerEmail, phone_number: SECRETS.customerPhone },
  }), { 'x-edi': SECRETS.identity, 'x-eci': 'channel-1', 'x-request-id': 'req-from-proxy-42' });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  chat = { id: created.json.id, token: created.json.token };

  const message = new FormData();
  message.append('token', chat.token);
  message.append('body', `${SECRETS.chatText}, call ${SECRETS.chatPhone}`);
  expect((await fetch(`${server.url}/v1/feedbacks/${chat.id}/chat_messages`, { method: 'POST', body: message })).status).toBe(200);
  expect((await call(server, 'GET', `/v1/feedbacks/${chat.id}/chat?token=${chat.token}`)).status).toBe(200);
  // Refused and failing requests log more than successful ones.
  expect((await call(server, 'POST', '/v1/feedbacks', { node_id: 'node-1', responses: SECRETS.answerEmail })).status).toBe(400);
  expect((await call(server, 'GET', `/v1/nodes/node-1/customers/${SECRETS.customerEmail}`)).status).toBeGreaterThanOrEqual(200);
  expect((await call(server, 'POST', '/v1/customers/send_verification_token', { address: SECRETS.verificationPhone, kind: 'sms', question_id: 'q-phone' })).status).toBe(200);
  expect((await call(server, 'GET', `/feedback?node_id=node-1&responses=${Buffer.from(SECRETS.answerEmail).toString('base64url')}&edi=${SECRETS.identity}`)).status).toBeLessThan(600);
});

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server logs', () => {
  it('were captured', () => {
    expect(lines.some((line) => line.includes('incoming request'))).toBe(true);
    expect(lines.some((line) => line.includes('request completed'))).toBe(true);
  });

  it('never contain answers, emails, phone numbers, chat text or tokens', () => {
    const text = lines.join('');
    const secrets = [...Object.values(SECRETS), chat.token, SECRETS.answerPhone.replace(/\D/g, ''), SECRETS.chatPhone.replace(/\D/g, ''), Buffer.from(SECRETS.answerEmail).toString('base64url')];
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
  });

  it('carry a request id on every request line, the proxy\'s own when it sent one', () => {
    const requestLines = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string }).filter((entry) => entry.msg === 'incoming request');
    expect(requestLines.length).toBeGreaterThan(5);
    expect(requestLines.every((entry) => typeof entry.reqId === 'string' && entry.reqId.length > 0)).toBe(true);
    expect(requestLines.some((entry) => entry.reqId === 'req-from-proxy-42')).toBe(true);
  });

  it('show where a request went with its query values filtered', () => {
    expect(lines.some((line) => line.includes(`/v1/feedbacks/${chat.id}/chat?token=[Filtered]`))).toBe(true);
  });
});

describe('request ids', () => {
  it('are answered in X-Request-Id: the given one when it looks like an id, a fresh one otherwise', async () => {
    expect((await call(server, 'GET', '/healthz', undefined, { 'x-request-id': 'abc-123' })).headers.get('x-request-id')).toBe('abc-123');
    const replaced = (await call(server, 'GET', '/healthz', undefined, { 'x-request-id': 'not an id <script>' })).headers.get('x-request-id');
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
  });
});
