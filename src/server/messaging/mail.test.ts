// Issue #20: mails go out through SMTP with both parts, in the reader's language, with hostile text left as text.
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../../../tests/support/smtp-peer';
import { createMailSender } from './mail-sender';
import { chatWaitingMail, digestMail, invitationMail, mailLanguage, passwordResetMail } from './mail-templates';

const HOSTILE = '<img src=x onerror=alert(1)> & "Ops"';
const silent = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

describe('mail templates', () => {
  it('escapes what people typed in the HTML part and keeps it as typed in the text part', () => {
    const mail = invitationMail({ to: 'new@example.com', language: 'en', inviter: HOSTILE, role: 'agent', url: 'https://feedback.example.com/console/invite?token=a&b', expiresAt: Date.parse('2026-03-05T10:00:00Z'), publicUrl: 'https://feedback.example.com' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Ops&quot;');
    expect(mail.html).toContain('href="https://feedback.example.com/console/invite?token=a&amp;b"');
    expect(mail.text).toContain(`${HOSTILE} invited you to join Canvass at feedback.example.com as agent.`);
    expect(mail.text).toContain('https://feedback.example.com/console/invite?token=a&b');
    expect(mail.text).toContain('Mar 5, 2026, 10:00 AM UTC');
  });

  it('writes Turkish and Arabic mails, Arabic right to left', () => {
    const reset = (language: 'tr' | 'ar') => passwordResetMail({ to: 'a@example.com', language, url: 'https://x.example/r', minutes: 30, publicUrl: 'https://x.example' });
    expect(reset('tr').subject).toBe('Yeni bir Canvass parolası belirleyin');
    expect(reset('tr').text).toContain('30 dakika');
    expect(reset('ar').html).toContain('dir="rtl"');
    expect(reset('ar').subject).toBe('تعيين كلمة مرور جديدة لـ Canvass');
    const chat = chatWaitingMail({ to: 'a@example.com', language: 'tr', flow: 'Destek', url: 'https://x.example/agent' });
    expect(chat.subject).toBe('Yeni bir sohbet bekliyor: Destek');
  });

  it('says the digest figures, and that nothing was scored when nothing was', () => {
    const base = { to: 'a@example.com', flow: 'NPS', frequency: 'weekly' as const, until: Date.parse('2026-03-09T08:00:00Z'), url: 'https://x.example/console/flows/nps' };
    const scored = digestMail({ ...base, language: 'en', figures: { feedbacks: 12, completed: 9, score: { question: 'How likely?', average: 8.25, answers: 8 } } });
    expect(scored.subject).toBe('NPS: the last week\'s results');
    expect(scored.text).toContain('Feedbacks: 12\nCompleted: 9\nAverage of "How likely?": 8.25 (8 answers)');
    const empty = digestMail({ ...base, language: 'tr', figures: { feedbacks: 0, completed: 0, score: undefined } });
    expect(empty.text).toContain('Hiçbir puan sorusu yanıtlanmadı.');
  });

  it('reads a language tag as its mail language, English for any other', () => {
    expect([mailLanguage('tr-TR'), mailLanguage('AR'), mailLanguage('de'), mailLanguage(undefined)]).toEqual(['tr', 'ar', 'en', 'en']);
  });
});

describe('the SMTP sender', () => {
  let smtp: SmtpPeer;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(() => smtp.close());

  it('delivers both parts with the From of MAIL_FROM and the mail\'s language', async () => {
    const sender = createMailSender({ smtpUrl: smtp.url, from: 'Canvass <noreply@feedback.example.com>' }, silent);
    await sender.send(chatWaitingMail({ to: 'agent@example.com', language: 'tr', flow: 'Destek', url: 'https://x.example/agent' }));
    const mail = await smtp.next('agent@example.com');
    expect(mail.from).toBe('noreply@feedback.example.com');
    expect(mail.subject).toBe('Yeni bir sohbet bekliyor: Destek');
    expect(mail.text).toContain('Sohbetleri aç:\nhttps://x.example/agent');
    expect(mail.html).toContain('<a href="https://x.example/agent"');
    expect(mail.language).toBe('tr');
  });

  it('rejects when the SMTP server refuses the credentials, so the caller can tell', async () => {
    const sender = createMailSender({ smtpUrl: smtp.url.replace('mail-secret', 'wrong'), from: 'x@example.com' }, silent);
    await expect(sender.send(chatWaitingMail({ to: 'b@example.com', language: 'en', flow: 'F', url: 'https://x.example' }))).rejects.toThrow(/Invalid username or password|auth/i);
  });

  it('without SMTP_URL prints the mail on the terminal, keeps its link out of the log, and warns at start', async () => {
    const lines: string[] = [];
    const printed: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }) as unknown as FastifyBaseLogger;
    const sender = createMailSender({ smtpUrl: undefined, from: 'x@example.com' }, log, (text) => void printed.push(text));
    expect(lines.join('')).toContain('SMTP_URL is not set');
    expect(sender.delivers).toBe(false);
    await sender.send(passwordResetMail({ to: 'c@example.com', language: 'en', url: 'https://x.example/console/reset-password?token=abc', minutes: 30, publicUrl: 'https://x.example' }));
    expect(printed.join('')).toContain('https://x.example/console/reset-password?token=abc');
    expect(lines.join('')).toContain('email NOT sent');
    expect(lines.join('')).not.toContain('token=abc');
  });
});
