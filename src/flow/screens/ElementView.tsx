import { useTranslation } from 'react-i18next';
import { localise, type AnswerValue, type CompiledElement, type ElementState, type FlowRuntime, type ValidationMessage } from '../../engine';
import type { QuestionServices } from '../../plugin-api/view';
import { Markdown } from '../../ui/Markdown';
import { Gauge } from './Gauge';
import { QuestionFrame } from './QuestionFrame';

interface Props {
  element: CompiledElement;
  state: ElementState;
  runtime: FlowRuntime;
  services: QuestionServices;
  busy: boolean;
  onAnswer(questionId: string, value: AnswerValue | null): void;
  onNext(source: 'button' | 'submit'): void;
  /** See QuestionViewProps.choosingMovesOn. */
  choosingMovesOn: boolean;
  /** See QuestionFrame's stoppedBy. */
  stoppedBy?: ValidationMessage;
}

/** SPEC 2.2 element kinds: question, next_page, label, submit, footer, button_link, gauge. */
export function ElementView({ element, state, runtime, services, busy, onAnswer, onNext, choosingMovesOn, stoppedBy }: Props) {
  const { t } = useTranslation();
  const language = runtime.language.code;
  const { source } = element;
  const text = localise(source.body, language);
  switch (source.type) {
    case 'question':
      return <QuestionFrame question={element.question!} state={state} language={language} services={services} onAnswer={onAnswer} choosingMovesOn={choosingMovesOn} stoppedBy={stoppedBy} />;
    case 'label':
      return (
        <div className="cv-label">
          <Markdown source={text} />
        </div>
      );
    case 'footer':
      return (
        <footer className="cv-footer-text">
          <Markdown source={text} />
        </footer>
      );
    case 'next_page':
    case 'submit':
      return (
        <button type="button" className="cv-button cv-button--primary" aria-busy={busy || undefined} disabled={busy} onClick={() => onNext(source.type === 'submit' ? 'submit' : 'button')}>
          {text || t(source.type === 'submit' ? 'flow.submit' : 'flow.next')}
        </button>
      );
    case 'button_link':
      return source.url ? (
        <a className="cv-button cv-button--secondary" href={source.url} target="_blank" rel="noopener noreferrer">
          {text || source.url}
          <span className="cv-visually-hidden"> {t('common.opensInNewTab')}</span>
        </a>
      ) : null;
    case 'gauge':
      return <Gauge runtime={runtime} />;
  }
}
