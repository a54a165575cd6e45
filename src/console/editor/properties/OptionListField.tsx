import type { FieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { FlowOption } from '../../../types/schemas';
import { EditorIcon } from '../EditorIcon';
import { withText } from '../localised';
import type { PropertyFormContext } from './form-context';

/**
 * A question's options as a list people can work with: each option's text (in the editing language) and key, move
 * up and down, remove, add. New options get flow-unique ids, so rules and answers that name an option keep it.
 */
export function OptionListField({ formData, onChange, fieldPathId, uiSchema, registry, disabled, readonly, rawErrors }: FieldProps<FlowOption[] | undefined>) {
  const { t } = useTranslation('console');
  const { language, newOptionId } = registry.formContext as PropertyFormContext;
  const options = formData ?? [];
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? String(fieldPathId.path.at(-1));
  const description = uiSchema?.['ui:description'] as string | undefined;
  const locked = disabled || readonly;
  const change = (next: FlowOption[]) => onChange(next, fieldPathId.path);
  const update = (index: number, patch: (option: FlowOption) => FlowOption) => change(options.map((option, at) => (at === index ? patch(option) : option)));
  const move = (index: number, offset: number) => {
    const next = [...options];
    const [option] = next.splice(index, 1);
    next.splice(index + offset, 0, option!);
    change(next);
  };
  return (
    <fieldset className="cv-editor-options" id={fieldPathId.$id} aria-describedby={description ? `${fieldPathId.$id}__description` : undefined}>
      <legend className="cv-console-field__label">{title}</legend>
      {description ? <p id={`${fieldPathId.$id}__description`} className="cv-console-field__hint">{description}</p> : null}
      {options.length === 0 ? <p className="cv-console-muted">{t('editor.options.none')}</p> : null}
      <ol className="cv-editor-options__list">
        {options.map((option, index) => {
          const name = option.body?.[language] || option.key || t('editor.options.numbered', { number: index + 1 });
          return (
            <li key={option.id} className="cv-editor-options__row">
              <input className="cv-console-input" dir="auto" aria-label={t('editor.options.text', { number: index + 1 })} value={option.body?.[language] ?? ''} readOnly={locked}
                placeholder={Object.values(option.body ?? {}).find(Boolean)} onChange={(event) => update(index, (current) => {
                  const body = withText(current.body, language, event.target.value);
                  const { body: _old, ...rest } = current;
                  return body ? { ...rest, body } : rest;
                })} />
              <input className="cv-console-input cv-editor-options__key" aria-label={t('editor.options.key', { number: index + 1 })} value={option.key ?? ''} readOnly={locked}
                placeholder={t('editor.options.keyPlaceholder')} onChange={(event) => update(index, (current) => {
                  const { key: _old, ...rest } = current;
                  return event.target.value ? { ...rest, key: event.target.value } : rest;
                })} />
              {locked ? null : (
                <span className="cv-editor-options__tools">
                  <button type="button" className="cv-editor-icon-button" disabled={index === 0} aria-label={t('editor.structure.moveUp', { name })} onClick={() => move(index, -1)}><EditorIcon path="M12 19V5M6 11l6-6 6 6" size={16} /></button>
                  <button type="button" className="cv-editor-icon-button" disabled={index === options.length - 1} aria-label={t('editor.structure.moveDown', { name })} onClick={() => move(index, 1)}><EditorIcon path="M12 5v14M6 13l6 6 6-6" size={16} /></button>
                  <button type="button" className="cv-editor-icon-button cv-editor-danger" aria-label={t('editor.options.remove', { name })} onClick={() => change(options.filter((_, at) => at !== index))}><EditorIcon path="M6 6l12 12M18 6L6 18" size={16} /></button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {rawErrors && rawErrors.length > 0 ? <p className="cv-editor-field__error">{rawErrors.join(' ')}</p> : null}
      {locked ? null : (
        <button type="button" className="cv-button cv-button--secondary cv-editor-small-button" onClick={() => change([...options, { id: newOptionId(), body: { [language]: '' } }])}>
          {t('editor.options.add')}
        </button>
      )}
    </fieldset>
  );
}
