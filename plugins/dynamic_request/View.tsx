import { useRef, useState, type KeyboardEvent } from 'react';
import { localise } from '../../src/plugin-api/language';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import { messages } from './messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import '../../src/plugin-api/ui/text-field.css';
import './dynamic-request.css';

registerPluginMessages('dynamic_request', { en: messages });

type LookUp = 'idle' | 'busy' | 'done' | 'failed';

/**
 * SPEC 7 dynamic requests: the answer is typed, then "Look up" (or Enter in the field) sends it to the flow's
 * endpoint, which fills other questions. The button stays focusable while busy (aria-disabled, not disabled, so
 * focus is not lost); the outcome is announced in a status line the field points at. A lookup overtaken by an edit
 * is ignored, so the message always speaks of the text in the field.
 */
export default function DynamicRequestView({ question, value, onChange, ids, invalid, required, services, language }: QuestionViewProps<'text'>) {
  const { t } = usePluginTranslation('dynamic_request');
  const [state, setState] = useState<LookUp>('idle');
  const latest = useRef(0);
  const unavailable = !value || state === 'busy';

  const lookUp = async () => {
    if (unavailable) return;
    const request = ++latest.current;
    setState('busy');
    try {
      await services.dynamicRequest(question.id, value);
      if (request === latest.current) setState('done');
    } catch {
      if (request === latest.current) setState('failed');
    }
  };
  const change = (text: string) => {
    latest.current++;
    setState('idle');
    onChange(text === '' ? null : text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void lookUp();
  };

  const status = `${ids.input}-status`;
  return (
    <div className="cv-dynamic-request">
      <div className="cv-dynamic-request__row">
        <input
          id={ids.input}
          className="cv-text-field cv-dynamic-request__input"
          type="text"
          value={value ?? ''}
          maxLength={question.maxResponseLength}
          placeholder={localise(question.placeholder, language) || undefined}
          required={required}
          aria-invalid={invalid || state === 'failed' || undefined}
          aria-describedby={`${ids.description} ${ids.error} ${status}`}
          onChange={(e) => change(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={state === 'busy' ? 'cv-dynamic-request__button cv-dynamic-request__button--busy' : 'cv-dynamic-request__button'}
          aria-disabled={unavailable || undefined}
          onClick={() => void lookUp()}
        >
          {t('lookUp')}
        </button>
      </div>
      <p id={status} role="status" className={`cv-dynamic-request__status cv-dynamic-request__status--${state}`}>
        {state === 'idle' ? '' : t(state)}
      </p>
    </div>
  );
}
