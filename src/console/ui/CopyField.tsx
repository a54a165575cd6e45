import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A secret or link to hand on: read-only text with a Copy button. Where the clipboard is refused (a page served over
 * plain http on another host), the text is selected so the person can copy it themselves.
 */
/** `autoFocus`: shown in answer to the person's action, it takes focus so it is read out and ready to copy. */
export function CopyField({ label, value, autoFocus }: { label: string; value: string; autoFocus?: boolean }) {
  const { t } = useTranslation('console');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'copied' | 'select' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('copied');
    } catch {
      input.current?.select();
      setStatus('select');
    }
  };
  return (
    <div className="cv-console-copy">
      <label htmlFor={id} className="cv-console-field__label">{label}</label>
      <div className="cv-console-copy__row">
        <input ref={input} id={id} className="cv-console-input cv-console-copy__value" readOnly value={value} autoFocus={autoFocus} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="cv-button cv-button--secondary" onClick={() => void copy()}>{t('common.copy')}</button>
      </div>
      <p role="status" className="cv-console-field__hint cv-console-copy__status">{status === 'copied' ? t('common.copied') : status === 'select' ? t('common.copyYourself') : ''}</p>
    </div>
  );
}
