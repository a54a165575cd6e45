import { useId, type InputHTMLAttributes } from 'react';

interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
}

/** A text input with its label and, under it, the problem found at its place (announced with it). */
export function LabelledInput({ label, error, ...input }: InputProps) {
  const id = useId();
  return (
    <div className={`cv-logic-field${error ? ' cv-logic-field--invalid' : ''}`}>
      <label htmlFor={id} className="cv-logic-field__label">{label}</label>
      <input id={id} className="cv-console-input" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error ? <p id={`${id}-error`} className="cv-logic-field__error">{error}</p> : null}
    </div>
  );
}
