// A real SMTP server on loopback for tests (issue #20): every mail it takes is parsed and kept, newest last.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  language: string | undefined;
}

export interface SmtpPeer {
  /** smtp://127.0.0.1:<port> with the credentials it accepts. */
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail to `to` that `match` accepts, received now or later. */
  next(to: string, match?: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const addressesOf = (field: ParsedMail['to']): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((entry) => entry.address ?? ''));

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const mails: ReceivedMail[] = [];
  const waiting: { to: string; match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'canvass' && auth.password === 'mail-secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((parsed) => {
        const mail: ReceivedMail = {
          to: addressesOf(parsed.to),
          from: addressesOf(parsed.from as ParsedMail['to'])[0] ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          language: parsed.headers.get('content-language') as string | undefined,
        };
        mails.push(mail);
        for (const waiter of [...waiting]) {
          if (mail.to.includes(waiter.to) && waiter.match(mail)) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://canvass:mail-secret@127.0.0.1:${port}`,
    mails,
    next(to, match = () => true) {
      const found = mails.find((mail) => mail.to.includes(to) && match(mail));
      return found ? Promise.resolve(found) : new Promise((resolve) => waiting.push({ to, match, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
