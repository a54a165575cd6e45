import { ROLES, roleMay } from '../accounts/roles';
import type { ServerContext } from '../context';
import { chatNaming } from '../services/chat-title';
import { chatStillWaitingMail, mailLanguage } from './mail-templates';

/** How often the server looks for chats that have waited too long: an email leaves at most this late. */
export const CHAT_WAIT_CHECK_INTERVAL_MS = 60_000;
/** Chats mailed about per check; more wait for the next minute. */
const BATCH = 100;
const CHAT_ROLES = ROLES.filter((role) => roleMay(role, 'chats:write'));

/**
 * "A chat has waited N minutes" (issue #22, CHAT_WAIT_MINUTES): for every open or queued chat whose customer wrote and
 * has had no reply for that long, one email per wait to the chat's assignee, or to every online agent when no one has
 * it (or its assignee no longer works on chats). A wait no one can be told about (everyone away) stays unclaimed, so
 * the first agent back online hears of it. Returns how many emails left.
 */
export async function mailWaitingChats(context: ServerContext, now: number): Promise<number> {
  const { storage, config, log } = context;
  const minutes = config.chatWaitMinutes;
  if (minutes <= 0) return 0;
  const { waits } = storage.workspace;
  const waiting = await waits.unnoticed(now - minutes * 60_000, BATCH);
  if (waiting.length === 0) return 0;
  const people = await waits.recipients(CHAT_ROLES);
  let sent = 0;
  for (const chat of waiting) {
    const assignee = chat.assigneeId === null ? undefined : people.find((person) => person.userId === chat.assigneeId);
    const recipients = assignee ? [assignee] : people.filter((person) => person.availability === 'online');
    if (recipients.length === 0) continue;
    // Claimed before sending: with several processes one sends; a failed send is logged, not repeated.
    if (!(await waits.claim(chat.feedbackId, chat.waitingSince, now))) continue;
    const feedback = await storage.feedbacks.get(chat.feedbackId);
    if (!feedback) continue;
    const naming = await chatNaming(storage, feedback);
    for (const person of recipients) {
      try {
        await context.mail.send(chatStillWaitingMail({
          to: person.email,
          language: mailLanguage(person.language),
          name: naming.title,
          flow: naming.flowName,
          minutes: Math.max(minutes, Math.floor((now - chat.waitingSince) / 60_000)),
          assigned: assignee !== undefined,
          url: `${config.publicUrl}/agent`,
        }));
        sent += 1;
      } catch (error) {
        log.error({ err: error, feedbackId: chat.feedbackId }, 'a "chat still waiting" email could not be sent');
      }
    }
  }
  return sent;
}
