import type { FlowProblem } from '../../engine/flow-problem';
import type { Flow, FeedbackPayload } from '../../types/schemas';
import type { Storage } from '../storage/storage';
import { flowsOfNode } from './flow-access';
import { secretsEqual, sha256 } from './tokens';

const STYLE = 'phone_verification';

/** A phone number as the hourly limit counts it: its digits, so spacing and a leading + make no second number. */
export const numberKeyOf = (address: string): string => address.replace(/\D/g, '');

const phoneVerificationIds = (flow: Flow): Set<string> =>
  new Set(flow.states.flatMap((state) => state.elements.flatMap((element) => (element.question?.style === STYLE ? [element.question.id] : []))));

/**
 * True when a flow some node shows has a phone_verification question with this id (issue #25 finding 9): codes are
 * texted only for such a question, not for any id a caller makes up (SMS pumping).
 */
export async function isShownPhoneVerification(storage: Storage, questionId: string): Promise<boolean> {
  const flowIds = new Set((await storage.nodes.list()).flatMap(flowsOfNode));
  for (const flowId of flowIds) {
    const stored = await storage.flows.get(flowId);
    if (stored && phoneVerificationIds(stored.flow).has(questionId)) return true;
  }
  return false;
}

/**
 * The answers to the flow's phone_verification questions that carry no proof the server confirmed (issue #25
 * finding 9): each must name a verification confirmed for this question and this number, with the code whose hash
 * it keeps. The browser's `verified: true` alone is never trusted.
 */
export async function unprovenPhoneAnswers(storage: Storage, payload: FeedbackPayload, flow: Flow): Promise<FlowProblem[]> {
  const questions = phoneVerificationIds(flow);
  const problems: FlowProblem[] = [];
  for (const [i, item] of payload.responses.entries()) {
    if (!questions.has(item.question_id)) continue;
    const verification = item.verification_id ? await storage.verifications.get(item.verification_id) : undefined;
    const proven = verification !== undefined
      && verification.verifiedAt !== null
      && verification.questionId === item.question_id
      && typeof item.body === 'string' && numberKeyOf(item.body) === numberKeyOf(verification.address)
      && typeof item.verification_code === 'string' && secretsEqual(sha256(item.verification_code), verification.codeHash);
    if (!proven) problems.push({ path: `responses[${i}]`, message: `the number answering "${item.question_id}" was not verified with an SMS code` });
  }
  return problems;
}
