import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A hint under the label, read with the field. */
  hint?: ReactNode;
  /** The field's error, linked with aria-describedby and marked aria-invalid. */
  error?: string | null;
}

/** A labelled text field whose error and hint (under it, so fields in a row line up) are announced with it. */
export function Field({ label, hint, error, ...input }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <div className={`cv-console-field${error ? ' cv-console-field--invalid' : ''}`}>
      <label htmlFor={id} className="cv-console-field__label">{label}</label>
      <input id={id} className="cv-console-input" aria-invalid={error ? true : undefined} aria-describedby={[error ? errorId : undefined, hintId].filter(Boolean).join(' ') || undefined} {...input} />
      {error ? <p id={errorId} className="cv-console-field__error">{error}</p> : null}
      {hint ? <p id={hintId} className="cv-console-field__hint">{hint}</p> : null}
    </div>
  );
}
