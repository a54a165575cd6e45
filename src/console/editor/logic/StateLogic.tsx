import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_THANK_STATE_ID } from '../../../engine/compiled-flow';
import type { FlowState } from '../../../types/schemas';
import type { EditorPanelProps } from '../editor-panel';
import { describeFallback, describeTransition } from './describe-rule';
import { problemTextAt } from './field-problems';
import { stateLabel } from './flow-labels';
import { LabelledSelect } from './LabelledSelect';
import { TargetOptions } from './pickers';
import { SummaryText } from './SummaryText';
import { TransitionEditor } from './TransitionEditor';

interface Props extends EditorPanelProps {
  /** A problem's path the user chose: the transition it is in opens (or the fallback's picker). */
  focusPath?: readonly (string | number)[];
  state: FlowState;
  stateIndex: number;
  /** Says a move out loud (the panel's live region): "Moved to position 2 of 3". */
  announce(text: string): void;
}

/**
 * The transitions out of one state in the order the engine tries them (the first whose rules all hold wins,
 * SPEC 4.4), then where the state goes when none holds. Each can be edited, moved and deleted.
 */
export function StateLogic({ state, stateIndex, announce, focusPath, ...panel }: Props) {
  const { flow, edit, problems } = panel;
  const { t } = useTranslation('console');
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ index: number; direction: 'up' | 'down' } | null>(null);
  // Indexes into flow.transitions of this state's transitions, in order.
  const own = (flow.transitions ?? []).flatMap((tr, i) => (tr.fromStateId === state.id ? [i] : []));
  const name = stateLabel(state);
  const final = state.style === 'thank' || state.style === 'chat';
  const [fallbackOpen, setFallbackOpen] = useState(false);
  // Adjusted while rendering (not in an effect) so the field to focus exists when LogicPanel looks for it.
  const [followed, setFollowed] = useState<Props['focusPath']>(undefined);
  if (focusPath !== followed) {
    setFollowed(focusPath);
    const [list, index, field] = focusPath ?? [];
    if (list === 'transitions' && typeof index === 'number' && own.includes(index)) setOpen(index);
    if (list === 'states' && index === stateIndex && field === 'nextStateId') setFallbackOpen(true);
  }
  const fallbackError = problemTextAt(t, problems, ['states', stateIndex, 'nextStateId']);

  useEffect(() => {
    if (!focusAfterMove) return;
    const item = sectionRef.current?.querySelector<HTMLElement>(`[data-transition="${focusAfterMove.index}"]`);
    // The same move button while it can move further, else the other one (the item reached an end).
    const button = item?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.direction}"]:not(:disabled)`)
      ?? item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)') ?? item?.querySelector<HTMLElement>('[data-summary]');
    button?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const move = (position: number, direction: 'up' | 'down') => {
    const other = own[direction === 'up' ? position - 1 : position + 1];
    const at = own[position];
    if (other === undefined || at === undefined) return;
    edit((f) => {
      const list = f.transitions!;
      [list[at], list[other]] = [list[other]!, list[at]!];
    }, t('editor.logic.undo.moveTransition'));
    if (open === at) setOpen(other);
    else if (open === other) setOpen(at);
    setFocusAfterMove({ index: other, direction });
    announce(t('editor.logic.transition.moved', { position: (direction === 'up' ? position : position + 2), count: own.length }));
  };

  const onKeyDown = (position: number) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    // Only from the transition's own row: Alt+↓ in a select of its editor opens that select.
    if (!(event.target as HTMLElement).closest('[data-summary], [data-move]')) return;
    event.preventDefault();
    move(position, event.key === 'ArrowUp' ? 'up' : 'down');
  };

  const add = () => {
    const target = flow.states[stateIndex + 1]?.id ?? DEFAULT_THANK_STATE_ID;
    const index = (flow.transitions ?? []).length;
    edit((f) => {
      (f.transitions ??= []).push({ fromStateId: state.id, toStateId: target, rules: [] });
    }, t('editor.logic.undo.addTransition'));
    setOpen(index);
  };

  const remove = (index: number) => {
    edit((f) => void f.transitions!.splice(index, 1), t('editor.logic.undo.deleteTransition'));
    setOpen(null);
    // Focus stays in the state: its "Add transition", or its heading when a final state offers none.
    (sectionRef.current?.querySelector<HTMLElement>('[data-add-transition]') ?? sectionRef.current?.querySelector<HTMLElement>('h4'))?.focus();
  };

  return (
    // Named "Logic of …" rather than by the heading alone: the preview beside it shows the state as a region of the
    // state's own name, and two landmarks of one name are one too many (axe landmark-unique).
    <section ref={sectionRef} className="cv-logic-state" aria-label={t('editor.logic.stateRegion', { state: name })}>
      <h4 id={headingId} className="cv-logic-state__title" tabIndex={-1}>{name}</h4>
      {own.length > 0 ? <p className="cv-logic-state__hint">{t('editor.logic.transition.firstMatchWins')}</p> : null}
      {own.length === 0 ? null : <ol className="cv-logic-transitions" aria-label={t('editor.logic.transition.listLabel', { state: name })}>
        {own.map((index, position) => {
          const transition = flow.transitions![index]!;
          const summary = describeTransition(t, flow, transition, position > 0);
          const editorId = `${headingId}-t${index}`;
          const broken = problems.some((p) => p.path[0] === 'transitions' && p.path[1] === index && p.severity !== 'warning');
          return (
            <li key={index} data-transition={index} className={`cv-logic-transition${broken ? ' cv-logic-transition--invalid' : ''}`} onKeyDown={onKeyDown(position)}>
              <div className="cv-logic-transition__row">
                <span className="cv-logic-transition__number" aria-hidden="true">{position + 1}</span>
                <button type="button" data-summary data-path={`transitions.${index}`} className="cv-logic-transition__summary" aria-expanded={open === index} aria-controls={editorId}
                  aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown" onClick={() => setOpen(open === index ? null : index)}>
                  <SummaryText text={summary} />
                  {broken ? <span className="cv-logic-transition__flag">{t('editor.logic.transition.hasProblems')}</span> : null}
                </button>
                <span className="cv-logic-transition__actions">
                  <button type="button" className="cv-button cv-logic-icon" data-move="up" disabled={position === 0} onClick={() => move(position, 'up')} aria-label={t('editor.logic.transition.moveUp', { n: position + 1 })}>↑</button>
                  <button type="button" className="cv-button cv-logic-icon" data-move="down" disabled={position === own.length - 1} onClick={() => move(position, 'down')} aria-label={t('editor.logic.transition.moveDown', { n: position + 1 })}>↓</button>
                  <button type="button" className="cv-button cv-logic-icon" onClick={() => remove(index)} aria-label={t('editor.logic.transition.delete', { n: position + 1 })}>✕</button>
                </span>
              </div>
              {open === index ? <TransitionEditor id={editorId} {...panel} index={index} transition={transition} /> : null}
            </li>
          );
        })}
      </ol>}
      {/* SPEC 4.4: a thank-you or chat state ends the flow (src/engine/navigation.ts): nothing leads on from it. */}
      {final ? <p className="cv-logic-state__hint">{t('editor.logic.final')}</p> : null}
      {final && own.length === 0 ? null : <button type="button" data-add-transition className="cv-button cv-logic-add" onClick={add}>{t('editor.logic.transition.add')}</button>}
      {final && state.nextStateId === undefined ? null : <div className="cv-logic-fallback">
        <p className="cv-logic-state__hint"><SummaryText text={describeFallback(t, flow, state.nextStateId)} /></p>
        {/* One select of every state for each of 200 states would be 40,000 <option>s: it is rendered on demand. */}
        <button type="button" className="cv-button cv-logic-small" aria-expanded={fallbackOpen} onClick={() => setFallbackOpen(!fallbackOpen)}>
          {t(fallbackOpen ? 'editor.logic.fallback.done' : 'editor.logic.fallback.change')}
        </button>
        {fallbackOpen ? (
          <LabelledSelect data-path={`states.${stateIndex}.nextStateId`} label={t('editor.logic.fallback.label')} value={state.nextStateId ?? ''} error={fallbackError}
            onChange={(e) => edit((f) => {
              const target = f.states[stateIndex]!;
              if (e.target.value === '') delete target.nextStateId;
              else target.nextStateId = e.target.value;
            }, t('editor.logic.undo.fallback'))}>
            <option value="">{t('editor.logic.fallback.none')}</option>
            <TargetOptions t={t} flow={flow} current={state.nextStateId} />
          </LabelledSelect>
        ) : fallbackError ? <p className="cv-logic-field__error">{fallbackError}</p> : null}
      </div>}
    </section>
  );
}
