// Issue #20, email: an SMTP server started here receives the invitation, the password reset (whose link then sets a
// new password and the person signs in with it), "a new chat is waiting" and the results digest, all sent by the
// real server over SMTP_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Flow } from '../../src/types/schemas';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { feedbackBody, seedTestData } from './fixtures';
import { inviteAndAccept, setupOwner, signIn, withSession, type Session } from './accounts-helpers';
import { openChat } from './chat-helpers';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';
import { startWebhookReceiver } from './webhook-receiver';

const DAY = 24 * 3_600_000;
const linkIn = (text: string, path: string) => {
  const found = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(text)?.[0];
  if (!found) throw new Error(`no ${path} link in:\n${text}`);
  return new URL(found);
};

/** A flow whose first score question is the digest's headline. */
const NPS_FLOW: Flow = {
  id: 'flow-nps',
  name: 'Checkout <NPS>',
  languages: [{ id: 1, code: 'en', name: 'English' }],
  states: [
    { id: 'n1', isInitialState: true, elements: [{ id: 'e-nps', type: 'question', question: { id: 'q-nps', style: 'score', body: { en: 'How likely are you to recommend us?' } } }, { id: 'e-go', type: 'next_page' }] },
    { id: 'thanks', style: 'thank', elements: [{ id: 'e-thanks', type: 'label', body: { en: '# Thanks' } }] },
  ],
  transitions: [{ fromStateId: 'n1', toStateId: 'thanks' }],
};

