// The agent workspace's reports (issue #22) on every driver, computed by the database: chats per day in the caller's
// time zone, first response and resolution times, ratings per agent; who may read them and which ranges are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { feedbackBody, seedTestData } from './fixtures';
import type { Chat } from './chat-helpers';
import { inviteAndAccept, setupOwner, withSession, type Session } from './accounts-helpers';

const MINUTE = 60_000;

describe.each(drivers)('the agent reports on %s', (driver) => {
  let server: TestServer;
  let owner: Session;
  let ece: Session;
  let mert: Session;
  let viewer: Session;

  const at = (iso: string) => void (server.clock.now = Date.parse(iso));
  const later = (ms: number) => void (server.clock.now += ms);
  const chatAt = async (iso: string): Promise<Chat> => {
    at(iso);
    const answer = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ final_state_id: 'chat', responses: [{ question_id: 'q-mood', option_id: 'o-bad' }] }));
    expect(answer.status).toBe(200);
    return { id: answer.json.id, token: answer.json.token };
  };
  const reply = async (session: Session, chat: Chat, body: string) => {
    const form = new FormData();
    form.append('body', body);
    const response = await fetch(`${server.url}/v1/agent/chats/${chat.id}/messages`, { method: 'POST', body: form, headers: withSession(session) });
    expect(response.status).toBe(200);
  };
  const setStatus = async (session: Session, chat: Chat, status: string) => expect((await call(server, 'POST', `/v1/agent/chats/${chat.id}/status`, { status }, withSession(session))).status).toBe(200);
  const assign = async (chat: Chat, session: Session) => expect((await call(server, 'POST', `/v1/agent/chats/${chat.id}/assignee`, { user_id: session.userId }, withSession(session))).status).toBe(200);
  const rate = async (chat: Chat, rating: number) => expect((await call(server, 'POST', `/v1/feedbacks/${chat.id}/chat_ratings`, { token: chat.token, rating })).status).toBe(200);
  const report = async (query: string, session = ece) => call(server, 'GET', `/v1/agent/reports${query}`, undefined, withSession(session));

  beforeAll(async () => {
    // The test's clock crosses days: sessions made at its start still work at its end.
    server = await startTestServer({ driver, env: { SESSION_IDLE_MINUTES: '100000', SESSION_MAX_HOURS: '10000' } });
    await seedTestData(server.storage);
    owner = await setupOwner(server);
    ece = await inviteAndAccept(server, owner, 'ece@example.com', 'agent', 'Ece Yılmaz');
    mert = await inviteAndAccept(server, owner, 'mert@example.com', 'agent', 'Mert Kaya');
    viewer = await inviteAndAccept(server, owner, 'viewer@example.com', 'viewer');

    // 2 March, 13:00 in Istanbul (UTC+3): Ece answers after 2 minutes and closes after 10; the customer smiles.
    const first = await chatAt('2026-03-02T10:00:00Z');
    await assign(first, ece);
    later(2 * MINUTE);
    await reply(ece, first, 'Hello, looking into it');
    later(8 * MINUTE);
    await setStatus(ece, first, 'closed');
    await rate(first, 100);
    // 14:00: Mert answers after 1 minute; the customer frowns; it stays open.
    const second = await chatAt('2026-03-02T11:00:00Z');
    await assign(second, mert);
    later(MINUTE);
    await reply(mert, second, 'Hi!');
    await rate(second, 0);
    // 15:00: closed and opened again: not resolved. No one has it; the customer is neutral.
    const reopened = await chatAt('2026-03-02T12:00:00Z');
    later(5 * MINUTE);
    await setStatus(ece, reopened, 'closed');
    await setStatus(ece, reopened, 'open');
    await rate(reopened, 50);
    // 3 March 23:30 UTC is 4 March 02:30 in Istanbul; no one answers.
    await chatAt('2026-03-03T23:30:00Z');
  });
  afterAll(() => server?.stop());

  it('counts chats per day in the caller\'s time zone, with the first response and resolution times of each day', async () => {
    const answer = await report('?from=2026-03-02&to=2026-03-04&utc_offset=180');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.days).toEqual([
      { date: '2026-03-02', chats: 3, first_responses: 2, first_response_seconds: 90, resolved: 1, resolution_seconds: 600 },
      { date: '2026-03-03', chats: 0, first_responses: 0, first_response_seconds: null, resolved: 0, resolution_seconds: null },
      { date: '2026-03-04', chats: 1, first_responses: 0, first_response_seconds: null, resolved: 0, resolution_seconds: null },
    ]);
    expect(answer.json.totals).toEqual({ chats: 4, first_responses: 2, first_response_seconds: 90, resolved: 1, resolution_seconds: 600 });
    // In UTC the late chat is on the 3rd.
    const utc = await report('?from=2026-03-02&to=2026-03-04');
    expect(utc.json.days.map((day: { chats: number }) => day.chats)).toEqual([3, 1, 0]);
  });

  it('gives each agent the ratings of the chats they have, and the unassigned ones apart', async () => {
    const answer = await report('?from=2026-03-01&to=2026-03-31');
    expect(answer.json.ratings).toEqual({ good: 1, neutral: 1, bad: 1 });
    expect(answer.json.agents).toEqual([
      { agent: { id: ece.userId, display_name: 'Ece Yılmaz' }, ratings: { good: 1, neutral: 0, bad: 0 } },
      { agent: { id: mert.userId, display_name: 'Mert Kaya' }, ratings: { good: 0, neutral: 0, bad: 1 } },
      { agent: null, ratings: { good: 0, neutral: 1, bad: 0 } },
    ]);
    // A period before any of it has days of zeros and no ratings.
    const before = await report('?from=2026-02-01&to=2026-02-07');
    expect(before.json.days).toHaveLength(7);
    expect(before.json.totals.chats).toBe(0);
    expect(before.json.agents).toEqual([]);
  });

  it('defaults to the last 7 days ending today, and refuses backwards, too long or impossible ranges', async () => {
    at('2026-03-05T12:00:00Z');
    const recent = await report('');
    expect([recent.json.from, recent.json.to]).toEqual(['2026-02-27', '2026-03-05']);
    expect(recent.json.totals.chats).toBe(4);
    for (const query of ['?from=2026-03-05&to=2026-03-01', '?from=2025-01-01&to=2026-03-01', '?from=2026-02-30&to=2026-03-01', '?to=yesterday', '?utc_offset=900']) {
      expect((await report(query)).status, query).toBe(400);
    }
  });

  it('is for agents and owners, not viewers or anyone signed out', async () => {
    expect((await report('', owner)).status).toBe(200);
    expect((await report('', viewer)).status).toBe(403);
    expect((await call(server, 'GET', '/v1/agent/reports')).status).toBe(401);
  });
});
