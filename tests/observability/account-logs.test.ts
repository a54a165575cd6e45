// Issue #17: the log of a whole account life (setup, sign-in right and wrong, invitation, tokens, sign-out, password
// change, AGENT_TOKEN) never carries a password, a token, a session id or a CSRF token.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { setupLinkIfNoOwner } from '../../src/server/accounts/setup-link';
import { startServer, type RunningServer } from '../../src/server/start';
import { call } from '../server/harness';
import { sessionCookieOf } from '../server/accounts-helpers';

const AGENT_TOKEN = 'legacy-agent-token-0123456789';
const lines: string[] = [];
const secrets: string[] = [AGENT_TOKEN];
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'canvass-account-logs-'));
  const log = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) }) as unknown as FastifyBaseLogger;
  server = await startServer(readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, AGENT_TOKEN, RATE_LIMIT_PER_MINUTE: '100000' }), { log });
  const keep = (...values: string[]) => secrets.push(...values);

  const setupToken = new URL((await setupLinkIfNoOwner(server.storage, server.url, Date.now()))!).searchParams.get('token')!;
  const password = 'owner-secret-passphrase-1';
  keep(setupToken, password);
  expect((await call(server, 'GET', `/v1/auth/setup?token=${setupToken}`)).status).toBe(200);
  const setup = await call(server, 'POST', '/v1/auth/setup', { token: setupToken, email: 'owner@example.com', display_name: 'Owner', password });
  const cookie = sessionCookieOf(setup.headers);
  const csrf = setup.json.csrf_token as string;
  keep(cookie.split('=')[1]!, csrf);
  const owner = { cookie, 'x-csrf-token': csrf };

  const wrong = 'wrong-guess-passphrase-9';
  keep(wrong);
  expect((await call(server, 'POST', '/v1/auth/sign-in', { email: 'owner@example.com', password: wrong })).status).toBe(401);
  const signedIn = await call(server, 'POST', '/v1/auth/sign-in', { email: 'owner@example.com', password });
  keep(sessionCookieOf(signedIn.headers).split('=')[1]!, signedIn.json.csrf_token);
  expect((await call(server, 'POST', '/v1/manage/invitations', { email: 'x@example.com', role: 'viewer' }, { cookie, 'x-csrf-token': 'forged' })).status).toBe(403);

  const invited = await call(server, 'POST', '/v1/manage/invitations', { email: 'agent@example.com', role: 'agent' }, owner);
  const inviteToken = new URL(invited.json.url).searchParams.get('token')!;
  const agentPassword = 'agent-secret-passphrase-2';
  keep(inviteToken, agentPassword);
  expect((await call(server, 'GET', `/v1/auth/invitation?token=${inviteToken}`)).status).toBe(200);
  const accepted = await call(server, 'POST', '/v1/auth/invitation/accept', { token: inviteToken, display_name: 'Agent A', password: agentPassword });
  keep(sessionCookieOf(accepted.headers).split('=')[1]!, accepted.json.csrf_token);

  const token = await call(server, 'POST', '/v1/manage/tokens', { name: 'ci', role: 'editor' }, owner);
  keep(token.json.token);
  expect((await call(server, 'GET', '/v1/manage/tokens', undefined, { authorization: `Bearer ${token.json.token}` })).status).toBe(200);
  expect((await call(server, 'GET', '/v1/manage/tokens', undefined, { authorization: 'Bearer cvs_not-a-real-token-but-secret-looking' })).status).toBe(401);
  keep('cvs_not-a-real-token-but-secret-looking');
  expect((await call(server, 'GET', '/v1/agent/chats', undefined, { authorization: `Bearer ${AGENT_TOKEN}` })).status).toBe(200);

  const newPassword = 'owner-new-passphrase-3';
  keep(newPassword);
  expect((await call(server, 'POST', '/v1/auth/password', { current_password: password, new_password: newPassword }, owner)).status).toBe(204);
  expect((await call(server, 'POST', '/v1/auth/sign-out', undefined, owner)).status).toBeLessThan(500);
});

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('account logs', () => {
  it('were captured, with the AGENT_TOKEN deprecation warning', () => {
    expect(lines.some((line) => line.includes('/v1/auth/sign-in'))).toBe(true);
    expect(lines.some((line) => line.includes('AGENT_TOKEN') && line.includes('this release only'))).toBe(true);
  });

  it('never contain passwords, tokens, session ids or CSRF tokens', () => {
    const text = lines.join('');
    expect(secrets.length).toBeGreaterThan(14);
    for (const secret of secrets) expect(text, `a secret of ${secret.length} characters`).not.toContain(secret);
  });
});
