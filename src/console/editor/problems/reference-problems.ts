import { DEFAULT_THANK_STATE_ID } from '../../../engine/compiled-flow';
import { compilePattern } from '../../../engine/operators';
import type { PluginRegistry } from '../../../plugin-api/registry';
import type { Flow, FlowElement, FlowQuestion, FlowRule, FlowTrigger } from '../../../types/schemas';
import type { FlowProblem } from '../editor-panel';
import { findElement, findQuestion, optionsOf } from '../logic/flow-labels';
import { questionByKey } from '../logic/describe-rule';

type Path = (string | number)[];
type Report = (path: Path, code: string, values?: Record<string, string | number>) => void;

/**
 * What the schema cannot see: ids used twice, and references (transitions, rules, triggers, a state's next
 * state) to states, questions and options that are not in the flow, as src/engine/flow-references.ts checks them
 * on import; here each is located by a path the editor can select, and worded through the console's strings.
 */
export function referenceProblems(flow: Flow, registry: PluginRegistry): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const report: Report = (path, code, values) =>
    problems.push({ path, code, message: { key: `editor.problems.message.${code}`, ...(values ? { values } : {}) } });
  const states = flow.states ?? [];
  // SPEC 4.4: reaching a final state submits the feedback; the engine never moves on from it, so what leads on is dead.
  const warn: Report = (path, code, values) =>
    problems.push({ path, code, message: { key: `editor.problems.message.${code}`, ...(values ? { values } : {}) }, severity: 'warning' });

  checkIds(flow, report);
  const stateIds = new Set(states.map((s) => s.id));
  const isTarget = (id: string) => stateIds.has(id) || id === DEFAULT_THANK_STATE_ID;
  if (flow.defaultLanguageId !== undefined && !(flow.languages ?? []).some((l) => l.id === flow.defaultLanguageId)) {
    report(['defaultLanguageId'], 'default-language-missing', { id: flow.defaultLanguageId });
  }
  const initial = states.flatMap((s, i) => (s.isInitialState ? [i] : []));
  if (initial.length > 1) report(['states', initial[1]!, 'isInitialState'], 'initial-state-twice');

  const finalIds = new Set(states.filter((s) => s.style === 'thank' || s.style === 'chat').map((s) => s.id));
  states.forEach((state, s) => {
    if (state.nextStateId !== undefined && !isTarget(state.nextStateId)) report(['states', s, 'nextStateId'], 'next-state-missing', { id: state.nextStateId });
    else if (state.nextStateId !== undefined && finalIds.has(state.id)) warn(['states', s, 'nextStateId'], 'final-state-leads-on');
    (state.elements ?? []).forEach((element, e) => {
      const path: Path = ['states', s, 'elements', e];
      if (element.question && !registry[element.question.style]) report([...path, 'question', 'style'], 'style-unknown', { style: element.question.style });
      (element.triggers ?? []).forEach((trigger, i) => checkTrigger(flow, element, trigger, [...path, 'triggers', i], report));
    });
  });

  (flow.transitions ?? []).forEach((transition, i) => {
    const path: Path = ['transitions', i];
    if (!stateIds.has(transition.fromStateId)) report([...path, 'fromStateId'], 'transition-from-missing-state', { id: transition.fromStateId });
    if (!isTarget(transition.toStateId)) report([...path, 'toStateId'], 'transition-to-missing-state', { id: transition.toStateId });
    if (finalIds.has(transition.fromStateId)) warn(path, 'final-state-leads-on');
    (transition.rules ?? []).forEach((rule, r) => checkRule(flow, registry, rule, [...path, 'rules', r], report));
  });
  return problems;
}

function checkIds(flow: Flow, report: Report): void {
  const seen = new Map<string, Set<string>>();
  const once = (kind: string, id: string | number, path: Path) => {
    const ids = seen.get(kind) ?? new Set<string>();
    seen.set(kind, ids);
    if (ids.has(String(id))) report(path, 'duplicate-id', { id });
    ids.add(String(id));
  };
  (flow.languages ?? []).forEach((language, i) => {
    once('language', language.id, ['languages', i, 'id']);
    once('language-code', language.code.toLowerCase(), ['languages', i, 'code']);
  });
  (flow.states ?? []).forEach((state, s) => {
    once('state', state.id, ['states', s, 'id']);
    (state.elements ?? []).forEach((element, e) => {
      const path: Path = ['states', s, 'elements', e];
      once('element', element.id, [...path, 'id']);
      const question = element.question;
      if (!question) return;
      once('question', question.id, [...path, 'question', 'id']);
      const optionIds = new Set<string>();
      (question.options ?? []).forEach((option, o) => {
        if (optionIds.has(option.id)) report([...path, 'question', 'options', o, 'id'], 'duplicate-id', { id: option.id });
        optionIds.add(option.id);
      });
      const statementIds = new Set<string>();
      (question.statements ?? []).forEach((statement, i) => {
        if (statementIds.has(statement.id)) report([...path, 'question', 'statements', i, 'id'], 'duplicate-id', { id: statement.id });
        statementIds.add(statement.id);
      });
    });
  });
}

