import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { choosingMayMoveOn, elementState, localise, needsFallbackButton, type AnswerValue, type FlowRuntime, type ValidationMessage } from '../../engine';
import type { QuestionServices } from '../../plugin-api/view';
import { DELAYS } from '../../lib/constants';
import { ElementView } from './ElementView';
import { QUESTION_CONTROL } from './ErrorSummary';
import { usePluginViews } from './plugin-views';
import { enterIsTheControls, isTypingTarget, shortcutTarget } from './answer-shortcuts';
import { firstInvalidScreen, questionOfScreen, questionScreens, screenBlockedBy } from './one-question-screens';
import './one-question.css';

interface Props {
  runtime: FlowRuntime;
  services: QuestionServices;
  busy: boolean;
  blockedCount: number;
  onAnswer(questionId: string, value: AnswerValue | null): void;
  onNext(source: 'button' | 'submit'): void;
  onBack(): void;
  /** The state was entered by Back: it opens at its last question, where the respondent left it. */
  startAtEnd: boolean;
  /** The state's own Back (to the previous state), shown on its first screen. */
  canGoBack: boolean;
}

type Direction = 'forward' | 'back';

/**
 * One question a screen (flow `presentation: one_question`, Typeform's mode) over the same engine state: Enter or
 * the button shows the state's next question, and after its last the state's usual move happens, validated as
 * ever; a refused move shows the first question with an error. Letters choose options and digits score points
 * (answer-shortcuts.ts) while the question shows, never while typing. Back walks the screens, then the states.
 */
