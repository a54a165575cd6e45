// Issue #22: a chat whose customer has waited CHAT_WAIT_MINUTES for a reply is emailed about, once per wait, to its
// assignee or, when no one has it, to the agents who are online; sent by the real server to an SMTP peer on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { seedTestData } from './fixtures';
import { inviteAndAccept, setupOwner, withSession, type Session } from './accounts-helpers';
import { customerMessage, openChat, type Chat } from './chat-helpers';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';

const MINUTE = 60_000;

describe.each(drivers)('the "chat still waiting" email on %s', (driver) => {
  let smtp: SmtpPeer;
  let server: TestServer;
  let owner: Session;
  let ece: Session;
  let mert: Session;

  const later = (ms: number) => void (server.clock.now += ms);
  const subjects = (email: string) => smtp.mails.filter((m) => m.to.includes(email)).map((m) => m.subject);
  const reply = async (session: Session, chat: Chat, body: string) => {
    const form = new FormData();
    form.append('body', body);
    expect((await fetch(`${server.url}/v1/agent/chats/${chat.id}/messages`, { method: 'POST', body: form, headers: withSession(session) })).status).toBe(200);
  };

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    server = await startTestServer({
      driver,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Canvass <noreply@feedback.example.com>', PUBLIC_URL: 'https://feedback.example.com', CHAT_WAIT_MINUTES: '10', SESSION_IDLE_MINUTES: '100000' },
    });
    await seedTestData(server.storage);
    owner = await setupOwner(server);
    ece = await inviteAndAccept(server, owner, 'ece@example.com', 'agent', 'Ece Yılmaz');
    mert = await inviteAndAccept(server, owner, 'mert@example.com', 'agent', 'Mert Kaya');
    await inviteAndAccept(server, owner, 'viewer@example.com', 'viewer');
    await smtp.next('viewer@example.com');
    expect((await call(server, 'PUT', '/v1/manage/me/mail', { new_chat_mail: false, language: 'tr', digests: [] }, withSession(ece))).status).toBe(200);
    expect((await call(server, 'PUT', '/v1/agent/availability', { availability: 'away' }, withSession(mert))).status).toBe(200);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('tells the online agents about a chat no one has once its customer has waited 10 minutes, and only once', async () => {
    const chat = await openChat(server);
    later(MINUTE);
    await customerMessage(server, chat, 'Is anyone there?');
    later(9 * MINUTE);
    expect(await server.mailWaitingChats()).toBe(0);
    later(MINUTE);
    // Ece (in Turkish) and the owner are online; Mert is away, the viewer does not work on chats.
    expect(await server.mailWaitingChats()).toBe(2);
    const mail = await smtp.next('ece@example.com', (m) => m.subject.startsWith('Bir sohbet'));
    expect(mail.subject).toBe('Bir sohbet 10 dakikadır bekliyor: Deniz');
    expect(mail.text).toContain('henüz kimseye atanmadı');
    expect(mail.text).toContain('https://feedback.example.com/agent');
    expect((await smtp.next(owner.email, (m) => m.subject.includes('waited'))).subject).toBe('A chat has waited 10 minutes: Deniz');
    // The same wait is not mailed again, however long it goes on; a second message does not start a new wait.
    later(MINUTE);
    await customerMessage(server, chat, 'Hello?');
    later(30 * MINUTE);
    expect(await server.mailWaitingChats()).toBe(0);
    expect(subjects('mert@example.com').some((s) => s.includes('waited'))).toBe(false);
    expect(subjects('viewer@example.com').some((s) => s.includes('waited'))).toBe(false);
  });

  it('mails the assignee alone, away or not, and again for a new wait after a reply; never for a closed chat', async () => {
    const chat = await openChat(server);
    expect((await call(server, 'POST', `/v1/agent/chats/${chat.id}/assignee`, { user_id: mert.userId }, withSession(owner))).status).toBe(200);
    await customerMessage(server, chat, 'My order is late');
    later(10 * MINUTE);
    const before = smtp.mails.length;
    expect(await server.mailWaitingChats()).toBe(1);
    const first = await smtp.next('mert@example.com', (m) => m.subject.includes('waited'));
    expect(first.text).toContain('assigned to you');
    await reply(mert, chat, 'Checking now');
    later(MINUTE);
    await customerMessage(server, chat, 'Any news?');
    later(10 * MINUTE);
    expect(await server.mailWaitingChats()).toBe(1);
    await smtp.next('mert@example.com', (m) => m.subject.includes('waited') && m !== first);
    expect(smtp.mails.length - before).toBe(2);

    const closed = await openChat(server);
    await customerMessage(server, closed, 'Thanks, all good');
    expect((await call(server, 'POST', `/v1/agent/chats/${closed.id}/status`, { status: 'closed' }, withSession(ece))).status).toBe(200);
    later(20 * MINUTE);
    expect(await server.mailWaitingChats()).toBe(0);
  });
});
