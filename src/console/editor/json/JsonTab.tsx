import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorPanelProps } from '../editor-panel';
import { describeLocation } from '../problems/describe-location';
import { checkJsonText } from './check-json';
import { formatJson } from './format-json';
import { LineNumbers } from './LineNumbers';
import { keepUnsavedText, unsavedText } from './unsaved-text';
import './json.css';

const format = (value: unknown) => `${formatJson(value)}\n`;

/**
 * The draft as JSON for power users: validated as typed (syntax with line and column, then flow.schema.json with
 * each error on the line of its path), applied as one undoable edit only when valid. Text not applied is kept
 * while the user fixes it, even when the draft changes elsewhere, until applied or discarded.
 */
export function JsonTab({ flow, edit }: EditorPanelProps) {
  const { t } = useTranslation('console');
  const id = useId();
  const formatted = useMemo(() => format(flow), [flow]);
  const [typed, setTyped] = useState<string | undefined>(() => unsavedText(flow.id));
  // The draft's text when typing began: if the draft changes meanwhile (another panel, undo), Apply would undo
  // that change, and the tab says so.
  const [typedOver, setTypedOver] = useState<string | undefined>(undefined);
  const text = typed ?? formatted;
  // Checked a moment after typing (a big flow's text takes a few hundred ms); the draft's own text is not
  // checked here: what is wrong with the draft is the problems panel's.
  const checked = useDeferredValue(typed);
  const check = useMemo(() => (checked === undefined ? null : checkJsonText(checked)), [checked]);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const errors = check && !check.ok ? check.errors : [];
  const errorLines = new Set(errors.map((e) => e.line));
  const lineCount = text.split('\n').length;
  const dirty = typed !== undefined && typed !== formatted;
  const stale = checked !== typed;

  useEffect(() => keepUnsavedText(flow.id, dirty ? typed : undefined), [flow.id, dirty, typed]);

  const goTo = (line: number, column: number) => {
    const area = textarea.current;
    if (!area) return;
    const lines = area.value.split('\n');
    const offset = lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0) + column - 1;
    area.focus();
    area.setSelectionRange(offset, offset);
    const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 20;
    area.scrollTop = Math.max(0, (line - 3) * lineHeight);
  };

  const apply = () => {
    if (!dirty || !check?.ok || stale) return;
    const next = check.flow;
    edit((draft) => {
      // Replace the draft's fields in place: one edit, whose patches undo restores.
      for (const key of Object.keys(draft)) if (!(key in next)) delete (draft as Record<string, unknown>)[key];
      Object.assign(draft, next);
    }, t('editor.json.undo'));
    setTyped(undefined);
  };

  return (
    <section className="cv-json" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cv-json__title">{t('editor.json.title')}</h2>
      <p id={`${id}-hint`} className="cv-logic-state__hint">{t('editor.json.hint')}</p>
      <div className="cv-json__editor">
        <LineNumbers textarea={textarea} lineCount={lineCount} errorLines={errorLines} />
        <textarea ref={textarea} id={`${id}-text`} className="cv-json__text" spellCheck={false} autoCapitalize="off" autoCorrect="off" wrap="off"
          aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint ${id}-status`} aria-invalid={errors.length > 0 ? true : undefined}
          aria-keyshortcuts="Control+Enter Meta+Enter"
          value={text}
          onChange={(e) => {
            if (typed === undefined) setTypedOver(formatted);
            setTyped(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              apply();
            }
          }}
        />
      </div>
      <p id={`${id}-status`} className={`cv-json__status${errors.length > 0 ? ' cv-json__status--invalid' : ''}`} role="status">
        {errors.length > 0 ? t('editor.json.errorCount', { count: errors.length }) : dirty ? t('editor.json.validUnsaved') : t('editor.json.valid')}
      </p>
      {dirty && typedOver !== undefined && typedOver !== formatted ? <p className="cv-console-callout cv-console-callout--warning">{t('editor.json.changedElsewhere')}</p> : null}
      {errors.length > 0 ? (
        <ul className="cv-json__errors" aria-label={t('editor.json.errors')}>
          {errors.map((error, i) => (
            <li key={i}>
              <button type="button" className="cv-json__error" onClick={() => goTo(error.line, error.column)}>
                <span className="cv-json__where">{t('editor.json.at', { line: error.line, column: error.column })}</span>
                <span className="cv-visually-hidden">: </span>
                {error.path && error.path.length > 0 ? <span className="cv-console-muted">{describeLocation(t, flow, error.path)}</span> : null}
                {error.path && error.path.length > 0 ? <span className="cv-visually-hidden">: </span> : null}
                <span>{t(error.message.key, error.message.values)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="cv-json__actions">
        <button type="button" className="cv-button cv-button--primary" disabled={!dirty || !check?.ok || stale} onClick={apply} aria-keyshortcuts="Control+Enter Meta+Enter">{t('editor.json.apply')}</button>
        <button type="button" className="cv-button" disabled={!dirty} onClick={() => setTyped(undefined)}>{t('editor.json.discard')}</button>
      </div>
    </section>
  );
}
