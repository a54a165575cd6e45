import type { FieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { contextOf } from './form-context';

/**
 * A choice among the project's things (a flow, a node, a language) instead of typing an id: the options come from
 * formContext by `ui:options.source`; `ui:options.noneText` offers "none" (null) for a nullable property. It replaces
 * rjsf's anyOf chooser (id or null), which would ask people to pick a schema branch. A stored value missing from the
 * options stays selectable, so opening a form never changes it.
 */
export function PickerField({ fieldPathId, formData, onChange, readonly, disabled, uiSchema, schema, registry, rawErrors, required }: FieldProps) {
  const { t } = useTranslation('console');
  const options = (uiSchema?.['ui:options'] ?? {}) as { source?: string; noneText?: string; numeric?: boolean };
  const context = contextOf(registry);
  const choices = options.source === 'languages'
    ? context.languages.map((language) => ({ value: options.numeric ? String(language.id) : language.code, label: language.name ? `${language.name} (${language.code})` : language.code }))
    : [...(context.choices[options.source ?? ''] ?? [])];
  const current = formData === null || formData === undefined ? '' : String(formData);
  if (current && !choices.some((choice) => choice.value.toLowerCase() === current.toLowerCase())) choices.push({ value: current, label: current });
  const selected = choices.find((choice) => choice.value.toLowerCase() === current.toLowerCase())?.value ?? '';
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? '';
  const help = uiSchema?.['ui:description'] as string | undefined;
  const id = fieldPathId.$id;
  const change = (value: string) => onChange(value === '' ? (required ? undefined : null) : options.numeric ? Number(value) : value, fieldPathId.path);
  return (
    <div className="cv-console-field">
      <label htmlFor={id} className="cv-console-field__label">{title}{required ? <span aria-hidden="true"> *</span> : null}</label>
      <select
        id={id} className="cv-console-input" value={selected} disabled={readonly || disabled}
        aria-describedby={help ? `${id}-help` : undefined} aria-invalid={rawErrors?.length ? true : undefined}
        onChange={(event) => change(event.target.value)}
      >
        {required && selected ? null : <option value="">{options.noneText ?? t('configForm.none')}</option>}
        {choices.map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)}
      </select>
      {help ? <p id={`${id}-help`} className="cv-console-field__hint">{help}</p> : null}
      {rawErrors?.length ? <p className="cv-console-field__error">{rawErrors.join(' ')}</p> : null}
    </div>
  );
}
