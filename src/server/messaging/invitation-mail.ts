import type { ServerContext } from '../context';
import type { StoredInvitation } from '../storage/account-storage';
import { invitationMail, mailLanguage, type MailLanguage } from './mail-templates';

/**
 * Emails an invitation link (issue #20). The owner waits for the SMTP server's answer, so the console can say
 * whether the mail left (never with the development sender); when it did not, the link in the answer is still there to pass on by hand.
 */
export async function mailInvitation(context: ServerContext, input: { invitation: StoredInvitation; url: string; inviter: string; language: MailLanguage | undefined }): Promise<boolean> {
  const { invitation } = input;
  try {
    await context.mail.send(invitationMail({
      to: invitation.email,
      language: mailLanguage(input.language),
      inviter: input.inviter,
      role: invitation.role,
      url: input.url,
      expiresAt: invitation.expiresAt,
      publicUrl: context.config.publicUrl,
    }));
    return context.mail.delivers;
  } catch (error) {
    context.log.error({ err: error }, 'the invitation email could not be sent; the owner has the link to pass on');
    return false;
  }
}
