import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorPanelProps } from '../editor-panel';
import { questionLabel, questionsOf, stateLabel } from './flow-labels';
import { LabelledSelect } from './LabelledSelect';
import { QuestionTriggers } from './QuestionTriggers';
import { StateLogic } from './StateLogic';
import './logic.css';

/**
 * The flow's logic without JSON: for each state its transitions in the order the engine tries them and where it
 * goes otherwise ("skip to the end" is a target like any state), then the triggers on questions.
 */
export function LogicPanel(props: EditorPanelProps) {
  const { flow } = props;
  const { t } = useTranslation('console');
  const headingId = useId();
  const triggersId = useId();
  const [announcement, setAnnouncement] = useState('');
  // Questions shown in the triggers part: those that have triggers, plus those the user chose to add one to.
  const [added, setAdded] = useState<readonly string[]>([]);
  const [picking, setPicking] = useState(false);
  const questions = questionsOf(flow);
  const shown = questions.filter((q) => q.element.triggers?.length || added.includes(q.element.id));
  const others = questions.filter((q) => !shown.includes(q));

  return (
    <section className="cv-logic" aria-labelledby={headingId}>
      <h2 id={headingId} className="cv-logic__title">{t('editor.logic.title')}</h2>
      <p className="cv-logic-state__hint">{t('editor.logic.intro')}</p>
      {flow.states.map((state, i) => <StateLogic key={state.id + i} {...props} state={state} stateIndex={i} announce={setAnnouncement} />)}

      <section className="cv-logic-triggers" aria-labelledby={triggersId}>
        <h3 id={triggersId} className="cv-logic-state__title">{t('editor.logic.trigger.heading')}</h3>
        <p className="cv-logic-state__hint">{t('editor.logic.trigger.intro')}</p>
        {shown.map((q) => <QuestionTriggers key={q.element.id} {...props} stateIndex={q.stateIndex} elementIndex={q.elementIndex} />)}
        {others.length > 0 ? (
          <button type="button" className="cv-button cv-logic-small" aria-expanded={picking} onClick={() => setPicking(!picking)}>
            {t(picking ? 'editor.logic.fallback.done' : 'editor.logic.trigger.pickQuestion')}
          </button>
        ) : null}
        {/* Rendered on demand: a big flow has thousands of questions. */}
        {picking && others.length > 0 ? (
          <LabelledSelect label={t('editor.logic.trigger.pickLabel')} value="" onChange={(e) => {
            const id = e.target.value;
            if (id) setAdded([...added, id]);
          }}>
            <option value="">{t('editor.logic.trigger.chooseQuestion')}</option>
            {others.map((q) => <option key={q.element.id} value={q.element.id}>{`${stateLabel(q.state)} › ${questionLabel(q.element, flow)}`}</option>)}
          </LabelledSelect>
        ) : null}
      </section>
      <p className="cv-visually-hidden" aria-live="polite">{announcement}</p>
    </section>
  );
}
