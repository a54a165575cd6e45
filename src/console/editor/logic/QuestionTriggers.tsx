import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorPanelProps } from '../editor-panel';
import { describeTrigger } from './describe-rule';
import { questionLabel } from './flow-labels';
import { answerKindOf } from './rule-conditions';
import { SummaryText } from './SummaryText';
import { TriggerEditor } from './TriggerEditor';

interface Props extends Pick<EditorPanelProps, 'flow' | 'edit' | 'problems' | 'registry'> {
  stateIndex: number;
  elementIndex: number;
}

/** The triggers of one question, each with its summary and editor, and a button to add one (also usable in a property panel). */
export function QuestionTriggers({ flow, edit, problems, registry, stateIndex, elementIndex }: Props) {
  const { t } = useTranslation('console');
  const headingId = useId();
  const element = flow.states[stateIndex]!.elements[elementIndex]!;
  const question = element.question!;
  const triggers = element.triggers ?? [];
  const name = questionLabel(element, flow);
  const at = (f: Parameters<Parameters<typeof edit>[0]>[0]) => f.states[stateIndex]!.elements[elementIndex]!;
  const firstOption = question.options?.[0];

  return (
    <section className="cv-logic-question" aria-labelledby={headingId}>
      <h4 id={headingId} className="cv-logic-question__title">{name}</h4>
      {triggers.length > 0 ? (
        <ul className="cv-logic-trigger-list">
          {triggers.map((trigger, i) => (
            <li key={i} className="cv-logic-trigger">
              <p className="cv-logic-trigger__summary"><SummaryText text={describeTrigger(t, flow, question, trigger)} /></p>
              <TriggerEditor flow={flow} problems={problems} owner={question} kind={answerKindOf(question, registry)} ownerElementId={element.id} trigger={trigger} n={i + 1}
                path={['states', stateIndex, 'elements', elementIndex, 'triggers', i]}
                update={(recipe, label) => edit((f) => recipe(at(f).triggers![i]!), label)}
                remove={() => edit((f) => {
                  const target = at(f);
                  target.triggers!.splice(i, 1);
                  if (target.triggers!.length === 0) delete target.triggers;
                }, t('editor.logic.undo.deleteTrigger'))} />
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="cv-button cv-logic-add" onClick={() => edit((f) => {
        (at(f).triggers ??= []).push(firstOption
          ? { controlType: 'option', key: firstOption.key ?? firstOption.id, action: 'show', scope: 'element', targetIds: [] }
          : { controlType: 'value', ruleType: 'equals', action: 'show', scope: 'element', targetIds: [] });
      }, t('editor.logic.undo.addTrigger'))}>
        {t('editor.logic.trigger.addTo', { question: name })}
      </button>
    </section>
  );
}
