import { useId, useState } from 'react';
import type { Draft } from 'immer';
import { useTranslation } from 'react-i18next';
import type { AnswerKind } from '../../../engine/answer-value';
import type { Flow, FlowQuestion, FlowTrigger, RuleOperator } from '../../../types/schemas';
import type { FlowProblem } from '../editor-panel';
import { questionByKey } from './describe-rule';
import { problemTextAt } from './field-problems';
import { findElement, optionLabel, questionLabel, questionsOf, shortText } from './flow-labels';
import { LabelledInput } from './LabelledInput';
import { LabelledSelect } from './LabelledSelect';
import { ElementOptions } from './pickers';
import { conditionsFor } from './rule-conditions';

/** Events a host page listens for (SPEC 4.4); any upper-case name is allowed. */
const KNOWN_EVENTS = ['PSN_REDIRECT_TO_STORE'];
const EVENT_NAME = /^[A-Z][A-Z0-9_]*$/;

interface Props {
  flow: Flow;
  problems: readonly FlowProblem[];
  owner: FlowQuestion;
  /** The owner's answer kind: which comparisons a value trigger offers (as rules do). */
  kind: AnswerKind | undefined;
  ownerElementId: string;
  trigger: FlowTrigger;
  path: readonly (string | number)[];
  n: number;
  update(recipe: (trigger: Draft<FlowTrigger>) => void, label: string): void;
  remove(): void;
}

/**
 * One trigger of a question (flow.schema.json `trigger`, src/engine/triggers.ts): when an option is chosen or
 * the answer compares to a value, show or hide elements or other questions' options, or send events to the host page.
 */
