import type { Flow, FlowQuestion } from '../types/schemas';
import { didYouMean } from '../lib/did-you-mean';
import { DEFAULT_THANK_STATE_ID } from './compiled-flow';
import { compilePattern } from './operators';
import type { FlowProblem } from './flow-problem';

/**
 * Checks what a JSON Schema cannot: that ids are unique and every reference points at something that exists,
 * that styles are registered, and that limits and patterns make sense. Assumes the flow passed the schema.
 */
export function checkFlowReferences(flow: Flow, styles: readonly string[]): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const report = (path: string, message: string) => problems.push({ path, message });

  const languageIds = new Set<number>();
  const languageCodes = new Set<string>();
  flow.languages.forEach((language, i) => {
    if (languageIds.has(language.id)) report(`languages[${i}].id`, `language id ${language.id} is used twice`);
    if (languageCodes.has(language.code.toLowerCase())) report(`languages[${i}].code`, `language "${language.code}" is listed twice`);
    languageIds.add(language.id);
    languageCodes.add(language.code.toLowerCase());
  });
  if (flow.defaultLanguageId !== undefined && !languageIds.has(flow.defaultLanguageId)) {
    report('defaultLanguageId', `${flow.defaultLanguageId} is not the id of one of the flow's languages`);
  }

  const stateIds = new Set<string>();
  const elementIds = new Map<string, string>();
  const questions = new Map<string, { question: FlowQuestion; path: string }>();
  // Rules name the element that holds a question; found through this index, not a scan of the flow per rule (a
  // 200 x 20 flow's check ran in quadratic time, on every keystroke of the editor's preview).
  const questionOfElement = new Map<string, FlowQuestion>();
  const questionKeys = new Set<string>();
  const initialStates: number[] = [];

  flow.states.forEach((state, s) => {
    if (stateIds.has(state.id)) report(`states[${s}].id`, `state id "${state.id}" is used twice`);
    stateIds.add(state.id);
    if (state.isInitialState) initialStates.push(s);
    state.elements.forEach((element, e) => {
      const path = `states[${s}].elements[${e}]`;
      if (elementIds.has(element.id)) report(`${path}.id`, `element id "${element.id}" is used twice`);
      elementIds.set(element.id, path);
      const question = element.question;
      if (!question) return;
      questionOfElement.set(element.id, question);
      const qPath = `${path}.question`;
      if (questions.has(question.id)) report(`${qPath}.id`, `question id "${question.id}" is used twice`);
      questions.set(question.id, { question, path: qPath });
      if (question.key) {
        if (questionKeys.has(question.key)) report(`${qPath}.key`, `question key "${question.key}" is used twice`);
        questionKeys.add(question.key);
      }
      if (!styles.includes(question.style)) {
        const suggestion = didYouMean(question.style, styles);
        report(`${qPath}.style`, `"${question.style}" is not a question style${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`);
      }
      checkQuestionLimits(question, qPath, report);
    });
  });
  if (initialStates.length > 1) {
    report(`states[${initialStates[1]}].isInitialState`, `only one state can be initial; states[${initialStates[0]}] already is`);
  }

  flow.states.forEach((state, s) => {
    if (state.nextStateId !== undefined && !stateIds.has(state.nextStateId) && state.nextStateId !== DEFAULT_THANK_STATE_ID) {
      report(`states[${s}].nextStateId`, unknown('state', state.nextStateId, stateIds));
    }
    state.elements.forEach((element, e) => {
      (element.triggers ?? []).forEach((trigger, t) => {
        const path = `states[${s}].elements[${e}].triggers[${t}]`;
        const source = element.question;
        if (!source) {
          report(path, 'triggers sit on question elements only');
          return;
        }
        const optionKeys = (source.options ?? []).flatMap((o) => [o.id, ...(o.key ? [o.key] : [])]);
        if ((trigger.controlType ?? 'option') === 'option') {
          if (trigger.key === undefined && trigger.answerValue === undefined) report(path, 'an option trigger needs the key of the option that activates it');
          else if (trigger.key !== undefined && !optionKeys.includes(trigger.key)) report(`${path}.key`, unknown(`option of question "${source.id}"`, trigger.key, optionKeys));
        } else if (trigger.answerValue === undefined) {
          report(`${path}.answerValue`, 'a value trigger needs an answerValue to compare with');
        }
        if ((trigger.ruleType === 'regex' || trigger.ruleType === 'matches') && compilePattern(String(trigger.answerValue ?? '')) === null) {
          report(`${path}.answerValue`, `"${trigger.answerValue}" is not a valid regular expression`);
        }
        const scope = trigger.scope ?? 'element';
        if (scope === 'element') {
          if (!trigger.targetIds?.length) report(`${path}.targetIds`, 'an element trigger needs at least one target');
          (trigger.targetIds ?? []).forEach((id, i) => {
            if (!elementIds.has(id) && !questions.has(id)) report(`${path}.targetIds[${i}]`, unknown('element', id, elementIds.keys()));
          });
        } else if (scope === 'option') {
          if (!trigger.targetOptionIds?.length) report(`${path}.targetOptionIds`, 'an option trigger needs at least one target option');
          (trigger.targetOptionIds ?? []).forEach(({ questionKey, optionKey }, i) => {
            const target = questions.get(questionKey) ?? [...questions.values()].find((q) => q.question.key === questionKey);
            if (!target) report(`${path}.targetOptionIds[${i}].questionKey`, unknown('question', questionKey, [...questionKeys, ...questions.keys()]));
            else if (!(target.question.options ?? []).some((o) => o.key === optionKey || o.id === optionKey)) {
              report(`${path}.targetOptionIds[${i}].optionKey`, unknown(`option of question "${questionKey}"`, optionKey, (target.question.options ?? []).map((o) => o.key ?? o.id)));
            }
          });
        } else if (!trigger.targetEvents?.length) {
          report(`${path}.targetEvents`, 'an event-dispatch trigger needs at least one event');
        }
      });
    });
  });

  (flow.transitions ?? []).forEach((transition, t) => {
    const path = `transitions[${t}]`;
    if (!stateIds.has(transition.fromStateId)) report(`${path}.fromStateId`, unknown('state', transition.fromStateId, stateIds));
    if (!stateIds.has(transition.toStateId) && transition.toStateId !== DEFAULT_THANK_STATE_ID) {
      report(`${path}.toStateId`, unknown('state', transition.toStateId, stateIds));
    }
    (transition.rules ?? []).forEach((rule, r) => {
      const rPath = `${path}.rules[${r}]`;
      const target = questions.get(rule.elementId)?.question ?? questionOfElement.get(rule.elementId);
      if (!target) {
        const questionElements = flow.states.flatMap((st) => st.elements.filter((e) => e.question).map((e) => e.id));
        report(`${rPath}.elementId`, elementIds.has(rule.elementId)
          ? `"${rule.elementId}" is not a question element: rules read answers`
          : unknown('question element', rule.elementId, questionElements));
        return;
      }
      if (!rule.operator && !rule.optionIds?.length) report(rPath, 'a rule needs an operator with a value, or optionIds');
      if (rule.operator && rule.value === undefined) report(`${rPath}.value`, `operator "${rule.operator}" needs a value`);
      if ((rule.operator === 'regex' || rule.operator === 'matches') && compilePattern(String(rule.value ?? '')) === null) {
        report(`${rPath}.value`, `"${rule.value}" is not a valid regular expression`);
      }
      const statements = target.statements ?? [];
      if (rule.statementId !== undefined && !statements.some((st) => st.id === rule.statementId)) {
        report(`${rPath}.statementId`, unknown(`statement of question "${target.id}"`, rule.statementId, statements.map((st) => st.id)));
      }
      const options = [...(target.options ?? []), ...statements.flatMap((st) => st.options ?? [])].map((o) => o.id);
      (rule.optionIds ?? []).forEach((id, i) => {
        if (!options.includes(id)) report(`${rPath}.optionIds[${i}]`, unknown(`option of question "${target.id}"`, id, options));
      });
    });
  });
  return problems;
}