const isPattern = (operator: string | undefined) => operator === 'regex' || operator === 'matches';
const CHOICE_KINDS = new Set(['choice', 'ranking', 'matrix']);

function checkRule(flow: Flow, registry: PluginRegistry, rule: FlowRule, path: Path, report: Report): void {
  const place = findQuestion(flow, rule.elementId);
  if (!place) {
    report([...path, 'elementId'], findElement(flow, rule.elementId) ? 'rule-not-a-question' : 'rule-question-missing', { id: rule.elementId });
    return;
  }
  const { question } = place;
  if (rule.statementId !== undefined && !(question.statements ?? []).some((s) => s.id === rule.statementId)) {
    report([...path, 'statementId'], 'rule-statement-missing', { id: rule.statementId });
  }
  const options = optionsOf(question, rule.statementId);
  if (!rule.operator) {
    if (!rule.optionIds?.length) report(path, 'rule-options-empty');
    (rule.optionIds ?? []).forEach((id, i) => {
      if (!options.some((o) => o.id === id)) report([...path, 'optionIds', i], 'rule-option-missing', { id });
    });
    return;
  }
  if (rule.value === undefined || rule.value === '') {
    report([...path, 'value'], 'rule-value-missing');
    return;
  }
  if (isPattern(rule.operator)) {
    if (compilePattern(String(rule.value)) === null) report([...path, 'value'], 'regex-invalid', { pattern: String(rule.value) });
    return;
  }
  // equals / not_equals on an option answer name an option by key or id (the editor's option picker).
  const kind = registry[question.style]?.answer;
  const optionValue = (rule.operator === 'equals' || rule.operator === 'not_equals') && kind !== undefined && CHOICE_KINDS.has(kind);
  if (optionValue && !options.some((o) => o.id === String(rule.value) || o.key === String(rule.value))) {
    report([...path, 'value'], 'rule-option-missing', { id: String(rule.value) });
  }
}

function checkTrigger(flow: Flow, element: FlowElement, trigger: FlowTrigger, path: Path, report: Report): void {
  const owner: FlowQuestion | undefined = element.question;
  if (!owner) {
    report(path, 'trigger-not-on-question');
    return;
  }
  if ((trigger.controlType ?? 'option') === 'option') {
    const wanted = trigger.key ?? (trigger.answerValue === undefined ? undefined : String(trigger.answerValue));
    if (wanted === undefined) report(path, 'trigger-option-unset');
    else if (!(owner.options ?? []).some((o) => o.id === wanted || o.key === wanted)) report([...path, trigger.key !== undefined ? 'key' : 'answerValue'], 'trigger-option-missing', { id: wanted });
  } else if (trigger.answerValue === undefined || trigger.answerValue === '') {
    report([...path, 'answerValue'], 'trigger-value-missing');
  } else if (isPattern(trigger.ruleType) && compilePattern(String(trigger.answerValue)) === null) {
    report([...path, 'answerValue'], 'regex-invalid', { pattern: String(trigger.answerValue) });
  }
  const scope = trigger.scope ?? 'element';
  if (scope === 'element') {
    if (!trigger.targetIds?.length) report(path, 'trigger-no-targets');
    (trigger.targetIds ?? []).forEach((id, i) => {
      if (!findElement(flow, id)) report([...path, 'targetIds', i], 'trigger-target-missing', { id });
    });
  } else if (scope === 'option') {
    if (!trigger.targetOptionIds?.length) report(path, 'trigger-no-targets');
    (trigger.targetOptionIds ?? []).forEach(({ questionKey, optionKey }, i) => {
      const target = questionByKey(flow, questionKey);
      if (!target) report([...path, 'targetOptionIds', i, 'questionKey'], 'trigger-question-missing', { id: questionKey });
      else if (!(target.question.options ?? []).some((o) => o.id === optionKey || o.key === optionKey)) {
        report([...path, 'targetOptionIds', i, 'optionKey'], 'trigger-option-missing', { id: optionKey });
      }
    });
  } else if (!trigger.targetEvents?.length) {
    report(path, 'trigger-no-targets');
  }
}
