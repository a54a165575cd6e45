import { useState } from 'react';
import { registerPluginMessages, usePluginTranslation } from '../messages';
import type { QuestionViewProps } from '../view';
import { NUMBER_INPUT_MESSAGES, numberInputMessages } from './number-input-messages';
import './text-field.css';
import './number-input.css';

registerPluginMessages(NUMBER_INPUT_MESSAGES, { en: numberInputMessages });

/** Digits with an optional sign and one decimal mark, point or comma ("3,5" is how Turkish writes 3.5). */
const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;
/** Half a number, on its way to being one: no hint yet. */
const STARTED = /^[+-]?[.,]?$/;

/** The number in the text, or null when there is none (never NaN). */
export function readNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return null;
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

interface Props extends QuestionViewProps<'number'> {
  /** Whole numbers (age): the numeric keypad, and a hint that asks for a whole number. */
  whole?: boolean;
}

/**
 * A number typed in (numeric and age). Not <input type=number>: Chromium drops a typed comma without a trace, so
 * "3,5" became 35 in every locale we tried, and the decimal comma is the norm in Turkish, the default language.
 * A text field with inputmode still brings up the number keypad; the answer is the number read from it, or null
 * while it is empty or holds no number. What cannot be read is invisible to the engine (it sees no answer), so the
 * view says what to type. A fraction or an out-of-range number is given as it is, for the engine to name the problem.
 */
export function NumberInput({ value, onChange, ids, invalid, required, whole = false }: Props) {
  const { t } = usePluginTranslation(NUMBER_INPUT_MESSAGES);
  const [text, setText] = useState(value === null ? '' : String(value));
  const [given, setGiven] = useState(value);
  // An answer set from outside (a dynamic request, a hidden question reset) replaces what the field shows.
  if (value !== given) {
    setGiven(value);
    setText(value === null ? '' : String(value));
  }
  const unreadable = readNumber(text) === null && !STARTED.test(text.trim());

  const change = (raw: string) => {
    const answer = readNumber(raw);
    setText(raw);
    setGiven(answer);
    if (answer !== value) onChange(answer);
  };

  const hint = `${ids.input}-hint`;
  return (
    <div className="cv-numeric">
      <input
        id={ids.input}
        className="cv-text-field cv-numeric__input"
        type="text"
        inputMode={whole ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={text}
        required={required}
        aria-invalid={invalid || unreadable || undefined}
        aria-describedby={`${ids.description} ${ids.error} ${hint}`}
        onChange={(e) => change(e.target.value)}
      />
      <p id={hint} className="cv-numeric__hint" aria-live="polite">
        {unreadable ? t(whole ? 'notAWholeNumber' : 'notANumber') : null}
      </p>
    </div>
  );
}
