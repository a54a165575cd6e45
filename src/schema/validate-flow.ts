import type { Flow } from '../types/schemas';
import { checkFlowReferences, type FlowProblem } from '../engine/flow-references';
import { flow as flowValidator } from './generated/validators';
import { readableErrors } from './readable-errors';

/**
 * A flow must pass the schema and then the reference checks (ids exist, styles are registered, ...). Kept apart
 * from the other documents' validators so the browser, which only checks flows, downloads only this one.
 */
export function validateFlow(input: unknown, styles: readonly string[]): { ok: true; value: Flow } | { ok: false; problems: FlowProblem[] } {
  if (!flowValidator(input)) return { ok: false, problems: readableErrors(flowValidator.errors) };
  const problems = checkFlowReferences(input as Flow, styles);
  return problems.length === 0 ? { ok: true, value: input as Flow } : { ok: false, problems };
}
