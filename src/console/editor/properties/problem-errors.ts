import type { ErrorSchema } from '@rjsf/utils';
import type { FlowProblem } from '../editor-panel';

/**
 * The problems under `prefix` (an element's or its question's path) as rjsf's extraErrors, so each shows on its
 * field; `message` translates a problem. Problems at the prefix itself, with no field, are returned apart.
 */
export function problemsAt(problems: readonly FlowProblem[], prefix: readonly (string | number)[], message: (problem: FlowProblem) => string): { errors: ErrorSchema; general: string[] } {
  const errors: Record<string, unknown> = {};
  const general: string[] = [];
  for (const problem of problems) {
    if (!prefix.every((part, index) => problem.path[index] === part)) continue;
    const rest = problem.path.slice(prefix.length);
    if (rest.length === 0) {
      general.push(message(problem));
      continue;
    }
    let node = errors;
    for (const part of rest) node = (node[String(part)] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(message(problem));
  }
  return { errors: errors as ErrorSchema, general };
}
