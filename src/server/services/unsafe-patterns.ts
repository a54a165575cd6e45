import safeRegex from 'safe-regex2';
import type { FlowProblem } from '../../engine/flow-problem';
import type { Flow } from '../../types/schemas';

/**
 * Regular expressions of a flow's rules and triggers that could take exponential time on an answer (nested
 * quantifiers such as `(a+)+`): a respondent's browser would hang on them (issue #25 finding 13). Checked where flows
 * enter the server (import, the management API), not in the engine, so the browser bundle stays without the
 * checker; the engine still compiles only valid patterns.
 */
export function unsafePatternProblems(flow: Flow): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const check = (path: string, operator: string | undefined, value: unknown) => {
    if ((operator === 'regex' || operator === 'matches') && value !== undefined && !safeRegex(String(value))) {
      problems.push({ path, message: `"${String(value)}" could take exponential time on some answers (nested or overlapping repetition); write it without a repeated group that itself repeats` });
    }
  };
  flow.states.forEach((state, s) =>
    state.elements.forEach((element, e) =>
      (element.triggers ?? []).forEach((trigger, t) => check(`states[${s}].elements[${e}].triggers[${t}].answerValue`, trigger.ruleType, trigger.answerValue)),
    ),
  );
  (flow.transitions ?? []).forEach((transition, t) =>
    (transition.rules ?? []).forEach((rule, r) => check(`transitions[${t}].rules[${r}].value`, rule.operator, rule.value)),
  );
  return problems;
}
