import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** Shown only to screen readers when the row around it already says what the control is. */
  hideLabel?: boolean;
  error?: string | null;
  children: ReactNode;
}

/** A select with its label and, under it, the problem found at its place (announced with it). */
export function LabelledSelect({ label, hideLabel, error, children, ...select }: Props) {
  const id = useId();
  return (
    <div className={`cv-logic-field${error ? ' cv-logic-field--invalid' : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'cv-visually-hidden' : 'cv-logic-field__label'}>{label}</label>
      <select id={id} className="cv-console-input" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        {children}
      </select>
      {error ? <p id={`${id}-error`} className="cv-logic-field__error">{error}</p> : null}
    </div>
  );
}
