import { useLayoutEffect, useRef, useState } from 'react';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import { messages } from './messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import { dayMonthYearToIso, isoToDayMonthYear } from './calendar-date';
import '../../src/plugin-api/ui/text-field.css';
import './datepicker.css';

registerPluginMessages('datepicker', { en: messages });

/**
 * The browser's own date picker; the answer is YYYY-MM-DD, and clearing it (or leaving a day half typed) gives
 * null. The SPEC's DD/MM/YYYY is the placeholder. A date picker shows its own format (05/17/2026 in an American
 * browser), so the DD/MM/YYYY hint is written out only where the browser falls back to a text box: there a day
 * typed that way is turned into YYYY-MM-DD, while the box keeps what was typed.
 */
export default function DatepickerView({ value, onChange, ids, invalid, required }: QuestionViewProps<'text'>) {
  const { t } = usePluginTranslation('datepicker');
  const input = useRef<HTMLInputElement>(null);
  const [textBox, setTextBox] = useState(false);
  useLayoutEffect(() => setTextBox(input.current?.type !== 'date'), []);
  const [typed, setTyped] = useState<string | null>(null);
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setTyped(null);
  }
  const change = (raw: string) => {
    const answer = raw.trim() === '' ? null : (dayMonthYearToIso(raw) ?? raw);
    setTyped(raw === (answer ?? '') ? null : raw);
    setGiven(answer);
    onChange(answer);
  };
  const format = t('placeholder');
  return (
    <div className="cv-datepicker">
      <input
        ref={input}
        id={ids.input}
        className="cv-text-field cv-datepicker__input"
        type="date"
        value={typed ?? (value !== null && textBox ? isoToDayMonthYear(value) : (value ?? ''))}
        placeholder={format}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={textBox ? `${ids.description} ${ids.error} ${ids.input}-hint` : `${ids.description} ${ids.error}`}
        onChange={(e) => change(e.target.value)}
      />
      {textBox ? (
        <p id={`${ids.input}-hint`} className="cv-datepicker__hint">
          {t('format', { format })}
        </p>
      ) : null}
    </div>
  );
}