export function TriggerEditor({ flow, problems, owner, kind, ownerElementId, trigger, path, n, update, remove }: Props) {
  const { t } = useTranslation('console');
  const groupId = useId();
  const [eventName, setEventName] = useState('');
  const [optionTarget, setOptionTarget] = useState({ questionKey: '', optionKey: '' });
  const [elementTarget, setElementTarget] = useState('');
  const control = trigger.controlType ?? 'option';
  const scope = trigger.scope ?? 'element';
  const errorAt = (...rest: (string | number)[]) => problemTextAt(t, problems, [...path, ...rest]);
  const at = (...rest: (string | number)[]) => [...path, ...rest].join('.');
  const label = t('editor.logic.undo.trigger');
  const targetQuestion = optionTarget.questionKey ? questionByKey(flow, optionTarget.questionKey) : undefined;
  const eventValid = EVENT_NAME.test(eventName);

  return (
    <div className="cv-logic-rule" role="group" aria-labelledby={groupId}>
      <p id={groupId} className="cv-logic-rule__title">{t('editor.logic.trigger.title', { n })}</p>
      <div className="cv-logic-rule__fields">
        <LabelledSelect label={t('editor.logic.trigger.when')} value={control} onChange={(e) => update((tr) => {
          tr.controlType = e.target.value as 'option' | 'value';
          delete tr.key;
          delete tr.answerValue;
          if (tr.controlType === 'option') delete tr.ruleType;
        }, label)}>
          {/* An option trigger holds while an option of this question is chosen: only questions with options have one. */}
          {owner.options?.length || control === 'option' ? <option value="option">{t('editor.logic.trigger.whenOption')}</option> : null}
          <option value="value">{t('editor.logic.trigger.whenValue')}</option>
        </LabelledSelect>
        {control === 'option' ? (
          <LabelledSelect data-path={at('key')} label={t('editor.logic.trigger.option')} value={trigger.key ?? (trigger.answerValue === undefined ? '' : String(trigger.answerValue))} error={errorAt('key') ?? errorAt('answerValue')}
            onChange={(e) => update((tr) => {
              delete tr.answerValue;
              if (e.target.value === '') delete tr.key;
              else tr.key = e.target.value;
            }, label)}>
            <option value="">{t('editor.logic.rule.chooseOption')}</option>
            {(owner.options ?? []).map((o) => <option key={o.id} value={o.key ?? o.id}>{optionLabel(o, flow)}</option>)}
            {trigger.key !== undefined && !(owner.options ?? []).some((o) => (o.key ?? o.id) === trigger.key) ? <option value={trigger.key}>{t('editor.logic.describe.missingOption', { id: trigger.key })}</option> : null}
          </LabelledSelect>
        ) : (
          <>
            <LabelledSelect label={t('editor.logic.rule.condition')} value={trigger.ruleType ?? 'equals'} onChange={(e) => update((tr) => void (tr.ruleType = e.target.value as RuleOperator), label)}>
              {valueOperators(kind, trigger.ruleType).map((op) => <option key={op} value={op}>{t(`editor.logic.condition.${op}`)}</option>)}
            </LabelledSelect>
            <LabelledInput data-path={at('answerValue')} label={t(trigger.ruleType === 'regex' || trigger.ruleType === 'matches' ? 'editor.logic.rule.pattern' : 'editor.logic.rule.value')} value={trigger.answerValue === undefined ? '' : String(trigger.answerValue)} error={errorAt('answerValue')}
              onChange={(e) => update((tr) => {
                if (e.target.value === '') delete tr.answerValue;
                else tr.answerValue = e.target.value;
              }, label)} />
          </>
        )}
        <LabelledSelect label={t('editor.logic.trigger.action')} value={trigger.action} onChange={(e) => update((tr) => void (tr.action = e.target.value as 'show' | 'hide'), label)}>
          <option value="show">{t('editor.logic.trigger.show')}</option>
          <option value="hide">{t('editor.logic.trigger.hide')}</option>
        </LabelledSelect>
        <LabelledSelect data-path={at()} label={t('editor.logic.trigger.scope')} value={scope} error={errorAt()} onChange={(e) => update((tr) => {
          tr.scope = e.target.value as NonNullable<FlowTrigger['scope']>;
          delete tr.targetIds;
          delete tr.targetOptionIds;
          delete tr.targetEvents;
        }, label)}>
          <option value="element">{t('editor.logic.trigger.scopeElement')}</option>
          <option value="option">{t('editor.logic.trigger.scopeOption')}</option>
          <option value="event-dispatch">{t('editor.logic.trigger.scopeEvent')}</option>
        </LabelledSelect>
      </div>

      <ul className="cv-logic-targets" aria-label={t('editor.logic.trigger.targets')}>
        {scope === 'element' ? (trigger.targetIds ?? []).map((id, i) => (
          <TargetChip key={`${id}-${i}`} path={at('targetIds', i)} text={elementText(flow, id) ?? t('editor.logic.describe.missingElement', { id })} error={errorAt('targetIds', i)}
            removeLabel={t('editor.logic.trigger.removeTarget', { name: elementText(flow, id) ?? id })}
            onRemove={() => update((tr) => void tr.targetIds!.splice(i, 1), label)} />
        )) : null}
        {scope === 'option' ? (trigger.targetOptionIds ?? []).map((target, i) => {
          const place = questionByKey(flow, target.questionKey);
          const option = place?.question.options?.find((o) => o.key === target.optionKey || o.id === target.optionKey);
          const text = place && option ? `${questionLabel(place.element, flow)} › ${optionLabel(option, flow)}` : `${target.questionKey} › ${target.optionKey}`;
          return <TargetChip key={i} path={at('targetOptionIds', i)} text={text} error={errorAt('targetOptionIds', i, 'questionKey') ?? errorAt('targetOptionIds', i, 'optionKey')}
            removeLabel={t('editor.logic.trigger.removeTarget', { name: text })} onRemove={() => update((tr) => void tr.targetOptionIds!.splice(i, 1), label)} />;
        }) : null}
        {scope === 'event-dispatch' ? (trigger.targetEvents ?? []).map((event, i) => (
          <TargetChip key={`${event}-${i}`} text={event} removeLabel={t('editor.logic.trigger.removeTarget', { name: event })} onRemove={() => update((tr) => void tr.targetEvents!.splice(i, 1), label)} />
        )) : null}
      </ul>

      <div className="cv-logic-rule__fields">
        {scope === 'element' ? (
          <>
            {/* Chosen, then added by the button: arrows in a select change it at each step (Chromium, Windows), so adding on change added every element passed. */}
            <LabelledSelect label={t('editor.logic.trigger.elementTarget')} value={elementTarget} onChange={(e) => setElementTarget(e.target.value)}>
              <option value="">{t('editor.logic.trigger.chooseElement')}</option>
              <ElementOptions flow={flow} exclude={[ownerElementId, ...(trigger.targetIds ?? [])]} />
            </LabelledSelect>
            <button type="button" className="cv-button cv-logic-small" disabled={!elementTarget} onClick={() => {
              update((tr) => void (tr.targetIds ??= []).push(elementTarget), label);
              setElementTarget('');
            }}>{t('editor.logic.trigger.addElement')}</button>
          </>
        ) : null}
        {scope === 'option' ? (
          <>
            <LabelledSelect label={t('editor.logic.trigger.optionQuestion')} value={optionTarget.questionKey} onChange={(e) => setOptionTarget({ questionKey: e.target.value, optionKey: '' })}>
              <option value="">{t('editor.logic.trigger.chooseQuestion')}</option>
              {questionsOf(flow).filter((q) => q.question.options?.length).map((q) => (
                <option key={q.element.id} value={q.question.key ?? q.question.id}>{questionLabel(q.element, flow)}</option>
              ))}
            </LabelledSelect>
            <LabelledSelect label={t('editor.logic.trigger.optionTarget')} value={optionTarget.optionKey} disabled={!targetQuestion} onChange={(e) => setOptionTarget({ ...optionTarget, optionKey: e.target.value })}>
              <option value="">{t('editor.logic.rule.chooseOption')}</option>
              {(targetQuestion?.question.options ?? []).map((o) => <option key={o.id} value={o.key ?? o.id}>{optionLabel(o, flow)}</option>)}
            </LabelledSelect>
            <button type="button" className="cv-button cv-logic-small" disabled={!optionTarget.optionKey} onClick={() => {
              update((tr) => void (tr.targetOptionIds ??= []).push({ ...optionTarget }), label);
              setOptionTarget({ questionKey: '', optionKey: '' });
            }}>{t('editor.logic.trigger.addOption')}</button>
          </>
        ) : null}
        {scope === 'event-dispatch' ? (
          <>
            <LabelledInput label={t('editor.logic.trigger.eventName')} value={eventName} list={`${groupId}-events`} onChange={(e) => setEventName(e.target.value.toUpperCase())}
              error={eventName !== '' && !eventValid ? t('editor.logic.trigger.eventInvalid') : null} />
            <datalist id={`${groupId}-events`}>{KNOWN_EVENTS.map((e) => <option key={e} value={e} />)}</datalist>
            <button type="button" className="cv-button cv-logic-small" disabled={!eventValid} onClick={() => {
              update((tr) => void (tr.targetEvents ??= []).push(eventName), label);
              setEventName('');
            }}>{t('editor.logic.trigger.addEvent')}</button>
          </>
        ) : null}
        <button type="button" className="cv-button cv-logic-small" onClick={remove}>{t('editor.logic.trigger.remove', { n })}</button>
      </div>
    </div>
  );
}

/** The comparisons a value trigger offers on this answer kind: the rule's conditions but "chosen". */
function valueOperators(kind: AnswerKind | undefined, current: RuleOperator | undefined): RuleOperator[] {
  const offered = conditionsFor(kind).filter((c): c is RuleOperator => c !== 'chosen');
  return current === undefined || offered.includes(current) ? offered : [...offered, current];
}

function elementText(flow: Flow, id: string): string | undefined {
  const element = findElement(flow, id);
  if (!element) return undefined;
  return element.question ? questionLabel(element, flow) : shortText(element.body, flow) ?? element.id;
}

function TargetChip({ text, error, removeLabel, onRemove, path }: { text: string; error?: string | null; removeLabel: string; onRemove(): void; path?: string }) {
  return (
    <li className={`cv-logic-chip${error ? ' cv-logic-chip--invalid' : ''}`}>
      <span>{text}</span>
      <button type="button" className="cv-logic-chip__remove" data-path={path} aria-label={removeLabel} onClick={onRemove}>✕</button>
      {error ? <span className="cv-logic-field__error">{error}</span> : null}
    </li>
  );
}
