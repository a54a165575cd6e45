import type { FeedbackPayload } from '../../types/schemas';
import type { FlowProblem } from '../../engine/flow-problem';
import { MAX_ANSWER_DEPTH, valueDeeperThan } from '../../lib/json-depth';

/** The longest an object answer may be as JSON text: the same as a text answer (schemas/feedback.schema.json). */
const MAX_OBJECT_ANSWER_CHARS = 100_000;

const TOO_DEEP = `nests deeper than ${MAX_ANSWER_DEPTH} levels`;

/**
 * Issue #25: what the schema cannot say about object answers (and the customer schema): how deeply they nest and
 * how long they are as text. A feedback breaking either is refused, so no stored answer can break a reader.
 */
export function answerLimitProblems(payload: FeedbackPayload): FlowProblem[] {
  const problems: FlowProblem[] = [];
  payload.responses.forEach((item, i) => {
    if (item.body === null || typeof item.body !== 'object') return;
    if (valueDeeperThan(item.body, MAX_ANSWER_DEPTH)) problems.push({ path: `responses[${i}].body`, message: TOO_DEEP });
    else if (JSON.stringify(item.body).length > MAX_OBJECT_ANSWER_CHARS) problems.push({ path: `responses[${i}].body`, message: `is longer than ${MAX_OBJECT_ANSWER_CHARS} characters as JSON` });
  });
  if (payload.customer?.schema !== undefined && valueDeeperThan(payload.customer.schema, MAX_ANSWER_DEPTH)) problems.push({ path: 'customer.schema', message: TOO_DEEP });
  return problems;
}

/**
 * A stored payload without the parts no reader can handle (answers stored before the limits, or by hand): the
 * export and the chat detail show the rest and report what they left out, instead of failing for good.
 */
export function readablePayload(payload: FeedbackPayload): { payload: FeedbackPayload; leftOut: { path: string; reason: string }[] } {
  const customerUnreadable = payload.customer?.schema !== undefined && valueDeeperThan(payload.customer.schema, MAX_ANSWER_DEPTH);
  // Nearly every payload is readable as it is: checked before anything is copied (an export reads a million).
  if (!customerUnreadable && !payload.responses.some(unreadableAnswer)) return { payload, leftOut: [] };
  const leftOut: { path: string; reason: string }[] = [];
  const responses = payload.responses.filter((item, i) => {
    const unreadable = unreadableAnswer(item);
    if (unreadable) leftOut.push({ path: `responses[${i}].body`, reason: TOO_DEEP });
    return !unreadable;
  });
  let customer = payload.customer;
  if (customer && customerUnreadable) {
    leftOut.push({ path: 'customer.schema', reason: TOO_DEEP });
    const { schema: _unreadable, ...rest } = customer;
    customer = rest;
  }
  return { payload: { ...payload, responses, ...(customer ? { customer } : {}) }, leftOut };
}

const unreadableAnswer = (item: FeedbackPayload['responses'][number]) => item.body !== null && typeof item.body === 'object' && valueDeeperThan(item.body, MAX_ANSWER_DEPTH);
