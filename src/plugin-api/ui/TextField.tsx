import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionViewProps } from '../view';
import './text-field.css';

interface Props extends QuestionViewProps<'text'> {
  multiline?: boolean;
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'spellCheck'>;
  /** Shown under the field and read with it, e.g. a format hint. */
  hint?: string;
  /** With a maximum length, show a live "12 / 40 characters" count. */
  counter?: boolean;
}

/** A text answer given as the respondent types (the engine judges emptiness and length). */
export function TextField({ question, value, onChange, ids, invalid, required, multiline = false, input = {}, hint, counter = false }: Props) {
  const { t } = useTranslation();
  const max = question.maxResponseLength;
  const describedBy = `${ids.description} ${ids.error}${hint || (max && counter) ? ` ${ids.input}-hint` : ''}`;
  const common = {
    id: ids.input,
    value: value ?? '',
    maxLength: max,
    required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    className: 'cv-text-field',
  };
  const change = (text: string) => onChange(text === '' ? null : text);
  return (
    <div className="cv-text">
      {multiline ? <textarea {...common} rows={4} onChange={(e) => change(e.target.value)} /> : <input {...common} type="text" {...input} onChange={(e) => change(e.target.value)} />}
      {hint || (max && counter) ? (
        <p id={`${ids.input}-hint`} className="cv-text__hint" aria-live={max && counter ? 'polite' : undefined}>
          {hint}
          {max && counter ? t('question.characterCount', { length: (value ?? '').length, count: max }) : null}
        </p>
      ) : null}
    </div>
  );
}
