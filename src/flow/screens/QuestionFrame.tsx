import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localise, visibleOptionIds, type CompiledQuestion, type ElementState, type AnswerValue, type ValidationMessage } from '../../engine';
import { MAX_DISPLAYED_OPTIONS } from '../../lib/constants';
import type { QuestionServices } from '../../plugin-api/view';
import { Spinner } from '../../ui/Spinner';
import { questionControlIds } from './question-ids';
import { usePluginViews } from './plugin-views';

interface Props {
  question: CompiledQuestion;
  state: ElementState;
  language: string;
  services: QuestionServices;
  onAnswer(questionId: string, value: AnswerValue | null): void;
  choosingMovesOn?: boolean;
  /** Why the respondent may not go on from this question yet (one question a screen): shown as its error. */
  stoppedBy?: ValidationMessage;
}

/**
 * One question: its text, description, the style's view and its error. The error sits in a live region so a
 * screen reader hears it when it appears (issue #7), and the control points at it with aria-describedby.
 */
export function QuestionFrame({ question, state, language, services, onAnswer, choosingMovesOn = false, stoppedBy }: Props) {
  const { t } = useTranslation();
  const { viewFor, labellingOf, limitsOptions } = usePluginViews();
  const { source } = question;
  const ids = useMemo(() => questionControlIds(source.id), [source.id]);
  const answer = state.answer;
  const visible = visibleOptionIds(question, state);
  const options = useMemo(() => (source.options ?? []).filter((o) => visible.includes(o.id)), [source.options, visible]);
  const View = viewFor(source.style);
  const error = answer?.error ? t(answer.error.key, answer.error.params) : answer?.hasRequiredError ? t('validation.required') : stoppedBy ? t(stoppedBy.key, stoppedBy.params) : null;
  const group = labellingOf(source.style) === 'group';
  const title = localise(source.body, language);
  const tooMany = limitsOptions(source.style) && options.length > MAX_DISPLAYED_OPTIONS;

  return (
    <div className={`cv-question cv-question--${source.style}${error ? ' cv-question--invalid' : ''}`} data-question-id={source.id}>
      {group ? (
        <p id={ids.label} className="cv-question__title">
          {title}
          {source.isRequired ? <span className="cv-required" aria-hidden="true"> *</span> : null}
        </p>
      ) : (
        <label id={ids.label} htmlFor={ids.input} className="cv-question__title">
          {title}
          {source.isRequired ? <span className="cv-required" aria-hidden="true"> *</span> : null}
        </label>
      )}
      <p id={ids.description} className="cv-question__description">
        {localise(source.description, language)}
        {source.isRequired ? <span className="cv-visually-hidden">{t('flow.required')}</span> : null}
      </p>
      {tooMany ? (
        // SPEC 2.2: "Option lists with more than 10 options are not displayed (a message says so)."
        <p className="cv-notice">{t('flow.tooManyOptions', { count: MAX_DISPLAYED_OPTIONS })}</p>
      ) : View ? (
        <Suspense fallback={<Spinner size={24} />}>
          <View
            question={source}
            value={answer?.value ?? null}
            onChange={(value) => onAnswer(source.id, value)}
            options={options}
            language={language}
            ids={ids}
            invalid={error !== null}
            required={source.isRequired === true}
            services={services}
            choosingMovesOn={choosingMovesOn}
          />
        </Suspense>
      ) : (
        <p className="cv-notice">{t('flow.unsupportedQuestion')}</p>
      )}
      <p id={ids.error} className="cv-question__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
