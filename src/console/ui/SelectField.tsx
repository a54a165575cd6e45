import { useId, type SelectHTMLAttributes } from 'react';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** Shown beside the control, for a label that only a screen reader needs (a row's role, say). */
  hideLabel?: boolean;
}

export function SelectField({ label, options, hideLabel, ...select }: Props) {
  const id = useId();
  return (
    <div className="cv-console-field">
      <label htmlFor={id} className={hideLabel ? 'cv-visually-hidden' : 'cv-console-field__label'}>{label}</label>
      <select id={id} className="cv-console-input" {...select}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </div>
  );
}