function unknown(what: string, id: string, known: Iterable<string>): string {
  const suggestion = didYouMean(id, known);
  return `"${id}" is not a known ${what}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`;
}

function checkQuestionLimits(question: FlowQuestion, path: string, report: (path: string, message: string) => void): void {
  const pairs: [keyof FlowQuestion, keyof FlowQuestion][] = [
    ['minSelectionCount', 'maxSelectionCount'],
    ['minResponseLength', 'maxResponseLength'],
    ['lowerlimit', 'upperlimit'],
    ['min', 'max'],
  ];
  for (const [low, high] of pairs) {
    const a = question[low] as number | undefined;
    const b = question[high] as number | undefined;
    if (a !== undefined && b !== undefined && a > b) report(`${path}.${String(low)}`, `${a} is greater than ${String(high)} ${b}`);
  }
  const optionIds = new Set<string>();
  (question.options ?? []).forEach((option, o) => {
    if (optionIds.has(option.id)) report(`${path}.options[${o}].id`, `option id "${option.id}" is used twice in this question`);
    optionIds.add(option.id);
  });
  const statementIds = new Set<string>();
  (question.statements ?? []).forEach((statement, s) => {
    if (statementIds.has(statement.id)) report(`${path}.statements[${s}].id`, `statement id "${statement.id}" is used twice in this question`);
    statementIds.add(statement.id);
  });
}
