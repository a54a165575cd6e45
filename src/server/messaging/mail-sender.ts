import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailSettings } from '../config';

/** One email as the templates make it: both parts, so every mail client shows it (issue #20). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The mail's language, for the Content-Language header. */
  language: string;
}

export interface MailSender {
  /** False for the development sender: it writes mails to the log, nobody receives them. */
  readonly delivers: boolean;
  send(mail: OutgoingMail): Promise<void>;
}

/** SMTP through nodemailer; the connection pool is nodemailer's, a failed send rejects for the caller to log. */
function smtpMailSender(settings: MailSettings & { smtpUrl: string }): MailSender {
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    delivers: true,
    async send(mail) {
      await transport.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: { 'Content-Language': mail.language } });
    },
  };
}

/**
 * The development sender: each mail's text is printed on the terminal (its links hold tokens, which never go into
 * the log, as the setup link does not), and the log says a mail was not sent.
 */
function printingMailSender(log: FastifyBaseLogger, print: (text: string) => void): MailSender {
  return {
    delivers: false,
    async send(mail) {
      log.warn({ subject: mail.subject }, 'email NOT sent (development sender, no SMTP_URL): its text is printed on the terminal');
      print(`\n--- email to ${mail.to} (development sender, not sent) ---\nSubject: ${mail.subject}\n\n${mail.text}\n---\n`);
    },
  };
}

/** SMTP_URL set: SMTP; unset: the terminal, said loudly at start so nobody waits in production for mail that never leaves. */
export function createMailSender(settings: MailSettings, log: FastifyBaseLogger, print = (text: string) => void process.stderr.write(text)): MailSender {
  if (settings.smtpUrl) return smtpMailSender({ ...settings, smtpUrl: settings.smtpUrl });
  log.warn('SMTP_URL is not set: emails (invitations, password resets, chat and digest notices) are printed on the terminal and NOT sent; set SMTP_URL to send them (README "Email")');
  return printingMailSender(log, print);
}
