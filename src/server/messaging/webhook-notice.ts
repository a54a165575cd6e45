import type { FastifyBaseLogger } from 'fastify';
import type { OwnerNotices } from '../context';
import type { Storage } from '../storage/storage';
import type { MailSender } from './mail-sender';
import { mailLanguage, webhookDisabledMail } from './mail-templates';

/**
 * Issue #20: an endpoint failing for 3 days is turned off and the person who added it is told, by email in their
 * mail language (the log says so too, for an endpoint added with an API token and no account behind it).
 */
export function mailedOwnerNotices(storage: Storage, mail: MailSender, publicUrl: string, log: FastifyBaseLogger): OwnerNotices {
  return {
    async webhookEndpointDisabled(notice) {
      log.warn({ endpointId: notice.endpointId, ownerId: notice.ownerId }, 'webhook endpoint disabled after failing for 3 days');
      const owner = notice.ownerId === null ? undefined : await storage.accounts.users.get(notice.ownerId);
      if (!owner) return;
      const choices = await storage.messaging.mailChoices.get(owner.id);
      await mail.send(webhookDisabledMail({ to: owner.email, language: mailLanguage(choices?.language), endpointUrl: notice.url, since: notice.failingSince, url: `${publicUrl}/console/webhooks` }));
    },
  };
}
