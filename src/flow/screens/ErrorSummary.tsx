import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { elementState, localise, type FlowRuntime } from '../../engine';
import { questionControlIds } from './question-ids';

/** The first control of a question, where a link of the summary puts focus. */
export const QUESTION_CONTROL = 'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, button:not([tabindex="-1"]), [tabindex="0"]';

/**
 * Issue #16 item 12: when a blocked Next leaves several questions of the state invalid, a summary at the top says
 * how many and links to each (GOV.UK's error summary pattern); it takes focus so a screen reader reads it first.
 */
export function ErrorSummary({ runtime, blockedCount }: { runtime: FlowRuntime; blockedCount: number }) {
  const { t } = useTranslation();
  const summary = useRef<HTMLDivElement>(null);
  const state = runtime.flow.states[runtime.visit.state]!;
  const invalid = state.elements.flatMap((index) => {
    const question = runtime.flow.element(index).question;
    const { visible, answer } = elementState(runtime, index);
    if (!question || !visible || !(answer?.error || answer?.hasRequiredError)) return [];
    const message = answer.error ? t(answer.error.key, answer.error.params) : t('validation.required');
    return [{ id: question.source.id, title: localise(question.source.body, runtime.language.code), message }];
  });
  const shown = blockedCount > 0 && invalid.length >= 2;

  // Each blocked Next (a new count) moves focus here again.
  useEffect(() => {
    if (shown) summary.current?.focus();
  }, [blockedCount]);

  if (!shown) return null;
  const goTo = (event: React.MouseEvent, id: string) => {
    const question = document.querySelector<HTMLElement>(`.cv-question[data-question-id="${CSS.escape(id)}"]`);
    const control = question?.querySelector<HTMLElement>(QUESTION_CONTROL);
    if (!control) return;
    event.preventDefault();
    control.focus();
    question!.scrollIntoView?.({ block: 'center' });
  };
  return (
    <div ref={summary} className="cv-error-summary" tabIndex={-1} role="group" aria-labelledby="cv-error-summary-title">
      <p id="cv-error-summary-title" className="cv-error-summary__title">{t('flow.errorSummary', { count: invalid.length })}</p>
      <ul>
        {invalid.map((item) => (
          <li key={item.id}>
            <a href={`#${questionControlIds(item.id).input}`} onClick={(event) => goTo(event, item.id)}>
              {item.title ? `${item.title}: ` : ''}
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
