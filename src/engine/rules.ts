import type { FlowRule, FlowTransition } from '../types/schemas';
import { kindOf } from './answer-kinds';
import { OPERATORS } from './operators';
import { elementState, type FlowRuntime } from './runtime';

/**
 * SPEC 3.4/4.4: a rule on a question's answer. With an operator it compares the answer's texts with `value`;
 * without one it holds when any of `optionIds` is chosen (in row `statementId` for a matrix).
 */
export function ruleMatches(rule: FlowRule, runtime: FlowRuntime): boolean {
  const index = runtime.flow.elementIndexById.get(rule.elementId) ?? runtime.flow.questionElement.get(rule.elementId);
  const question = index === undefined ? undefined : runtime.flow.element(index).question;
  if (index === undefined || !question) return false;
  const value = elementState(runtime, index).answer?.value ?? null;
  const kind = kindOf(question.model.answer);
  if (rule.operator) {
    // A rule naming a matrix row compares that row only.
    const compared = value !== null && rule.statementId !== undefined && question.model.answer === 'matrix'
      ? { [rule.statementId]: (value as Record<string, string[]>)[rule.statementId] ?? [] }
      : value;
    return OPERATORS[rule.operator](compared === null ? [] : kind.texts(compared, question.source), rule.value);
  }
  if (value === null) return false;
  const chosen = kind.optionIds(value, rule.statementId);
  return (rule.optionIds ?? []).some((id) => chosen.includes(id));
}

function transitionMatches(transition: FlowTransition, runtime: FlowRuntime): boolean {
  return (transition.rules ?? []).every((rule) => ruleMatches(rule, runtime));
}

/** SPEC 4.4: "the first transition whose rules all match; otherwise nextStateId; otherwise the default thank-you state." */
export function resolveTargetState(runtime: FlowRuntime, from: number): number {
  const { flow } = runtime;
  const transition = flow.transitionsFrom[from]!.find((t) => transitionMatches(t, runtime));
  const targetId = transition?.toStateId ?? flow.states[from]!.source.nextStateId;
  return (targetId === undefined ? undefined : flow.stateIndexById.get(targetId)) ?? flow.defaultThankState;
}
