import type { FieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { LocalisedText } from '../../../types/schemas';
import { withText } from '../localised';
import type { PropertyFormContext } from './form-context';

/**
 * A translated text edited in the flow's current editing language: one field, not an object of language codes. The
 * text in another language shows as the placeholder, so a missing translation is plain to see.
 */
export function LocalisedTextField({ formData, onChange, fieldPathId, uiSchema, registry, rawErrors, disabled, readonly, required }: FieldProps<LocalisedText | undefined>) {
  const { t } = useTranslation('console');
  const { language } = registry.formContext as PropertyFormContext;
  const value = formData?.[language] ?? '';
  const other = Object.entries(formData ?? {}).find(([code, text]) => code !== language && text);
  const id = fieldPathId.$id;
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? fieldPathId.path.at(-1);
  const multiline = Boolean((uiSchema?.['ui:options'] as { multiline?: boolean } | undefined)?.multiline);
  const errorId = `${id}__error`;
  const description = uiSchema?.['ui:description'] as string | undefined;
  const descriptionId = `${id}__description`;
  const describedBy = [description ? descriptionId : '', rawErrors && rawErrors.length > 0 ? errorId : ''].filter(Boolean).join(' ');
  const common = {
    id, value, disabled, readOnly: readonly, required,
    className: 'cv-console-input cv-editor-text',
    // The flow's language may be written right to left whatever the console's is.
    dir: 'auto',
    placeholder: other ? other[1] : undefined,
    'aria-invalid': rawErrors && rawErrors.length > 0 ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: { target: { value: string } }) => onChange(withText(formData, language, event.target.value), fieldPathId.path),
  };
  return (
    <div className="cv-editor-field">
      <label htmlFor={id} className="cv-console-field__label">
        {title} <span className="cv-editor-field__language">{language.toUpperCase()}</span>
      </label>
      {description ? <p id={descriptionId} className="cv-console-field__hint">{description}</p> : null}
      {multiline ? <textarea rows={2} {...common} /> : <input type="text" {...common} />}
      {other && !value ? <p className="cv-console-field__hint">{t('editor.properties.untranslated', { language: other[0].toUpperCase() })}</p> : null}
      {rawErrors && rawErrors.length > 0 ? <p id={errorId} className="cv-editor-field__error">{rawErrors.join(' ')}</p> : null}
    </div>
  );
}
