import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the browser's datetime-local text, in the person's own time zone. */
const localText = (iso: unknown): string => {
  if (typeof iso !== 'string' || Number.isNaN(Date.parse(iso))) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/**
 * A date-time (the activation window's ends): picked in the person's local time, stored as an ISO instant, cleared
 * to null ("from always", "never"). `ui:options.emptyKey` is the string saying what empty means.
 */
export function DateTimeWidget({ id, value, onChange, readonly, disabled, options, rawErrors }: WidgetProps) {
  const { t } = useTranslation('console');
  const text = localText(value);
  const locked = readonly || disabled;
  return (
    <div className="cv-datetime">
      <input
        id={id} type="datetime-local" className="cv-console-input" value={text} readOnly={locked} disabled={disabled}
        aria-invalid={rawErrors?.length ? true : undefined} aria-describedby={`${id}-empty`}
        onChange={(event) => onChange(event.target.value ? new Date(event.target.value).toISOString() : null)}
      />
      {text && !locked ? <button type="button" className="cv-button cv-button--secondary" onClick={() => onChange(null)}>{t('configForm.clear')}</button> : null}
      <span id={`${id}-empty`} className="cv-console-field__hint">
        {text ? t('configForm.localTime') : typeof options.emptyKey === 'string' ? t(options.emptyKey) : ''}
      </span>
    </div>
  );
}
