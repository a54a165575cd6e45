import type { Draft } from 'immer';
import { useTranslation } from 'react-i18next';
import type { FlowRule, FlowTransition } from '../../../types/schemas';
import type { EditorPanelProps } from '../editor-panel';
import { problemTextAt } from './field-problems';
import { questionsOf, stateLabel } from './flow-labels';
import { LabelledSelect } from './LabelledSelect';
import { TargetOptions } from './pickers';
import { answerKindOf, conditionsFor } from './rule-conditions';
import { RuleEditor } from './RuleEditor';

interface Props extends EditorPanelProps {
  id: string;
  index: number;
  transition: FlowTransition;
}

/** Where a transition goes and the rules that must all hold for it. */
export function TransitionEditor({ id, index, transition, flow, edit, registry, problems }: Props) {
  const { t } = useTranslation('console');
  const rules = transition.rules ?? [];

  const addRule = () => {
    // The first question of the state the transition leaves, else any: the rule a user most likely writes.
    const questions = questionsOf(flow);
    const place = questions.find((q) => q.state.id === transition.fromStateId) ?? questions[0];
    if (!place) return;
    const condition = conditionsFor(answerKindOf(place.question, registry))[0]!;
    const rule: FlowRule = condition === 'chosen' ? { elementId: place.element.id, optionIds: [] } : { elementId: place.element.id, operator: condition };
    edit((f) => void (f.transitions![index]!.rules ??= []).push(rule), t('editor.logic.undo.addRule'));
  };

  const updateRule = (r: number) => (recipe: (rule: Draft<FlowRule>) => void, label: string) =>
    edit((f) => recipe(f.transitions![index]!.rules![r]!), label);

  return (
    <div id={id} className="cv-logic-transition__editor">
      <div className="cv-logic-rule__fields">
        {/* Changing where it starts moves the transition to that state's list, ordered there by its place in `transitions`. */}
        <LabelledSelect data-path={`transitions.${index}.fromStateId`} label={t('editor.logic.transition.from')} value={transition.fromStateId} error={problemTextAt(t, problems, ['transitions', index, 'fromStateId'])}
          onChange={(e) => edit((f) => void (f.transitions![index]!.fromStateId = e.target.value), t('editor.logic.undo.from'))}>
          {flow.states.map((state) => <option key={state.id} value={state.id}>{stateLabel(state)}</option>)}
        </LabelledSelect>
        <LabelledSelect data-path={`transitions.${index}.toStateId`} label={t('editor.logic.transition.target')} value={transition.toStateId} error={problemTextAt(t, problems, ['transitions', index, 'toStateId'])}
          onChange={(e) => edit((f) => void (f.transitions![index]!.toStateId = e.target.value), t('editor.logic.undo.target'))}>
          <TargetOptions t={t} flow={flow} current={transition.toStateId} />
        </LabelledSelect>
      </div>
      <p className="cv-logic-state__hint">{rules.length === 0 ? t('editor.logic.transition.noRules') : t('editor.logic.transition.allRules')}</p>
      {rules.map((rule, r) => (
        <RuleEditor key={r} flow={flow} registry={registry} problems={problems} rule={rule} path={['transitions', index, 'rules', r]} n={r + 1}
          update={updateRule(r)} remove={() => edit((f) => void f.transitions![index]!.rules!.splice(r, 1), t('editor.logic.undo.deleteRule'))} />
      ))}
      <button type="button" className="cv-button cv-logic-add" onClick={addRule}>{t('editor.logic.rule.add')}</button>
    </div>
  );
}
