import { useId } from 'react';
import type { Draft } from 'immer';
import { useTranslation } from 'react-i18next';
import type { PluginRegistry } from '../../../plugin-api/registry';
import type { Flow, FlowRule } from '../../../types/schemas';
import type { FlowProblem } from '../editor-panel';
import { problemTextAt } from './field-problems';
import { findQuestion, optionLabel, optionsOf, shortText } from './flow-labels';
import { LabelledInput } from './LabelledInput';
import { LabelledSelect } from './LabelledSelect';
import { QuestionOptions } from './pickers';
import { answerKindOf, conditionsFor, valueInputFor, type RuleCondition } from './rule-conditions';

interface Props {
  flow: Flow;
  registry: PluginRegistry;
  problems: readonly FlowProblem[];
  rule: FlowRule;
  /** ['transitions', t, 'rules', r]: where its problems are found. */
  path: readonly (string | number)[];
  /** 1-based, for labels ("Remove rule 2"). */
  n: number;
  update(recipe: (rule: Draft<FlowRule>) => void, label: string): void;
  remove(): void;
}

/** One rule: the question, what is tested (limited to what that question's answer kind supports) and the value. */
export function RuleEditor({ flow, registry, problems, rule, path, n, update, remove }: Props) {
  const { t } = useTranslation('console');
  const groupId = useId();
  const place = findQuestion(flow, rule.elementId);
  const kind = answerKindOf(place?.question, registry);
  const condition: RuleCondition = rule.operator ?? 'chosen';
  const offered = conditionsFor(kind).includes(condition) ? conditionsFor(kind) : [...conditionsFor(kind), condition];
  const input = valueInputFor(kind, condition);
  const options = place ? optionsOf(place.question, rule.statementId) : [];
  const errorAt = (...rest: (string | number)[]) => problemTextAt(t, problems, [...path, ...rest]);
  // data-path: where LogicPanel's focusPath (a problem the user chose) finds the field.
  const at = (...rest: (string | number)[]) => [...path, ...rest].join('.');

  const chooseQuestion = (elementId: string) => update((r) => {
    const question = findQuestion(flow, elementId)?.question;
    const first = conditionsFor(answerKindOf(question, registry))[0]!;
    r.elementId = elementId;
    delete r.statementId;
    delete r.value;
    if (first === 'chosen') {
      delete r.operator;
      r.optionIds = [];
    } else {
      r.operator = first;
      delete r.optionIds;
    }
  }, t('editor.logic.undo.ruleQuestion'));

  const chooseCondition = (next: RuleCondition) => update((r) => {
    const nextInput = valueInputFor(kind, next);
    if (next === 'chosen') {
      // "is Bad" becomes "is one of Bad": the option named by the value stays chosen.
      const named = options.find((o) => r.value !== undefined && (o.key === String(r.value) || o.id === String(r.value)));
      delete r.operator;
      delete r.value;
      r.optionIds = r.optionIds ?? (named ? [named.id] : []);
    } else {
      r.operator = next;
      delete r.optionIds;
      // A value typed for text stays when the new operator takes text too; an option or a yes/no does not carry over.
      if (nextInput !== input) delete r.value;
    }
  }, t('editor.logic.undo.ruleCondition'));

  const setValue = (value: string | number | boolean | undefined) => update((r) => {
    if (value === undefined) delete r.value;
    else r.value = value;
  }, t('editor.logic.undo.ruleValue'));

  const toggleOption = (id: string, on: boolean) => update((r) => {
    const ids = r.optionIds ?? [];
    r.optionIds = on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id);
  }, t('editor.logic.undo.ruleValue'));

  return (
    <div className="cv-logic-rule" role="group" aria-labelledby={groupId}>
      <p id={groupId} className="cv-logic-rule__title">{t('editor.logic.rule.title', { n })}</p>
      <div className="cv-logic-rule__fields">
        <LabelledSelect data-path={at('elementId')} label={t('editor.logic.rule.question')} value={rule.elementId} error={errorAt('elementId')} onChange={(e) => chooseQuestion(e.target.value)}>
          <QuestionOptions t={t} flow={flow} current={rule.elementId} />
        </LabelledSelect>
        {place?.question.statements?.length ? (
          <LabelledSelect data-path={at('statementId')} label={t('editor.logic.rule.row')} value={rule.statementId ?? ''} error={errorAt('statementId')} onChange={(e) => update((r) => {
            if (e.target.value === '') delete r.statementId;
            else r.statementId = e.target.value;
          }, t('editor.logic.undo.ruleValue'))}>
            <option value="">{t('editor.logic.rule.anyRow')}</option>
            {place.question.statements.map((s) => <option key={s.id} value={s.id}>{shortText(s.body, flow) ?? s.key ?? s.id}</option>)}
          </LabelledSelect>
        ) : null}
        <LabelledSelect data-path={at()} label={t('editor.logic.rule.condition')} value={condition} onChange={(e) => chooseCondition(e.target.value as RuleCondition)}>
          {offered.map((c) => <option key={c} value={c}>{t(`editor.logic.condition.${c}`)}</option>)}
        </LabelledSelect>
        {input === 'options' ? (
          <fieldset className={`cv-logic-options${errorAt() || errorAt('optionIds') ? ' cv-logic-field--invalid' : ''}`}>
            <legend className="cv-logic-field__label">{t('editor.logic.rule.options')}</legend>
            {options.length === 0 ? <p className="cv-console-muted">{t('editor.logic.rule.noOptions')}</p> : null}
            {options.map((option, index) => (
              <label key={option.id} className="cv-logic-check">
                <input type="checkbox" data-path={index === 0 ? at('optionIds') : undefined} checked={(rule.optionIds ?? []).includes(option.id)} onChange={(e) => toggleOption(option.id, e.target.checked)} />
                {optionLabel(option, flow)}
              </label>
            ))}
            {[errorAt(), ...(rule.optionIds ?? []).map((_, i) => errorAt('optionIds', i))].filter(Boolean).map((error, i) => <p key={i} className="cv-logic-field__error">{error}</p>)}
          </fieldset>
        ) : null}
        {input === 'option' ? (
          <LabelledSelect data-path={at('value')} label={t('editor.logic.rule.option')} value={rule.value === undefined ? '' : String(rule.value)} error={errorAt('value')} onChange={(e) => setValue(e.target.value === '' ? undefined : e.target.value)}>
            <option value="">{t('editor.logic.rule.chooseOption')}</option>
            {options.map((option) => <option key={option.id} value={option.key ?? option.id}>{optionLabel(option, flow)}</option>)}
            {rule.value !== undefined && !options.some((o) => (o.key ?? o.id) === String(rule.value)) ? <option value={String(rule.value)}>{String(rule.value)}</option> : null}
          </LabelledSelect>
        ) : null}
        {input === 'boolean' ? (
          <LabelledSelect data-path={at('value')} label={t('editor.logic.rule.value')} value={rule.value === undefined ? '' : String(rule.value)} error={errorAt('value')} onChange={(e) => setValue(e.target.value === '' ? undefined : e.target.value === 'true')}>
            <option value="">{t('editor.logic.rule.chooseValue')}</option>
            <option value="true">{t('editor.logic.value.yes')}</option>
            <option value="false">{t('editor.logic.value.no')}</option>
          </LabelledSelect>
        ) : null}
        {input === 'number' || input === 'text' ? (
          <LabelledInput
            data-path={at('value')}
            label={t(input === 'text' && (condition === 'regex' || condition === 'matches') ? 'editor.logic.rule.pattern' : 'editor.logic.rule.value')}
            type="text"
            inputMode={input === 'number' ? 'decimal' : undefined}
            value={rule.value === undefined ? '' : String(rule.value)}
            error={errorAt('value')}
            onChange={(e) => {
              const text = e.target.value;
              const number = input === 'number' && /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : undefined;
              setValue(text === '' ? undefined : number ?? text);
            }}
          />
        ) : null}
        <button type="button" className="cv-button cv-logic-small" onClick={remove}>{t('editor.logic.rule.remove', { n })}</button>
      </div>
    </div>
  );
}
