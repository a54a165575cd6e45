import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textDirection } from '../../../i18n/languages';
import type { EditorPanelProps } from '../editor-panel';
import { describeLocation } from '../problems/describe-location';
import { LabelledSelect } from '../logic/LabelledSelect';
import { addableLanguages, ownName } from './language-names';
import { isMissing, translatableTexts, type TranslatableText } from './translatable-texts';
import './translations.css';

/**
 * Rows a page shows. A 200-state × 20-element flow has some 6,000 texts: with its languages that would be tens of
 * thousands of inputs, so the grid pages them (the figure measured is in the README's editor section).
 */
export const ROWS_PER_PAGE = 50;

/** The element, question or option a text belongs to (a scale label sits in the question's `extra`). */
const ownerPath = (row: TranslatableText) => row.path.slice(0, row.path.at(-2) === 'extra' ? -2 : -1);

/** Every translatable text of the flow × its languages, editable in place, missing ones marked and counted. */
export function TranslationsGrid({ flow, edit }: EditorPanelProps) {
  const { t } = useTranslation('console');
  const id = useId();
  const [missingOnly, setMissingOnly] = useState(false);
  const [page, setPage] = useState(0);
  const languages = flow.languages;
  const texts = useMemo(() => translatableTexts(flow), [flow]);
  const missingCounts = languages.map((l) => texts.filter((text) => isMissing(text.text, l.code)).length);
  const rows = missingOnly ? texts.filter((text) => languages.some((l) => isMissing(text.text, l.code))) : texts;
  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = rows.slice(current * ROWS_PER_PAGE, (current + 1) * ROWS_PER_PAGE);
  const addable = addableLanguages(flow);

  const setText = (row: TranslatableText, code: string, value: string) => edit((f) => {
    // Walk to the object holding the text, creating the text itself when it was not written yet.
    const parent = row.path.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, f as never);
    const key = row.path.at(-1)!;
    const text = (parent[key] ??= {}) as Record<string, string>;
    if (value === '') delete text[code];
    else text[code] = value;
  }, t('editor.translations.undo.edit'));

  const addLanguage = (code: string) => edit((f) => {
    const nextId = Math.max(0, ...f.languages.map((l) => l.id)) + 1;
    f.languages.push({ id: nextId, code, name: ownName(code) });
  }, t('editor.translations.undo.addLanguage', { language: ownName(code) }));

  return (
    <section className="cv-translations" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cv-translations__title">{t('editor.translations.title')}</h2>
      <div className="cv-translations__tools">
        <label className="cv-logic-check">
          <input type="checkbox" checked={missingOnly} onChange={(e) => { setMissingOnly(e.target.checked); setPage(0); }} />
          {t('editor.translations.missingOnly')}
        </label>
        {addable.length > 0 ? (
          <LabelledSelect label={t('editor.translations.addLanguage')} value="" onChange={(e) => e.target.value && addLanguage(e.target.value)}>
            <option value="">{t('editor.translations.chooseLanguage')}</option>
            {addable.map((code) => <option key={code} value={code}>{`${ownName(code)} (${code})`}</option>)}
          </LabelledSelect>
        ) : null}
      </div>
      <p id={`${id}-missing`} className="cv-visually-hidden">{t('editor.translations.missingCell')}</p>
      <div className="cv-translations__scroll" role="region" aria-label={t('editor.translations.table')} tabIndex={0}>
        <table className="cv-translations__table">
          <caption className="cv-visually-hidden">{t('editor.translations.caption', { count: rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col" id={`${id}-where`}>{t('editor.translations.text')}</th>
              {languages.map((language, i) => (
                <th scope="col" key={language.id}>
                  <span id={`${id}-l${language.id}`}><span lang={language.code}>{language.name ?? ownName(language.code)}</span> <span className="cv-console-muted">({language.code})</span></span>
                  <span className={`cv-translations__count${missingCounts[i] ? ' cv-translations__count--missing' : ''}`}>
                    {t('editor.translations.missingCount', { count: missingCounts[i] })}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const rowId = `${id}-r${row.path.join('-')}`;
              return (
                <tr key={row.path.join('/')}>
                  <th scope="row" id={rowId} className="cv-translations__where">
                    {`${describeLocation(t, flow, ownerPath(row))} › ${t(`editor.translations.field.${row.field}`, { defaultValue: row.field })}`}
                  </th>
                  {languages.map((language) => {
                    const missing = isMissing(row.text, language.code);
                    return (
                      <td key={language.id} className={missing ? 'cv-translations__cell--missing' : undefined}>
                        <textarea className="cv-console-input cv-translations__input" rows={2} lang={language.code} dir={textDirection(language.code)}
                          aria-labelledby={`${rowId} ${id}-l${language.id}`} aria-describedby={missing ? `${id}-missing` : undefined}
                          placeholder={missing ? t('editor.translations.missingPlaceholder') : undefined}
                          value={row.text?.[language.code] ?? ''} onChange={(e) => setText(row, language.code, e.target.value)} />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="cv-console-empty-row">{t(missingOnly ? 'editor.translations.noneMissing' : 'editor.translations.noTexts')}</p> : null}
      </div>
      {pages > 1 ? (
        <nav className="cv-translations__pages" aria-label={t('editor.translations.pages')}>
          <button type="button" className="cv-button cv-logic-small" disabled={current === 0} onClick={() => setPage(current - 1)}>{t('editor.translations.previous')}</button>
          <span aria-live="polite">{t('editor.translations.range', { from: current * ROWS_PER_PAGE + 1, to: current * ROWS_PER_PAGE + shown.length, count: rows.length })}</span>
          <button type="button" className="cv-button cv-logic-small" disabled={current === pages - 1} onClick={() => setPage(current + 1)}>{t('editor.translations.next')}</button>
        </nav>
      ) : null}
    </section>
  );
}
