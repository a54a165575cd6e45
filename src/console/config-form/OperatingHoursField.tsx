import type { FieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { OperatingHoursEntry } from '../../types/schemas';
import { contextOf } from './form-context';

const PERIODS = ['weekdays', 'saturday', 'sunday'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** HHMM (930, 2400) as the time input's "09:30"; the end of the day (2400) is midnight, "00:00". */
const timeText = (hhmm: number) => `${pad(Math.floor(hhmm / 100) % 24)}:${pad(hhmm % 100)}`;
const hhmmOf = (text: string, isEnd: boolean) => {
  const [h = 0, m = 0] = text.split(':').map(Number);
  const value = h * 100 + m;
  // An end of 00:00 can only mean the end of the day: the shift's end is exclusive (SPEC 9).
  return isEnd && value === 0 ? 2400 : value;
};
const minutes = (hhmm: number) => Math.floor(hhmm / 100) * 60 + (hhmm % 100);

/**
 * operating_hours as a week grid: one row a period (weekdays, Saturday, Sunday) with its shifts as time ranges over
 * a 24-hour bar, shifts added and removed in place. Several shifts a row are split shifts; a row without any is
 * closed that day.
 */
export function OperatingHoursField({ fieldPathId, formData, onChange, readonly, disabled, uiSchema, registry }: FieldProps) {
  const { t } = useTranslation('console');
  const entries = (Array.isArray(formData) ? formData : []) as OperatingHoursEntry[];
  const alwaysOpen = contextOf(registry).formData.operating_24_7 !== false;
  const locked = readonly || disabled;
  const id = fieldPathId.$id;
  const set = (next: OperatingHoursEntry[]) => onChange(next, fieldPathId.path);
  const change = (index: number, patch: Partial<OperatingHoursEntry>) => set(entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  const title = uiSchema?.['ui:title'] as string | undefined;
  return (
    <fieldset className="cv-hours" aria-describedby={`${id}-note`}>
      <legend className="cv-console-field__label">{title}</legend>
      <p id={`${id}-note`} className="cv-console-field__hint">{alwaysOpen ? t('configForm.hours.alwaysOpen') : t('configForm.hours.note')}</p>
      <div className="cv-hours__grid" data-inactive={alwaysOpen || undefined}>
        {PERIODS.map((period) => {
          const shifts = entries.map((entry, index) => ({ entry, index })).filter(({ entry }) => entry.period === period);
          const periodName = t(`configForm.hours.${period}`);
          return (
            <div key={period} className="cv-hours__row" role="group" aria-label={periodName}>
              <span className="cv-hours__period" aria-hidden="true">{periodName}</span>
              <div className="cv-hours__bar" aria-hidden="true">
                {shifts.map(({ entry, index }) => (
                  <span key={index} className="cv-hours__shift" style={{ insetInlineStart: `${(minutes(entry.start_hour) / 1440) * 100}%`, inlineSize: `${(Math.max(0, minutes(entry.end_hour) - minutes(entry.start_hour)) / 1440) * 100}%` }} />
                ))}
              </div>
              <div className="cv-hours__shifts">
                {shifts.length === 0 ? <span className="cv-hours__closed">{t('configForm.hours.closed')}</span> : null}
                {shifts.map(({ entry, index }, n) => (
                  <div key={index} className="cv-hours__range">
                    <input type="time" className="cv-console-input" aria-label={t('configForm.hours.from', { period: periodName, n: n + 1 })} value={timeText(entry.start_hour)} readOnly={locked} disabled={disabled}
                      onChange={(event) => event.target.value && change(index, { start_hour: hhmmOf(event.target.value, false) })} />
                    <span aria-hidden="true">–</span>
                    <input type="time" className="cv-console-input" aria-label={t('configForm.hours.to', { period: periodName, n: n + 1 })} value={timeText(entry.end_hour)} readOnly={locked} disabled={disabled}
                      onChange={(event) => event.target.value && change(index, { end_hour: hhmmOf(event.target.value, true) })} />
                    {locked ? null : (
                      <button type="button" className="cv-button cv-button--secondary cv-button--small" onClick={() => set(entries.filter((_, i) => i !== index))}>
                        {t('configForm.remove')}<span className="cv-visually-hidden"> {t('configForm.hours.shift', { period: periodName, n: n + 1 })}</span>
                      </button>
                    )}
                  </div>
                ))}
                {locked ? null : (
                  <button type="button" className="cv-button cv-button--secondary cv-button--small" onClick={() => set([...entries, { period, start_hour: 900, end_hour: 1800 }])}>
                    {t('configForm.hours.add', { period: periodName })}
                  </button>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
