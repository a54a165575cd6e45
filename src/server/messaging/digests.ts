import { localise } from '../../engine/language';
import type { Flow } from '../../types/schemas';
import { roleMay, type Role } from '../accounts/roles';
import type { ServerContext } from '../context';
import type { Storage } from '../storage/storage';
import { digestPeriodMs, type DueDigest } from '../storage/messaging-repository';
import { digestMail, mailLanguage, type DigestFigures } from './mail-templates';

/** The styles whose answers are a score to average; the first such question of a flow is its headline. */
const SCORE_STYLES = new Set(['score', 'star', 'ces', 'custom_score', 'slider']);
const PAGE = 500;
/** How often the server looks for digests whose period has passed: a digest leaves at most this late. */
export const DIGEST_CHECK_INTERVAL_MS = 5 * 60_000;

function headlineQuestion(flow: Flow): { id: string; title: string } | undefined {
  for (const state of flow.states) {
    for (const element of state.elements) {
      const question = element.question;
      if (question && SCORE_STYLES.has(question.style)) return { id: question.id, title: localise(question.body, 'en') || question.id };
    }
  }
  return undefined;
}

/** Feedbacks, completed ones and the headline score's average of one flow's feedbacks created in [since, until). */
async function digestFigures(storage: Storage, flow: Flow, since: number, until: number): Promise<DigestFigures> {
  const headline = headlineQuestion(flow);
  let feedbacks = 0;
  let completed = 0;
  let total = 0;
  let answers = 0;
  let before: { at: number; id: string } | undefined;
  for (;;) {
    const page = await storage.manage.feedbacks({ flowId: flow.id, since, until }, { limit: PAGE, before });
    for (const feedback of page) {
      feedbacks += 1;
      if (feedback.completed) completed += 1;
      const answer = headline && feedback.payload.responses.find((item) => item.question_id === headline.id && item.body !== undefined && item.body !== '');
      const value = answer ? Number(answer.body) : Number.NaN;
      if (Number.isFinite(value)) {
        total += value;
        answers += 1;
      }
    }
    const last = page.at(-1);
    if (page.length < PAGE || !last) break;
    before = { at: last.createdAt, id: last.id };
  }
  return { feedbacks, completed, score: headline && answers > 0 ? { question: headline.title, average: total / answers, answers } : undefined };
}

/**
 * The period a due digest covers: the one after its last, or, after a long stop, the one ending now (a server
 * that was down for a week sends one weekly digest, not seven daily ones).
 */
function periodOf(due: DueDigest, now: number): { since: number; until: number } {
  const length = digestPeriodMs(due.frequency);
  const until = now - due.lastSentAt < 2 * length ? due.lastSentAt + length : now;
  return { since: until - length, until };
}

/**
 * Sends every digest whose period has passed at `now`; returns how many left. Each is claimed in the database
 * before it is sent, so with several server processes one of them sends it: at most once, a failed send is logged
 * and not repeated.
 */
export async function sendDueDigests(context: ServerContext, now: number): Promise<number> {
  const { storage, config, log } = context;
  let sent = 0;
  for (const due of await storage.messaging.digests.due(now)) {
    if (!roleMay(due.role as Role, 'feedbacks:read')) continue;
    const draft = await storage.manage.draft(due.flowId);
    if (!draft) continue;
    const { since, until } = periodOf(due, now);
    if (!(await storage.messaging.digests.claim(due.userId, due.flowId, due.lastSentAt, until))) continue;
    const figures = await digestFigures(storage, { ...draft.flow, id: due.flowId }, since, until);
    try {
      await context.mail.send(digestMail({
        to: due.email,
        language: mailLanguage(due.language),
        flow: draft.flow.name || due.flowId,
        frequency: due.frequency,
        until,
        figures,
        url: `${config.publicUrl}/console/flows/${encodeURIComponent(due.flowId)}`,
      }));
      sent += 1;
    } catch (error) {
      log.error({ err: error, flowId: due.flowId }, 'a results digest could not be sent; the next one follows its period');
    }
  }
  return sent;
}
