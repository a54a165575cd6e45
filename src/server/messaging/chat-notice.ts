import { ROLES, roleMay } from '../accounts/roles';
import type { ServerContext } from '../context';
import { chatWaitingMail, mailLanguage } from './mail-templates';
import { sendQuietly } from './send-quietly';

/** The roles that may answer chats: only they are told a chat waits, whatever they once chose. */
const CHAT_ROLES = ROLES.filter((role) => roleMay(role, 'chats:read'));

/**
 * "A new chat is waiting" (issue #20) to everyone who may answer chats and turned these mails on. Sent after the
 * respondent's answer, so a slow SMTP server never holds their chat.
 */
export async function mailNewChat(context: ServerContext, flowName: string): Promise<void> {
  const recipients = await context.storage.messaging.mailChoices.newChatRecipients(CHAT_ROLES);
  for (const recipient of recipients) {
    sendQuietly(context, chatWaitingMail({ to: recipient.email, language: mailLanguage(recipient.language), flow: flowName, url: `${context.config.publicUrl}/agent` }), 'new-chat');
  }
}
