import { useId, useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { textDirection } from '../../i18n/languages';
import { contextOf } from './form-context';

/**
 * A text by language (localisedText): one box a language, offered from the flow's languages; a language is added
 * from those not yet written and removed with its text. Each box is written in its language's direction.
 */
export function LocalisedTextField({ fieldPathId, formData, onChange, readonly, disabled, uiSchema, registry }: FieldProps) {
  const { t } = useTranslation('console');
  const texts = (formData && typeof formData === 'object' ? formData : {}) as Record<string, string>;
  const languages = contextOf(registry).languages;
  const nameOf = (code: string) => languages.find((language) => language.code.toLowerCase() === code.toLowerCase())?.name ?? code;
  const missing = languages.filter((language) => !Object.keys(texts).some((code) => code.toLowerCase() === language.code.toLowerCase()));
  const [adding, setAdding] = useState('');
  const addId = useId();
  const locked = readonly || disabled;
  const id = fieldPathId.$id;
  const set = (next: Record<string, string>) => onChange(Object.keys(next).length ? next : undefined, fieldPathId.path);
  const help = uiSchema?.['ui:description'] as string | undefined;
  return (
    <fieldset className="cv-localised" aria-describedby={help ? `${id}-help` : undefined}>
      <legend className="cv-console-field__label">{uiSchema?.['ui:title'] as string}</legend>
      {help ? <p id={`${id}-help`} className="cv-console-field__hint">{help}</p> : null}
      {Object.entries(texts).map(([code, text]) => (
        <div key={code} className="cv-localised__row">
          <label htmlFor={`${id}-${code}`} className="cv-localised__language">{nameOf(code)}</label>
          <textarea id={`${id}-${code}`} className="cv-console-input" rows={2} value={text} readOnly={locked} dir={textDirection(code)} lang={code}
            onChange={(event) => set({ ...texts, [code]: event.target.value })} />
          {locked ? null : (
            <button type="button" className="cv-button cv-button--secondary cv-button--small" onClick={() => set(Object.fromEntries(Object.entries(texts).filter(([c]) => c !== code)))}>
              {t('configForm.remove')}<span className="cv-visually-hidden"> {nameOf(code)}</span>
            </button>
          )}
        </div>
      ))}
      {Object.keys(texts).length === 0 ? <p className="cv-console-field__hint">{t('configForm.localised.empty')}</p> : null}
      {locked || missing.length === 0 ? null : (
        <div className="cv-localised__add">
          <label htmlFor={addId} className="cv-visually-hidden">{t('configForm.localised.language')}</label>
          <select id={addId} className="cv-console-input" value={adding} onChange={(event) => setAdding(event.target.value)}>
            <option value="">{t('configForm.localised.choose')}</option>
            {missing.map((language) => <option key={language.code} value={language.code}>{language.name ?? language.code}</option>)}
          </select>
          <button type="button" className="cv-button cv-button--secondary cv-button--small" disabled={!adding}
            onClick={() => { set({ ...texts, [adding]: '' }); setAdding(''); }}>
            {t('configForm.localised.add')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
