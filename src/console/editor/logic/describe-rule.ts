import type { TFunction } from 'i18next';
import { DEFAULT_THANK_STATE_ID } from '../../../engine/compiled-flow';
import type { Flow, FlowQuestion, FlowRule, FlowTransition, FlowTrigger } from '../../../types/schemas';
import { findElement, findQuestion, optionLabel, optionsOf, questionLabel, shortText, stateLabel } from './flow-labels';

type T = TFunction<'console'>;

/** A name inside a summary, quoted so the screen can emphasise it (SummaryText) and a reader sees where it ends. */
const named = (t: T, name: string) => t('editor.logic.describe.name', { name });

/** "A", "A or B", "A, B or C" in the editor's language. */
function either(t: T, names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return t('editor.logic.describe.either', { list: names.slice(0, -1).join(t('editor.logic.describe.listSeparator')), last: names.at(-1) });
}

function optionName(t: T, flow: Flow, question: FlowQuestion | undefined, idOrKey: string, statementId?: string): string {
  const option = question ? optionsOf(question, statementId).find((o) => o.id === idOrKey || o.key === idOrKey) : undefined;
  return option ? named(t, optionLabel(option, flow)) : t('editor.logic.describe.missingOption', { id: idOrKey });
}

/** "“How was it?” is “Bad”": one rule as a condition, the way the engine reads it (src/engine/rules.ts). */
export function describeRule(t: T, flow: Flow, rule: FlowRule): string {
  const place = findQuestion(flow, rule.elementId);
  let subject = place ? named(t, questionLabel(place.element, flow)) : t('editor.logic.describe.missingQuestion', { id: rule.elementId });
  if (rule.statementId !== undefined) {
    const statement = place?.question.statements?.find((s) => s.id === rule.statementId);
    subject = t('editor.logic.describe.row', { question: subject, row: statement ? named(t, shortText(statement.body, flow) ?? statement.key ?? statement.id) : t('editor.logic.describe.missingRow', { id: rule.statementId }) });
  }
  if (!rule.operator) {
    const options = (rule.optionIds ?? []).map((id) => optionName(t, flow, place?.question, id, rule.statementId));
    return options.length === 0 ? t('editor.logic.describe.noOptions', { question: subject }) : t('editor.logic.describe.chosen', { question: subject, options: either(t, options) });
  }
  return t(`editor.logic.describe.operator.${rule.operator}`, { question: subject, value: valueName(t, flow, place?.question, rule) });
}

function valueName(t: T, flow: Flow, question: FlowQuestion | undefined, rule: FlowRule): string {
  if (rule.value === undefined || rule.value === '') return t('editor.logic.describe.noValue');
  if (typeof rule.value === 'boolean') return named(t, t(rule.value ? 'editor.logic.value.yes' : 'editor.logic.value.no'));
  const option = question && rule.operator !== 'regex' && rule.operator !== 'matches'
    ? optionsOf(question, rule.statementId).find((o) => o.key === String(rule.value) || o.id === String(rule.value))
    : undefined;
  return named(t, option ? optionLabel(option, flow) : String(rule.value));
}

/** Where a transition or a state's fallback leads: a state, the end of the flow, or a state that was deleted. */
function describeTarget(t: T, flow: Flow, stateId: string): string {
  if (stateId === DEFAULT_THANK_STATE_ID) return t('editor.logic.describe.end');
  const state = flow.states.find((s) => s.id === stateId);
  return state ? named(t, stateLabel(state)) : t('editor.logic.describe.missingState', { id: stateId });
}

/**
 * "If “How was it?” is “Bad”, go to “Talk to us”". Every rule of a transition must hold (SPEC 4.4), so they
 * join with "and"; a transition without rules always holds, which after others reads "Otherwise".
 */
export function describeTransition(t: T, flow: Flow, transition: FlowTransition, afterOthers: boolean): string {
  const target = describeTarget(t, flow, transition.toStateId);
  const rules = transition.rules ?? [];
  if (rules.length === 0) return t(afterOthers ? 'editor.logic.describe.otherwise' : 'editor.logic.describe.always', { target });
  const conditions = rules.map((rule) => describeRule(t, flow, rule)).join(t('editor.logic.describe.and'));
  return t('editor.logic.describe.transition', { conditions, target });
}

/** What happens after a state when no transition holds: its nextStateId, else the thank-you page (SPEC 4.4). */
export const describeFallback = (t: T, flow: Flow, nextStateId: string | undefined): string =>
  t('editor.logic.describe.fallback', { target: describeTarget(t, flow, nextStateId ?? DEFAULT_THANK_STATE_ID) });

/** "When “Something else” is chosen, show “Please tell us more”" (src/engine/triggers.ts). */
export function describeTrigger(t: T, flow: Flow, owner: FlowQuestion, trigger: FlowTrigger): string {
  const condition = (trigger.controlType ?? 'option') === 'option'
    ? t('editor.logic.describe.whenChosen', { option: optionName(t, flow, owner, trigger.key ?? String(trigger.answerValue ?? '')) })
    : t(`editor.logic.describe.whenAnswer.${trigger.ruleType ?? 'equals'}`, { value: trigger.answerValue === undefined ? t('editor.logic.describe.noValue') : named(t, String(trigger.answerValue)) });
  return t('editor.logic.describe.trigger', { condition, effect: describeEffect(t, flow, trigger) });
}

function describeEffect(t: T, flow: Flow, trigger: FlowTrigger): string {
  const scope = trigger.scope ?? 'element';
  if (scope === 'event-dispatch') {
    const events = trigger.targetEvents ?? [];
    return events.length === 0 ? t('editor.logic.describe.noTargets') : t('editor.logic.describe.sendEvents', { events: either(t, events.map((e) => named(t, e))), count: events.length });
  }
  const targets = scope === 'element'
    ? (trigger.targetIds ?? []).map((id) => elementName(t, flow, id))
    : (trigger.targetOptionIds ?? []).map(({ questionKey, optionKey }) => {
        const place = questionByKey(flow, questionKey);
        return t('editor.logic.describe.optionOf', { option: optionName(t, flow, place?.question, optionKey), question: place ? named(t, questionLabel(place.element, flow)) : t('editor.logic.describe.missingQuestion', { id: questionKey }) });
      });
  if (targets.length === 0) return t('editor.logic.describe.noTargets');
  return t(trigger.action === 'hide' ? 'editor.logic.describe.hide' : 'editor.logic.describe.show', { targets: targets.join(t('editor.logic.describe.and')) });
}

function elementName(t: T, flow: Flow, id: string): string {
  const element = findElement(flow, id);
  if (!element) return t('editor.logic.describe.missingElement', { id });
  return named(t, element.question ? questionLabel(element, flow) : shortText(element.body, flow) ?? element.id);
}

/** Option triggers name their question by key or id (src/engine/compile-flow.ts). */
export function questionByKey(flow: Flow, keyOrId: string) {
  return findQuestion(flow, keyOrId) ?? flow.states.flatMap((state, stateIndex) => state.elements.flatMap((element, elementIndex) =>
    element.question?.key === keyOrId ? [{ state, element, question: element.question, stateIndex, elementIndex }] : []))[0];
}
