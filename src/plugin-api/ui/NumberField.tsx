import { useState } from 'react';
import type { QuestionViewProps } from '../view';
import './text-field.css';

/** A number typed in: the answer is a number, or null while the field is empty or not a number yet. */
export function NumberField({ question, value, onChange, ids, invalid, required, whole = false }: QuestionViewProps<'number'> & { whole?: boolean }) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const change = (raw: string) => {
    setText(raw);
    const normalised = raw.trim().replace(',', '.');
    const number = normalised === '' ? NaN : Number(normalised);
    onChange(Number.isFinite(number) && (!whole || Number.isInteger(number)) ? number : null);
  };
  return (
    <input
      id={ids.input}
      className="cv-text-field"
      type="text"
      inputMode={whole ? 'numeric' : 'decimal'}
      value={text}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={`${ids.description} ${ids.error}`}
      min={question.lowerlimit ?? question.min}
      max={question.upperlimit ?? question.max}
      onChange={(e) => change(e.target.value)}
    />
  );
}
