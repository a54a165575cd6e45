import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorPanelProps } from '../editor-panel';
import { questionLabel, questionsOf, stateLabel } from './flow-labels';
import { LabelledSelect } from './LabelledSelect';
import { QuestionTriggers } from './QuestionTriggers';
import { StateLogic } from './StateLogic';
import './logic.css';

interface Props extends EditorPanelProps {
  /**
   * A place to show, such as a problem's path the user chose in the problems panel: the transition or trigger
   * holding it opens and its field (or the nearest thing holding it) takes the focus.
   */
  focusPath?: readonly (string | number)[];
}

/** The element a path points at or, failing that, the nearest of its parents the panel shows. */
function fieldFor(root: HTMLElement, path: readonly (string | number)[]): HTMLElement | null {
  for (let length = path.length; length > 0; length -= 1) {
    const field = root.querySelector<HTMLElement>(`[data-path="${path.slice(0, length).join('.')}"]`);
    if (field) return field;
  }
  return null;
}

/**
 * The flow's logic without JSON: for each state its transitions in the order the engine tries them and where it
 * goes otherwise ("skip to the end" is a target like any state), then the triggers on questions.
 */
export function LogicPanel({ focusPath, ...props }: Props) {
  const { flow } = props;
  const panel = useRef<HTMLElement>(null);
  const { t } = useTranslation('console');
  const headingId = useId();
  const triggersId = useId();
  const [announcement, setAnnouncement] = useState('');
  // Questions shown in the triggers part: those that have triggers, plus those the user chose to add one to.
  const [added, setAdded] = useState<readonly string[]>([]);
  const [picking, setPicking] = useState(false);
  const questions = questionsOf(flow);
  const focused = (q: (typeof questions)[number]) => focusPath?.[0] === 'states' && focusPath[1] === q.stateIndex && focusPath[2] === 'elements' && focusPath[3] === q.elementIndex;
  const shown = questions.filter((q) => q.element.triggers?.length || added.includes(q.element.id) || focused(q));
  const others = questions.filter((q) => !shown.includes(q));

  useEffect(() => {
    if (focusPath && panel.current) fieldFor(panel.current, focusPath)?.focus();
  }, [focusPath]);

  return (
    <section ref={panel} className="cv-logic" aria-labelledby={headingId}>
      <h2 id={headingId} className="cv-logic__title">{t('editor.logic.title')}</h2>
      <p className="cv-logic-state__hint">{t('editor.logic.intro')}</p>
      {flow.states.map((state, i) => <StateLogic key={state.id + i} {...props} focusPath={focusPath} state={state} stateIndex={i} announce={setAnnouncement} />)}

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
