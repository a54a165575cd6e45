import { useRef, useState } from 'react';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import { messages } from './messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import { dayMonthYearToIso, formatTypedDay, isCalendarDate, isoToDayMonthYear } from './calendar-date';
import '../../src/plugin-api/ui/text-field.css';
import './datepicker.css';

registerPluginMessages('datepicker', { en: messages });

const CALENDAR_ICON = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M7 2h2v2h6V2h2v2h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2zm12 8H5v10h14zM5 8h14V6H5z" />
  </svg>
);

/**
 * A day written the SPEC's way, DD/MM/YYYY, in every browser (issue #16 item 11): a text field whose slashes are
 * put in as the digits are typed, and a calendar button that opens the browser's own picker on a hidden date
 * input. The browser's date input itself is not shown: it displays the browser's locale order (mm/dd/yyyy in an
 * American Chromium), and Chromium emptied it while a year was typed (issue #26). The answer is YYYY-MM-DD; a day
 * half typed or not a real day is answered as typed, so validation names it; an empty field answers null.
 */
export default function DatepickerView({ value, onChange, ids, invalid, required }: QuestionViewProps<'text'>) {
  const { t } = usePluginTranslation('datepicker');
  const picker = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setTyped(null);
  }
  const change = (raw: string) => {
    const shown = formatTypedDay(raw);
    const answer = shown.trim() === '' ? null : (dayMonthYearToIso(shown) ?? shown);
    setTyped(shown);
    setGiven(answer);
    onChange(answer);
  };
  const openCalendar = () => {
    const input = picker.current;
    try {
      input?.showPicker();
    } catch {
      // No picker to show (an old browser, or none for this input): the field takes the day typed.
      field.current?.focus();
    }
  };
  const format = t('placeholder');
  return (
    <div className="cv-datepicker">
      <div className="cv-datepicker__row">
        <input
          ref={field}
          id={ids.input}
          className="cv-text-field cv-datepicker__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={typed ?? (value !== null ? isoToDayMonthYear(value) : '')}
          placeholder={format}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={`${ids.description} ${ids.error} ${ids.input}-hint`}
          onChange={(e) => change(e.target.value)}
        />
        <button type="button" className="cv-datepicker__calendar" aria-label={t('calendar')} onClick={openCalendar}>
          {CALENDAR_ICON}
        </button>
        {/* The browser's picker, opened by the button; hidden from assistive technology, which uses the field. */}
        <input
          ref={picker}
          className="cv-datepicker__native"
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          aria-label={t('calendar')}
          value={value !== null && isCalendarDate(value) ? value : ''}
          onChange={(e) => {
            if (!isCalendarDate(e.target.value)) return;
            setTyped(null);
            setGiven(e.target.value);
            onChange(e.target.value);
            field.current?.focus();
          }}
        />
      </div>
      <p id={`${ids.input}-hint`} className="cv-datepicker__hint">
        {t('format', { format })}
      </p>
    </div>
  );
}
