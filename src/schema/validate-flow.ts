import type { ErrorObject } from 'ajv';
import type { Flow } from '../types/schemas';
import { checkFlowReferences } from '../engine/flow-references';
import type { FlowProblem } from '../engine/flow-problem';
import { flow as flowValidator } from './generated/validators';
import { readableErrors } from './readable-errors';

const errorsOf = (input: unknown): readonly ErrorObject[] => (flowValidator(input) ? [] : flowValidator.errors ?? []);

/**
 * A flow must pass the schema and then the reference checks (ids exist, styles are registered, ...). Kept apart
 * from the other documents' validators so the browser, which only checks flows, downloads only this one. The editor
 * passes `schemaErrors` to share one schema pass per draft between its preview and its problems list, and
 * `referenceProblems` to check references again only when an edit changed one.
 */
export function validateFlow(
  input: unknown,
  styles: readonly string[],
  schemaErrors: (input: unknown) => readonly ErrorObject[] = errorsOf,
  referenceProblems: (flow: Flow, styles: readonly string[]) => FlowProblem[] = checkFlowReferences,
): { ok: true; value: Flow } | { ok: false; problems: FlowProblem[] } {
  const errors = schemaErrors(input);
  if (errors.length > 0) return { ok: false, problems: readableErrors(errors) };
  const problems = referenceProblems(input as Flow, styles);
  return problems.length === 0 ? { ok: true, value: input as Flow } : { ok: false, problems };
}
