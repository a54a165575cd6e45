import { useState } from 'react';
import { TextField } from '../../src/plugin-api/ui/TextField';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';

registerPluginMessages('dynamic_request', {
  en: { lookUp: 'Look up', busy: 'Looking up…', failed: 'Your answer could not be validated, please check again.', done: 'Filled in from your answer.' },
  tr: { lookUp: 'Sorgula', busy: 'Sorgulanıyor…', failed: 'Yanıtınız doğrulanamadı, lütfen tekrar kontrol edin.', done: 'Yanıtınıza göre dolduruldu.' },
});

/** SPEC 7 dynamic requests: the answer is sent to the flow's endpoint, which fills other questions. */
export default function DynamicRequestView(props: QuestionViewProps<'text'>) {
  const { t } = usePluginTranslation('dynamic_request');
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const lookUp = async () => {
    setState('busy');
    try {
      await props.services.dynamicRequest(props.question.id, props.value);
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="cv-text">
      <TextField {...props} onChange={(value) => (setState('idle'), props.onChange(value))} />
      <button type="button" className="cv-button cv-button--secondary" disabled={!props.value || state === 'busy'} aria-busy={state === 'busy' || undefined} onClick={lookUp}>
        {state === 'busy' ? t('busy') : t('lookUp')}
      </button>
      <p role="status" className={state === 'failed' ? 'cv-question__error' : 'cv-text__hint'}>
        {state === 'failed' ? t('failed') : state === 'done' ? t('done') : ''}
      </p>
    </div>
  );
}
