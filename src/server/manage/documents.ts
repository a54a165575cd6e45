import type { Flow, NodeConfig, WidgetConfig } from '../../types/schemas';
import { formatProblem } from '../../engine/flow-problem';
import { validateDocument, validateFlow } from '../../schema/validate';
import { ApiError } from '../api-error';
import { withoutSchemaKey } from '../services/schema-key';
import { unsafePatternProblems } from '../services/unsafe-patterns';

/**
 * The same checks and located messages as `canvass import` (src/server/services/import-documents.ts); `styles` are
 * the question styles the server's registry knows.
 */
export function checkedFlow(input: unknown, styles: readonly string[]): Flow {
  const checked = validateFlow(withoutSchemaKey(input), styles);
  const problems = checked.ok ? unsafePatternProblems(checked.value) : checked.problems;
  if (checked.ok && problems.length === 0) return checked.value;
  throw new ApiError(400, 'invalid_request', `The flow has ${problems.length} problem(s): ${problems.slice(0, 3).map(formatProblem).join('; ')}`, problems);
}

export function checkedDocument<K extends 'node' | 'widget'>(kind: K, input: unknown): K extends 'node' ? NodeConfig : WidgetConfig {
  const checked = validateDocument(kind, withoutSchemaKey(input));
  if (checked.ok) return checked.value as K extends 'node' ? NodeConfig : WidgetConfig;
  throw new ApiError(400, 'invalid_request', `The ${kind} has ${checked.problems.length} problem(s): ${checked.problems.slice(0, 3).map(formatProblem).join('; ')}`, checked.problems);
}
