import { descriptionId, errorId, type WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/**
 * A number limit (min, max, step, lengths, counts): emptying it removes the limit instead of making it 0, and the
 * schema's own bound is the hint.
 */
export function NumberLimitWidget({ id, value, onChange, schema, uiSchema, disabled, readonly, required, rawErrors }: WidgetProps) {
  const { t } = useTranslation('console');
  const minimum = (schema.minimum ?? schema.exclusiveMinimum) as number | undefined;
  const hintId = `${id}__hint`;
  // The field's description (rjsf draws it beside the field), its error and its bound, read with the field.
  const invalid = Boolean(rawErrors && rawErrors.length > 0);
  const describedBy = [uiSchema?.['ui:description'] ? descriptionId(id) : '', invalid ? errorId(id) : '', minimum !== undefined ? hintId : ''].filter(Boolean).join(' ');
  return (
    <>
      <input id={id} type="number" inputMode="decimal" className="cv-console-input cv-editor-number" value={value ?? ''} disabled={disabled} readOnly={readonly} required={required}
        step={schema.type === 'integer' ? 1 : 'any'} min={minimum} aria-describedby={describedBy || undefined} aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))} />
      {minimum !== undefined ? <span id={hintId} className="cv-console-field__hint">{t(schema.exclusiveMinimum !== undefined ? 'editor.properties.above' : 'editor.properties.atLeast', { value: minimum })}</span> : null}
    </>
  );
}
