import type { ServerContext } from '../context';
import type { OutgoingMail } from './mail-sender';

/**
 * Sends without holding the request that caused it: a slow or broken SMTP server is a log line, never a failed
 * submit or a sign-in page that answers later for known addresses than for unknown ones.
 */
export function sendQuietly(context: ServerContext, mail: OutgoingMail, kind: string): void {
  context.mail.send(mail).catch((error: unknown) => context.log.error({ err: error, kind }, 'an email could not be sent'));
}
