import type { AnswerValue } from './answer-value';
import { kindOf } from './answer-kinds';
import type { CompiledQuestion, CompiledTrigger } from './compiled-flow';
import { OPERATORS } from './operators';
import type { RuntimeDraft } from './runtime-draft';

/** Stores an answer; `hidden` when the question was just hidden (resets its marks too). */
type Store = (element: number, value: AnswerValue | null, hidden?: boolean) => void;

/**
 * Whether a trigger's condition holds for an answer (SPEC 3.4 Trigger). controlType "option" (the default)
 * holds while the option named by `key` (its key or id) is chosen; "value" compares the answer with
 * `answerValue` by `ruleType` (default equals). An empty answer activates nothing.
 */
export function triggerHolds(trigger: CompiledTrigger, question: CompiledQuestion, value: AnswerValue | null): boolean {
  if (value === null) return false;
  const kind = kindOf(question.model.answer);
  const { source } = trigger;
  if ((source.controlType ?? 'option') === 'option') {
    const wanted = source.key ?? (source.answerValue === undefined ? undefined : String(source.answerValue));
    if (wanted === undefined) return false;
    const option = question.source.options?.find((o) => o.key === wanted || o.id === wanted);
    const chosen = kind.optionIds(value);
    return option ? chosen.includes(option.id) : chosen.includes(wanted);
  }
  return OPERATORS[source.ruleType ?? 'equals'](kind.texts(value, question.source), source.answerValue);
}

/** SPEC 4.3: an unknown trigger action is a system error. */
function assertAction(trigger: CompiledTrigger): 'show' | 'hide' {
  const { action } = trigger.source;
  if (action !== 'show' && action !== 'hide') throw new Error('Unexpected trigger type');
  return action;
}

/**
 * Visibility from a base and the active triggers aimed at a target. Hide wins over show, so two triggers
 * disagreeing never flicker with answer order; when none is active the base returns, which is what undoing a
 * trigger means (SPEC 4.3 "Triggers of removed answers are undone").
 */
function resolveVisibility(base: boolean, aimed: readonly number[] | undefined, draft: RuntimeDraft): boolean {
  let shown = false;
  for (const index of aimed ?? []) {
    const trigger = draft.base.flow.triggers[index]!;
    if (!(draft.get(trigger.sourceElement).activeTriggers ?? []).includes(index)) continue;
    if (assertAction(trigger) === 'hide') return false;
    shown = true;
  }
  return shown || base;
}

/** Re-evaluates one element's triggers after its answer changed, and everything that follows from it. */
export function refreshTriggers(draft: RuntimeDraft, elementIndex: number, store: Store): void {
  const { flow } = draft.base;
  const element = flow.element(elementIndex);
  if (!element.question || element.triggers.length === 0) return;
  const state = draft.get(elementIndex);
  const value = state.answer?.value ?? null;
  const before = state.activeTriggers ?? [];
  const after = element.triggers.filter((t) => triggerHolds(flow.triggers[t]!, element.question!, value));
  const changed = element.triggers.filter((t) => before.includes(t) !== after.includes(t));
  if (changed.length === 0) return;
  for (const t of changed) assertAction(flow.triggers[t]!);
  draft.set(elementIndex, { activeTriggers: after });

  for (const t of changed) {
    const trigger = flow.triggers[t]!;
    for (const target of trigger.targetElements) refreshElementVisibility(draft, target, store);
    for (const { element: target, optionId } of trigger.targetOptions) refreshOptionVisibility(draft, target, optionId, store);
  }
}

function refreshElementVisibility(draft: RuntimeDraft, target: number, store: Store): void {
  const { flow } = draft.base;
  const element = flow.element(target);
  const visible = resolveVisibility(element.source.isVisible ?? true, flow.triggersOnElement.get(target), draft);
  const state = draft.get(target);
  if (visible === state.visible) return;
  draft.set(target, { visible });
  // SPEC 4.3: "Hiding a question resets its answer to empty and valid."
  if (!visible && state.answer && (state.answer.value !== null || !state.answer.isValid || state.answer.hasRequiredError)) store(target, null, true);
}

function refreshOptionVisibility(
  draft: RuntimeDraft,
  target: number,
  optionId: string,
  store: Store,
): void {
  const { flow } = draft.base;
  const question = flow.element(target).question!;
  const base = question.source.options?.find((o) => o.id === optionId)?.isVisible ?? true;
  const visible = resolveVisibility(base, flow.triggersOnOption.get(`${target}:${optionId}`), draft);
  const state = draft.get(target);
  const hidden = state.hiddenOptions ?? [];
  if (visible === !hidden.includes(optionId)) return;
  draft.set(target, { hiddenOptions: visible ? hidden.filter((id) => id !== optionId) : [...hidden, optionId] });
  // A hidden option cannot stay chosen: drop it from the answer, as hiding a question empties it.
  const value = state.answer?.value;
  if (!visible && Array.isArray(value) && value.includes(optionId)) {
    const rest = value.filter((id) => id !== optionId);
    store(target, rest.length === 0 ? null : rest);
  }
}