export function OneQuestionScreens({ runtime, services, busy, blockedCount, onAnswer, onNext, onBack, startAtEnd, canGoBack }: Props) {
  const { t } = useTranslation();
  const { answersInstantly } = usePluginViews();
  const container = useRef<HTMLDivElement>(null);
  const screens = questionScreens(runtime);
  const [current, setCurrent] = useState(() => (startAtEnd ? screens.length - 1 : 0));
  const [direction, setDirection] = useState<Direction | null>(null);
  // The question that could not be left yet and why, shown on it until its answer changes.
  const [stopped, setStopped] = useState<{ questionId: string; message: ValidationMessage } | null>(null);
  // Bumped to move focus once the screen it concerns has rendered.
  const [focusRequest, setFocusRequest] = useState(0);
  const requestFocus = () => setFocusRequest((count) => count + 1);
  // A trigger may hide questions while the respondent is on the state: the screen index stays within the screens.
  const index = Math.min(current, screens.length - 1);
  const screen = screens[index]!;
  const last = index === screens.length - 1;
  const movesOn = choosingMayMoveOn(runtime);
  const fallback = last && needsFallbackButton(runtime);

  const show = (to: number, towards: Direction) => {
    setStopped(null);
    setDirection(towards);
    setCurrent(to);
    requestFocus();
  };

  const forward = () => {
    if (busy) return;
    if (!last) {
      const reason = screenBlockedBy(runtime, screen);
      if (reason) {
        setStopped({ questionId: reason.questionId!, message: reason.message });
        requestFocus();
        return;
      }
      show(index + 1, 'forward');
      return;
    }
    const submit = screen.some((element) => runtime.flow.element(element).source.type === 'submit');
    onNext(submit ? 'submit' : 'button');
  };
  const backward = () => (index > 0 ? show(index - 1, 'back') : onBack());

  // Event handlers read the latest render (an answer's auto-advance runs after the store has taken the answer).
  const latest = useRef({ forward, index, runtime, screen });
  latest.current = { forward, index, runtime, screen };

  const answer = (questionId: string, value: AnswerValue | null) => {
    onAnswer(questionId, value);
    if (stopped?.questionId === questionId) setStopped(null);
    const element = runtime.flow.questionElementOf(questionId);
    // SPEC 2.2's move on after an instant answer (a state without a button): here to the next question's screen.
    if (!movesOn || last || !element || !answersInstantly(element.question!.source.style)) return;
    const from = index;
    setTimeout(() => {
      const now = latest.current;
      if (now.index === from && !screenBlockedBy(now.runtime, now.screen)) now.forward();
    }, DELAYS.scrollToNextQuestionMs);
  };

  // Enter moves on; letters and digits answer the question shown. On the window, so they work with focus on the page.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target;
      const inFlow = target === document.body || (target instanceof Node && container.current?.contains(target) === true);
      if (!inFlow) return;
      if (event.key === 'Enter') {
        if (event.shiftKey || enterIsTheControls(target)) return;
        event.preventDefault();
        latest.current.forward();
        return;
      }
      if (isTypingTarget(target)) return;
      const question = container.current?.querySelector('.cv-question');
      const choice = question ? shortcutTarget(question, event.code) : undefined;
      if (!choice) return;
      event.preventDefault();
      choice.click();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);

  // A refused move (blockedCount grows) shows the first question with an error.
  const seenBlocked = useRef(blockedCount);
  useEffect(() => {
    if (blockedCount === seenBlocked.current) return;
    seenBlocked.current = blockedCount;
    const invalid = firstInvalidScreen(runtime, screens);
    if (invalid >= 0 && invalid !== index) show(invalid, 'back');
    else requestFocus();
  }, [blockedCount]);

  // After a move between screens: focus the field to type into, else the screen's heading or question title.
  useEffect(() => {
    if (focusRequest === 0) return;
    const root = container.current;
    const question = root?.querySelector<HTMLElement>('.cv-question');
    const place = () => {
      const control = question?.querySelector<HTMLElement>(QUESTION_CONTROL);
      const invalid = question?.classList.contains('cv-question--invalid');
      const target = control && (invalid || isTypingTarget(control)) ? control : (root?.querySelector<HTMLElement>(':is(.cv-label, .cv-footer-text) :is(h1, h2, h3)') ?? question?.querySelector<HTMLElement>('.cv-question__title'));
      if (!target) return;
      if (target !== control && !target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus();
    };
    place();
    if (!question || question.querySelector(QUESTION_CONTROL)) return;
    // A view shown for the first time renders a moment later (React.lazy): focus moves to its field when it comes.
    const observer = new MutationObserver(() => {
      if (!question.querySelector(QUESTION_CONTROL)) return;
      observer.disconnect();
      place();
    });
    observer.observe(question, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [focusRequest]);

  const questionIndex = questionOfScreen(runtime, screen);
  const hasHeading = screen.some((element) => /^#\s/m.test(localise(runtime.flow.element(element).source.body, runtime.language.code)));
  const stateName = runtime.flow.states[runtime.visit.state]!.source.name;
  const back = index > 0 || canGoBack ? (
    <button type="button" className="cv-button cv-button--back" onClick={backward} disabled={busy}>
      <span className="cv-flip-rtl" aria-hidden="true">←</span> {t('flow.back')}
    </button>
  ) : null;
  const hint = <span className="cv-enter-hint" aria-hidden="true">{t('flow.pressEnter')}</span>;
  const elementView = (element: number): ReactNode => (
    <ElementView
      key={element}
      element={runtime.flow.element(element)}
      state={elementState(runtime, element)}
      runtime={runtime}
      services={services}
      busy={busy}
      onAnswer={answer}
      onNext={onNext}
      choosingMovesOn={movesOn}
      stoppedBy={element === questionIndex && stopped ? stopped.message : undefined}
    />
  );
  const primary = last ? [...screen].reverse().find((element) => ['next_page', 'submit'].includes(runtime.flow.element(element).source.type)) : undefined;
  const ownButton = !last || fallback ? (
    <button type="button" className="cv-button cv-button--primary" disabled={busy} onClick={forward}>
      {t('flow.next')}
    </button>
  ) : null;

  return (
    <div ref={container} className="cv-one-question" data-screen={index + 1} data-screens={screens.length}>
      <div key={index} className={`cv-one-question__screen${direction ? ` cv-one-question__screen--${direction}` : ''}`}>
        {hasHeading ? null : <h1 className="cv-visually-hidden">{stateName ?? runtime.flow.source.name ?? t('flow.page')}</h1>}
        {screen.map((element) =>
          element === primary ? (
            <div key={element} className="cv-actions">
              {back}
              <span className="cv-actions__go">
                {elementView(element)}
                {hint}
              </span>
            </div>
          ) : (
            elementView(element)
          ),
        )}
        {ownButton || (back && primary === undefined) ? (
          <div className="cv-actions">
            {back}
            {ownButton ? (
              <span className="cv-actions__go">
                {ownButton}
                {hint}
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** Whether the flow shows one question a screen (flow `presentation`); final states always show whole. */
export const showsOneQuestion = (runtime: FlowRuntime): boolean => runtime.flow.source.presentation === 'one_question' && !runtime.flow.states[runtime.visit.state]!.isFinal;