describe.each(drivers)('email on %s', (driver) => {
  let smtp: SmtpPeer;
  let server: TestServer;
  let owner: Session;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    server = await startTestServer({ driver, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Canvass <noreply@feedback.example.com>', PUBLIC_URL: 'http://127.0.0.1:1' } });
    // The links point at PUBLIC_URL; the test follows them on the real port.
    await seedTestData(server.storage);
    await server.storage.flows.put(NPS_FLOW, server.clock.now);
    await server.storage.nodes.put({ id: 'node-nps', name: 'NPS node', flow_id: 'flow-nps', status: 'active', operating: true, operating_24_7: true });
    owner = await setupOwner(server);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('emails an invitation in the language asked for, and its link creates the account', async () => {
    const invited = await call(server, 'POST', '/v1/manage/invitations', { email: 'Ayse@Example.com', role: 'agent', language: 'tr' }, withSession(owner));
    expect(invited.status).toBe(201);
    expect(invited.json.mailed).toBe(true);
    const mail = await smtp.next('ayse@example.com');
    expect(mail.from).toBe('noreply@feedback.example.com');
    expect(mail.subject).toBe('Olcay Owner sizi Canvass\'a davet etti');
    expect(mail.text).toContain('temsilci olarak');
    const link = linkIn(mail.text, '/console/invite');
    expect(link.toString()).toBe(invited.json.url);
    expect(mail.html).toContain(`href="${invited.json.url}"`);
    const accepted = await call(server, 'POST', '/v1/auth/invitation/accept', { token: link.searchParams.get('token'), display_name: 'Ayşe', password: 'agent-password-long-enough' });
    expect(accepted.status).toBe(201);
    expect(accepted.json.user).toMatchObject({ email: 'ayse@example.com', role: 'agent' });
  });

  it('keeps a hostile inviter name as text in the invitation mail', async () => {
    await call(server, 'PATCH', `/v1/manage/users/${owner.userId}`, { display_name: '<script>alert(1)</script>' }, { ...withSession(owner), 'if-match': '"1"' });
    await call(server, 'POST', '/v1/manage/invitations', { email: 'hostile@example.com', role: 'viewer' }, withSession(owner));
    const mail = await smtp.next('hostile@example.com');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).toContain('<script>alert(1)</script> invited you');
  });

  it('resets a forgotten password by an emailed link: sessions end, the new password signs in, the link works once', async () => {
    const person = await inviteAndAccept(server, owner, 'editor@example.com', 'editor');
    await smtp.next('editor@example.com');
    const unknown = await call(server, 'POST', '/v1/auth/password-reset', { email: 'nobody@example.com' });
    const known = await call(server, 'POST', '/v1/auth/password-reset', { email: 'Editor@example.com' });
    expect([unknown.status, known.status]).toEqual([202, 202]);
    expect(unknown.text).toBe(known.text);

    const mail = await smtp.next('editor@example.com', (m) => m.subject === 'Set a new Canvass password');
    expect(mail.text).toContain('30 minutes');
    const link = linkIn(mail.text, '/console/reset-password');
    const token = link.searchParams.get('token')!;
    expect((await call(server, 'GET', `/v1/auth/password-reset?token=${token}`)).json).toEqual({ valid: true });

    const weak = await call(server, 'POST', '/v1/auth/password-reset/complete', { token, password: 'password1' });
    expect(weak.status).toBe(400);
    expect(weak.json.error).toBe('weak_password');
    const done = await call(server, 'POST', '/v1/auth/password-reset/complete', { token, password: 'a brand new passphrase 42' });
    expect(done.status).toBe(204);
    expect((await call(server, 'GET', '/v1/auth/session', undefined, withSession(person))).status).toBe(401);
    expect((await call(server, 'POST', '/v1/auth/sign-in', { email: person.email, password: person.password })).status).toBe(401);
    const again = await signIn(server, person.email, 'a brand new passphrase 42');
    expect((await call(server, 'GET', '/v1/auth/session', undefined, withSession(again))).json.user.email).toBe('editor@example.com');

    const reused = await call(server, 'POST', '/v1/auth/password-reset/complete', { token, password: 'another new passphrase 43' });
    expect(reused.status).toBe(404);
    expect(reused.json.error).toBe('reset_link_invalid');
    expect((await call(server, 'GET', `/v1/auth/password-reset?token=${token}`)).json).toEqual({ valid: false });
    expect(smtp.mails.some((m) => m.to.includes('nobody@example.com'))).toBe(false);
    const audit = await call(server, 'GET', '/v1/manage/audit', undefined, withSession(owner));
    expect(audit.json.entries.map((entry: { action: string }) => entry.action)).toContain('user.password_reset');
  });

  it('refuses a reset link after its 30 minutes', async () => {
    await inviteAndAccept(server, owner, 'late@example.com', 'viewer');
    await call(server, 'POST', '/v1/auth/password-reset', { email: 'late@example.com' });
    const mail = await smtp.next('late@example.com', (m) => m.subject === 'Set a new Canvass password');
    const token = linkIn(mail.text, '/console/reset-password').searchParams.get('token')!;
    server.clock.now += 31 * 60_000;
    const late = await call(server, 'POST', '/v1/auth/password-reset/complete', { token, password: 'a brand new passphrase 42' });
    expect(late.json.error).toBe('reset_link_invalid');
  });

  it('sends one account at most 3 reset links an hour, answering the same to the fourth', async () => {
    await inviteAndAccept(server, owner, 'flood@example.com', 'viewer');
    const resetsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email) && m.subject === 'Set a new Canvass password').length;
    const untilResets = (email: string, count: number) => smtp.next(email, () => resetsTo(email) === count);
    const ask = async (email: string) => expect((await call(server, 'POST', '/v1/auth/password-reset', { email })).status).toBe(202);
    for (let i = 1; i <= 3; i++) {
      await ask('flood@example.com');
      await untilResets('flood@example.com', i);
    }
    await ask('flood@example.com');
    // A later mail to someone else shows the server is past the fourth request.
    const before = resetsTo('late@example.com');
    await ask('late@example.com');
    await untilResets('late@example.com', before + 1);
    expect(resetsTo('flood@example.com')).toBe(3);
    server.clock.now += 3_600_000 + 1;
    await ask('flood@example.com');
    await untilResets('flood@example.com', 4);
  });

  it('tells agents who turned it on that a new chat is waiting, in their language', async () => {
    const agent = await signIn(server, 'ayse@example.com', 'agent-password-long-enough');
    const quietAgent = await inviteAndAccept(server, owner, 'quiet@example.com', 'agent');
    expect((await call(server, 'GET', '/v1/manage/me/mail', undefined, withSession(agent))).json).toEqual({ new_chat_mail: false, language: 'en', digests: [] });
    const set = await call(server, 'PUT', '/v1/manage/me/mail', { new_chat_mail: true, language: 'tr', digests: [] }, withSession(agent));
    expect(set.json).toEqual({ new_chat_mail: true, language: 'tr', digests: [] });
    await openChat(server);
    const mail = await smtp.next('ayse@example.com', (m) => m.subject.startsWith('Yeni bir sohbet'));
    expect(mail.subject).toBe('Yeni bir sohbet bekliyor: Test flow');
    expect(mail.text).toContain('/agent');
    // A feedback without a chat tells nobody; the agent who left it off gets nothing.
    await call(server, 'POST', '/v1/feedbacks', feedbackBody());
    await call(server, 'PUT', '/v1/manage/me/mail', { new_chat_mail: false, language: 'tr', digests: [] }, withSession(agent));
    await openChat(server);
    await call(server, 'POST', '/v1/auth/password-reset', { email: quietAgent.email });
    await smtp.next(quietAgent.email);
    expect(smtp.mails.filter((m) => m.subject.startsWith('Yeni bir sohbet'))).toHaveLength(1);
    expect(smtp.mails.filter((m) => m.to.includes(quietAgent.email) && m.subject.includes('chat'))).toHaveLength(0);
  });

  it('sends a daily digest per flow to whoever asked, with the day\'s counts and headline score, once a day', async () => {
    const viewer = await inviteAndAccept(server, owner, 'digest@example.com', 'viewer');
    const chosen = await call(server, 'PUT', '/v1/manage/me/mail', { new_chat_mail: false, language: 'en', digests: [{ flow_id: 'flow-nps', frequency: 'daily' }] }, withSession(viewer));
    expect(chosen.status).toBe(200);
    const submit = (score: number | undefined, completed = true) => call(server, 'POST', '/v1/feedbacks', {
      node_id: 'node-nps', flow_id: 'flow-nps', created_at: '2026-03-02T10:00:00.000Z', language_id: 1, final_state_id: 'thanks',
      responses: score === undefined ? [] : [{ question_id: 'q-nps', body: score }],
    }, completed ? {} : { 'x-completed': 'false' });
    for (const score of [10, 9, 6]) expect((await submit(score)).status).toBe(200);
    expect((await submit(undefined, false)).status).toBe(200);
    expect(await server.sendDueDigests()).toBe(0);
    server.clock.now += DAY;
    expect(await server.sendDueDigests()).toBe(1);
    const mail = await smtp.next('digest@example.com', (m) => m.subject.includes('results'));
    expect(mail.subject).toBe('Checkout <NPS>: the last day\'s results');
    expect(mail.text).toContain('Feedbacks: 4\nCompleted: 3\nAverage of "How likely are you to recommend us?": 8.33 (3 answers)');
    expect(mail.html).toContain('Checkout &lt;NPS&gt;');
    expect(await server.sendDueDigests()).toBe(0);
    server.clock.now += DAY;
    expect(await server.sendDueDigests()).toBe(1);
    const quiet = await smtp.next('digest@example.com', (m) => m.subject.includes('results') && m !== mail);
    expect(quiet.text).toContain('Feedbacks: 0\nCompleted: 0\nNo score question was answered.');
  });

  it('lets each role choose only the notices it may receive, and nobody without an account', async () => {
    const viewer = await signIn(server, 'digest@example.com', 'viewer-password-long-enough');
    const agent = await signIn(server, 'ayse@example.com', 'agent-password-long-enough');
    const viewerChat = await call(server, 'PUT', '/v1/manage/me/mail', { new_chat_mail: true, language: 'en', digests: [] }, withSession(viewer));
    expect(viewerChat.status).toBe(403);
    const agentDigest = await call(server, 'PUT', '/v1/manage/me/mail', { new_chat_mail: true, language: 'en', digests: [{ flow_id: 'flow-1', frequency: 'weekly' }] }, withSession(agent));
    expect(agentDigest.status).toBe(403);
    const unknownFlow = await call(server, 'PUT', '/v1/manage/me/mail', { new_chat_mail: false, language: 'en', digests: [{ flow_id: 'no-such-flow', frequency: 'weekly' }] }, withSession(viewer));
    expect(unknownFlow.status).toBe(400);
    expect(unknownFlow.json.message).toContain('no-such-flow');
    expect((await call(server, 'PUT', '/v1/manage/me/mail', { new_chat_mail: false, language: 'xx', digests: [] }, withSession(viewer))).status).toBe(400);
    expect((await call(server, 'GET', '/v1/manage/me/mail')).status).toBe(401);
    expect((await call(server, 'PUT', '/v1/manage/me/mail', { new_chat_mail: false, language: 'en', digests: [] }, { cookie: viewer.cookie })).status).toBe(403);
    expect((await call(server, 'GET', '/v1/manage/me/mail', undefined, { authorization: `Bearer ${server.config.agentToken}` })).status).toBe(403);
    // What was refused changed nothing.
    expect((await call(server, 'GET', '/v1/manage/me/mail', undefined, withSession(viewer))).json.digests).toEqual([{ flow_id: 'flow-nps', frequency: 'daily' }]);
  });

  it('tells the owner by email when a webhook endpoint that failed for 3 days is turned off', async () => {
    const receiver = await startWebhookReceiver();
    try {
      receiver.answer = () => 500;
      // The tests above moved the clock past the owner's first session.
      const session = await signIn(server, owner.email, owner.password);
      const created = await call(server, 'POST', '/v1/manage/webhooks', { url: receiver.url, events: ['feedback.completed'] }, withSession(session));
      expect(created.status, created.text).toBe(201);
      const start = server.clock.now;
      for (const day of [0, 1, 2, 3]) {
        server.clock.now = start + day * DAY + (day === 3 ? 1 : 0);
        await call(server, 'POST', '/v1/feedbacks', feedbackBody({ device_id: `hook-day-${day}` }));
        await server.webhooks.runOnce();
      }
      const host = new URL(receiver.url).host;
      const mail = await smtp.next('owner@example.com', (received) => received.subject.includes('webhook'));
      expect(mail.subject).toBe(`A webhook endpoint was turned off: ${host}`);
      expect(mail.text).toContain(`${receiver.url}`);
      expect(mail.text).toContain('http://127.0.0.1:1/console/webhooks');
    } finally {
      await receiver.close();
    }
  });

  it('says in the invitation answer when the mail could not be sent, and still gives the link', async () => {
    await smtp.close();
    // The clock moved days on above: the owner's first session has ended.
    const again = await signIn(server, owner.email, owner.password);
    const invited = await call(server, 'POST', '/v1/manage/invitations', { email: 'offline@example.com', role: 'viewer' }, withSession(again));
    expect(invited.status).toBe(201);
    expect(invited.json).toMatchObject({ mailed: false, url: expect.stringContaining('/console/invite?token=') });
  });
});
