import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { embedSnippetOf } from './embed-snippet';

/** The embed snippet with a Copy button; where the clipboard is refused the code is selected to copy by hand. */
export function EmbedSnippet({ code, secureMode }: { code: string; secureMode: boolean }) {
  const { t } = useTranslation('console');
  const snippet = embedSnippetOf(code, window.location.origin, secureMode);
  const [status, setStatus] = useState<'copied' | 'select' | null>(null);
  const box = useRef<HTMLElement>(null);
  const labelId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setStatus('copied');
    } catch {
      const range = document.createRange();
      if (box.current) range.selectNodeContents(box.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      setStatus('select');
    }
  };
  return (
    <section className="cv-console-card" aria-labelledby={labelId}>
      <h2 id={labelId} className="cv-console-card__title">{t('widgets.snippet.title')}</h2>
      <p className="cv-console-field__hint">{t(secureMode ? 'widgets.snippet.secureDescription' : 'widgets.snippet.description')}</p>
      <pre className="cv-snippet" tabIndex={0} aria-label={t('widgets.snippet.code')}><code ref={box}>{snippet}</code></pre>
      <div className="cv-config-form__save-row">
        <button type="button" className="cv-button cv-button--secondary" onClick={() => void copy()}>{t('widgets.snippet.copy')}</button>
        <p role="status" className="cv-console-field__hint">{status === 'copied' ? t('common.copied') : status === 'select' ? t('common.copyYourself') : ''}</p>
      </div>
    </section>
  );
}
