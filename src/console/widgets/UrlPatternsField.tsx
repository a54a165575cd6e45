import { useId, useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { invalidPatterns } from '../../lib/enabled-urls';
import { contextOf } from '../config-form/form-context';
import { testPageAddress } from './url-test';

/**
 * enabled_urls: one regular expression a row, each checked as typed (an invalid one matches nothing, so it is marked
 * at once), and a tester: type a page address and read whether the widget shows there and why, decided by the
 * loader's own function over the unsaved patterns.
 */
export function UrlPatternsField({ fieldPathId, formData, onChange, readonly, disabled, uiSchema, registry }: FieldProps) {
  const { t } = useTranslation('console');
  const patterns = (Array.isArray(formData) ? formData : []) as string[];
  const [address, setAddress] = useState('');
  const testerId = useId();
  const id = fieldPathId.$id;
  const locked = readonly || disabled;
  const invalid = new Map(invalidPatterns(patterns).map((problem) => [problem.index, problem.message]));
  const set = (next: string[]) => onChange(next, fieldPathId.path);
  const result = testPageAddress(address, { ...(contextOf(registry).formData as { is_visible?: boolean }), enabled_urls: patterns });
  const help = uiSchema?.['ui:description'] as string | undefined;
  return (
    <div className="cv-url-patterns">
      <fieldset className="cv-url-patterns__list" aria-describedby={help ? `${id}-help` : undefined}>
        <legend className="cv-console-field__label">{uiSchema?.['ui:title'] as string}</legend>
        {help ? <p id={`${id}-help`} className="cv-console-field__hint">{help}</p> : null}
        {patterns.length === 0 ? <p className="cv-console-field__hint">{t('widgets.patterns.none')}</p> : null}
        {patterns.map((pattern, index) => (
          <div key={index} className="cv-url-patterns__row">
            <div className={`cv-console-field${invalid.has(index) ? ' cv-console-field--invalid' : ''}`}>
              <label htmlFor={`${id}-${index}`} className="cv-visually-hidden">{t('widgets.patterns.pattern', { n: index + 1 })}</label>
              <input id={`${id}-${index}`} className="cv-console-input cv-url-patterns__input" value={pattern} readOnly={locked} spellCheck={false}
                aria-invalid={invalid.has(index) || undefined} aria-describedby={invalid.has(index) ? `${id}-${index}-error` : undefined}
                onChange={(event) => set(patterns.map((p, i) => (i === index ? event.target.value : p)))} />
              {invalid.has(index) ? <p id={`${id}-${index}-error`} className="cv-console-field__error">{t('widgets.patterns.invalid', { message: invalid.get(index) })}</p> : null}
            </div>
            {locked ? null : (
              <button type="button" className="cv-button cv-button--secondary cv-button--small" onClick={() => set(patterns.filter((_, i) => i !== index))}>
                {t('configForm.remove')}<span className="cv-visually-hidden"> {t('widgets.patterns.pattern', { n: index + 1 })}</span>
              </button>
            )}
          </div>
        ))}
        {locked ? null : <button type="button" className="cv-button cv-button--secondary cv-button--small" onClick={() => set([...patterns, ''])}>{t('widgets.patterns.add')}</button>}
      </fieldset>
      <div className="cv-url-tester">
        <label htmlFor={testerId} className="cv-console-field__label">{t('widgets.tester.label')}</label>
        <input id={testerId} type="url" className="cv-console-input" placeholder="https://shop.example.com/checkout" value={address} spellCheck={false}
          aria-describedby={`${testerId}-result`} onChange={(event) => setAddress(event.target.value)} />
        <p id={`${testerId}-result`} role="status" className="cv-url-tester__result" data-shown={result.shown === null ? undefined : String(result.shown)}>
          {result.shown === null ? t('widgets.tester.hint') : (
            <>
              <strong>{result.shown ? t('widgets.tester.shown') : t('widgets.tester.notShown')}</strong>{' '}
              {result.reason === 'matched'
                ? t('widgets.tester.matched', { pattern: result.pattern, n: result.index + 1 })
                : t(`widgets.tester.${result.reason}`)}
            </>
          )}
        </p>
      </div>
    </div>
  );
}
