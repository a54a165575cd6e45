import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_THANK_STATE_ID } from '../../../engine/compiled-flow';
import { useTranslation } from 'react-i18next';
import type { EditorPanelProps } from '../editor-panel';
import { describeTransition } from './describe-rule';
import { questionLabel, questionsOf, stateLabel } from './flow-labels';
import { LabelledSelect } from './LabelledSelect';
import { LogicGroup } from './LogicGroup';
import { QuestionTriggers } from './QuestionTriggers';
import { StateLogic } from './StateLogic';
import { SummaryText } from './SummaryText';
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

type Group = 'transitions' | 'end' | 'triggers';
const GROUPS: readonly Group[] = ['transitions', 'end', 'triggers'];

/** The group holding what a path points at: a transition or a state's fallback, else a question's triggers. */
const groupOf = (path: readonly (string | number)[]): Group => (path[0] === 'transitions' || path[2] === 'nextStateId' ? 'transitions' : 'triggers');

/**
 * The flow's logic without JSON, in three parts a user finds a rule by (a sub-navigation on top jumps to each, and
 * each folds): the transitions of each state in the order the engine tries them and where it goes otherwise; the
 * rules that skip to the end (transitions whose target is the end of the flow), each opening its transition; the
 * triggers on questions.
 */
export function LogicPanel({ focusPath: shellPath, ...props }: Props) {
  const { flow } = props;
  const panel = useRef<HTMLElement>(null);
  const { t } = useTranslation('console');
  const headingId = useId();
  const [announcement, setAnnouncement] = useState('');
  // Questions shown in the triggers part: those that have triggers, plus those the user chose to add one to.
  const [added, setAdded] = useState<readonly string[]>([]);
  const [picking, setPicking] = useState(false);
  const [open, setOpen] = useState<Readonly<Record<Group, boolean>>>({ transitions: true, end: true, triggers: true });
  const toggles = useRef<Partial<Record<Group, HTMLButtonElement | null>>>({});
  // What to show: a problem's path from the shell, or a rule chosen under "Skip to the end". Its group opens (set
  // while rendering, so the field exists when the effect below looks for it).
  const [focusPath, setFocusPath] = useState(shellPath);
  const [followed, setFollowed] = useState(shellPath);
  if (shellPath !== followed) {
    setFollowed(shellPath);
    setFocusPath(shellPath);
    if (shellPath) setOpen({ ...open, [groupOf(shellPath)]: true });
  }
  const questions = questionsOf(flow);
  const focused = (q: (typeof questions)[number]) => focusPath?.[0] === 'states' && focusPath[1] === q.stateIndex && focusPath[2] === 'elements' && focusPath[3] === q.elementIndex;
  const shown = questions.filter((q) => q.element.triggers?.length || added.includes(q.element.id) || focused(q));
  const others = questions.filter((q) => !shown.includes(q));
  const transitions = flow.transitions ?? [];
  const toEnd = transitions.flatMap((transition, index) => (transition.toStateId === DEFAULT_THANK_STATE_ID ? [index] : []));
  const counts: Record<Group, number> = {
    transitions: transitions.length,
    end: toEnd.length,
    triggers: questions.reduce((sum, q) => sum + (q.element.triggers?.length ?? 0), 0),
  };

  useEffect(() => {
    if (focusPath && panel.current) fieldFor(panel.current, focusPath)?.focus();
  }, [focusPath]);

  const jump = (group: Group) => {
    setOpen({ ...open, [group]: true });
    toggles.current[group]?.focus();
  };
  const group = (name: Group, content: ReactNode) => (
    <LogicGroup ref={(button) => void (toggles.current[name] = button)} title={t(`editor.logic.groups.${name}`)} count={counts[name]}
      countLabel={t(`editor.logic.groups.${name}Count`, { count: counts[name] })} open={open[name]} onToggle={() => setOpen({ ...open, [name]: !open[name] })}>
      {content}
    </LogicGroup>
  );

  return (
    <section ref={panel} className="cv-logic" aria-labelledby={headingId}>
      <h2 id={headingId} className="cv-logic__title">{t('editor.logic.title')}</h2>
      <p className="cv-logic-state__hint">{t('editor.logic.intro')}</p>
      <nav className="cv-logic-nav" aria-label={t('editor.logic.groups.nav')}>
        <ul>
          {GROUPS.map((name) => (
            <li key={name}>
              <button type="button" className="cv-logic-nav__item" onClick={() => jump(name)}>
                {t(`editor.logic.groups.${name}`)} <span className="cv-logic-group__count" aria-hidden="true">{counts[name]}</span>
                <span className="cv-visually-hidden">{` (${t(`editor.logic.groups.${name}Count`, { count: counts[name] })})`}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>

      {group('transitions', flow.states.map((state, i) => <StateLogic key={state.id + i} {...props} focusPath={focusPath} state={state} stateIndex={i} announce={setAnnouncement} />))}

      {group('end', (
        <>
          <p className="cv-logic-state__hint">{t(toEnd.length > 0 ? 'editor.logic.groups.endIntro' : 'editor.logic.groups.endNone')}</p>
          {toEnd.length > 0 ? (
            <ul className="cv-logic-end">
              {toEnd.map((index) => {
                const transition = transitions[index]!;
                const from = flow.states.find((state) => state.id === transition.fromStateId);
                return (
                  <li key={index}>
                    <button type="button" className="cv-logic-end__rule" onClick={() => {
                      setOpen({ ...open, transitions: true });
                      setFocusPath(['transitions', index]);
                    }}>
                      <span className="cv-logic-end__from">{t('editor.logic.groups.endFrom', { state: from ? stateLabel(from) : transition.fromStateId })}</span>{' '}
                      <SummaryText text={describeTransition(t, flow, transition, false)} />
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </>
      ))}

      {group('triggers', (
        <div className="cv-logic-triggers">
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
        </div>
      ))}
      <p className="cv-visually-hidden" aria-live="polite">{announcement}</p>
    </section>
  );
}
