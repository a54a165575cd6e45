import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { choosingMayMoveOn, elementState, localise, needsFallbackButton, type AnswerValue, type FlowRuntime } from '../../engine';
import type { QuestionServices } from '../../plugin-api/view';
import { DELAYS } from '../../lib/constants';
import { focusHeading, focusIsLost } from '../../ui/focus-heading';
import { ElementView } from './ElementView';
import { ErrorSummary, QUESTION_CONTROL } from './ErrorSummary';
import { Spinner } from '../../ui/Spinner';
import { usePluginViews, useViewsLoaded } from './plugin-views';
import { OneQuestionScreens, showsOneQuestion } from './OneQuestionScreens';
import { scrollAfterAnswer } from './scroll-after-answer';

interface Props {
  runtime: FlowRuntime;
  services: QuestionServices;
  busy: boolean;
  blockedCount: number;
  onAnswer(questionId: string, value: AnswerValue | null): void;
  onNext(source: 'button' | 'submit'): void;
  onBack(): void;
  /** Focus the first state's heading too, when nothing else has focus (the widget frame just opened). */
  focusOnStart?: boolean;
}

const prefersReducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The current state's visible elements in order. On a move, focus goes to the new state's heading (or the
 * state itself) so keyboard and screen-reader users start at the top; a refused move focuses the first error.
 */
export function StateView({ runtime, services, busy, blockedCount, onAnswer, onNext, onBack, focusOnStart = false }: Props) {
  const { t } = useTranslation();
  const container = useRef<HTMLElement>(null);
  const state = runtime.flow.states[runtime.visit.state]!;
  const page = runtime.pages[state.index]!;
  // Each state reached by a move (Back included) enters with a transition, its section new so the animation runs,
  // and takes focus to its heading; the state the page opened on does neither: it is what the respondent has been
  // waiting for (issue #9), and focus stays where the browser put it (unless `focusOnStart`).
  const openedOn = useRef(state.index);
  const moved = useRef(false);
  if (state.index !== openedOn.current) moved.current = true;
  // The state shows when the views of all its questions are here, hidden ones included (a trigger may show them).
  const styles = useMemo(() => state.elements.flatMap((index) => runtime.flow.element(index).question?.source.style ?? []), [runtime.flow, state]);
  const ready = useViewsLoaded(styles);
  const { prefetchViews, answersInstantly } = usePluginViews();
  const oneQuestion = showsOneQuestion(runtime);
  // A state reached by Back opens at its last question in the one-question presentation.
  const cameBack = useRef(false);
  useEffect(() => {
    cameBack.current = false;
  }, [state.index]);
  const goBack = () => {
    cameBack.current = true;
    onBack();
  };

  useEffect(() => {
    // Once this state shows, the views of the flow's other states come in the background, so a move waits for none.
    if (ready) prefetchViews(runtime.flow.elements.flatMap((element) => element.question?.source.style ?? []));
  }, [ready, runtime.flow, prefetchViews]);

  useEffect(() => {
    if (!ready) return;
    if (!moved.current && !(focusOnStart && focusIsLost())) return;
    focusHeading(container.current);
  }, [state.index, focusOnStart, ready]);

  useEffect(() => {
    // One invalid question takes focus itself; with several, the error summary does (ErrorSummary). One question a
    // screen shows and focuses the first invalid one itself.
    if (oneQuestion) return;
    const invalid = container.current?.querySelectorAll<HTMLElement>('.cv-question--invalid') ?? [];
    if (blockedCount === 0 || invalid.length !== 1) return;
    invalid[0]!.querySelector<HTMLElement>(QUESTION_CONTROL)?.focus();
  }, [blockedCount]);

  const cancelScroll = useRef(() => {});
  useEffect(() => () => cancelScroll.current(), []);
  /** SPEC 2.2: answering an instant style scrolls smoothly to the next visible question after 100 ms. */
  const answer = (questionId: string, value: AnswerValue | null) => {
    onAnswer(questionId, value);
    const element = runtime.flow.questionElementOf(questionId);
    if (!element || !answersInstantly(element.question!.source.style)) return;
    cancelScroll.current();
    const next = () => {
      const all = [...(container.current?.querySelectorAll<HTMLElement>('.cv-question') ?? [])];
      return all[all.findIndex((node) => node.dataset.questionId === questionId) + 1];
    };
    cancelScroll.current = scrollAfterAnswer(next, DELAYS.scrollToNextQuestionMs, !prefersReducedMotion());
  };

  if (!ready) return <Spinner />;

  const canGoBack = runtime.visit.previous !== null && !state.isFinal;
  const movesOn = choosingMayMoveOn(runtime);
  // Every page needs a level-one heading (WCAG, axe page-has-heading-one); a state whose labels bring none gets
  // its name as a heading for assistive technology, which is also where focus lands on a move.
  const hasHeading = state.elements.some((index, position) => page[position]!.visible && /^#\s/m.test(localise(runtime.flow.element(index).source.body, runtime.language.code)));
  // Back sits beside the state's primary button (the last visible next or submit button, or the fallback one), as
  // a quiet button at the row's start, rather than as a link far below (issue #16 item 9).
  const visibleElements = state.elements.filter((_, position) => page[position]!.visible);
  const primary = [...visibleElements].reverse().find((index) => ['next_page', 'submit'].includes(runtime.flow.element(index).source.type));
  const fallback = needsFallbackButton(runtime);
  const back = canGoBack ? (
    <button type="button" className="cv-button cv-button--back" onClick={goBack} disabled={busy}>
      <span className="cv-flip-rtl" aria-hidden="true">←</span> {t('flow.back')}
    </button>
  ) : null;
  const elementView = (index: number) => <ElementView key={index} element={runtime.flow.element(index)} state={elementState(runtime, index)} runtime={runtime} services={services} busy={busy} onAnswer={answer} onNext={onNext} choosingMovesOn={movesOn} />;
  if (oneQuestion) {
    return (
      <section key={state.index} ref={container} className={`cv-state cv-state--${state.source.style ?? 'default'} cv-state--one-question${moved.current ? ' cv-state--enter' : ''}`} aria-label={state.source.name ?? undefined} data-state-id={state.source.id}>
        <OneQuestionScreens key={state.index} runtime={runtime} services={services} busy={busy} blockedCount={blockedCount} onAnswer={onAnswer} onNext={onNext} onBack={goBack} startAtEnd={cameBack.current} canGoBack={canGoBack} />
      </section>
    );
  }
  return (
    <section key={state.index} ref={container} className={`cv-state cv-state--${state.source.style ?? 'default'}${moved.current ? ' cv-state--enter' : ''}`} aria-label={state.source.name ?? undefined} data-state-id={state.source.id}>
      {hasHeading ? null : <h1 className="cv-visually-hidden">{state.source.name ?? runtime.flow.source.name ?? t('flow.page')}</h1>}
      <ErrorSummary runtime={runtime} blockedCount={blockedCount} />
      {visibleElements.map((index) =>
        index === primary && !fallback ? (
          <div key={index} className="cv-actions">
            {back}
            {elementView(index)}
          </div>
        ) : (
          elementView(index)
        ),
      )}
      {fallback || (back && primary === undefined) ? (
        <div className="cv-actions">
          {back}
          {fallback ? (
            <button type="button" className="cv-button cv-button--primary" disabled={busy} onClick={() => onNext('button')}>
              {t('flow.next')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
