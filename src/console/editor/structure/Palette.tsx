import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PluginRegistry } from '../../../plugin-api/registry';
import { EditorIcon } from '../EditorIcon';
import { paletteOf, type PaletteEntry } from './palette';

/**
 * "Add to page": a disclosure with every registered question style (searchable, since there are thirty) and the
 * other elements the schema allows. Choosing one adds it at the end of the page and closes the palette.
 */
export function Palette({ registry, pageName, onAdd }: { registry: PluginRegistry; pageName: string; onAdd(entry: PaletteEntry): void }) {
  const { t } = useTranslation('console');
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  // Made when first opened, not with every page of the outline: each entry's template comes from its plugin's settings.
  const entries = useMemo(() => (open ? paletteOf(t, registry) : null), [open, t, registry]);
  const matches = (entry: PaletteEntry) => entry.title.toLowerCase().includes(filter.trim().toLowerCase());
  // Closing puts focus back on the button, since the search field that had it goes away.
  const close = () => {
    setOpen(false);
    setFilter('');
    toggle.current?.focus();
  };
  const choose = (entry: PaletteEntry) => {
    close();
    onAdd(entry);
  };
  const group = (title: string, entries: PaletteEntry[]) => {
    const shown = entries.filter(matches);
    if (shown.length === 0) return null;
    return (
      <div className="cv-editor-palette__group" role="group" aria-label={title}>
        <p className="cv-editor-palette__heading" aria-hidden="true">{title}</p>
        <ul className="cv-editor-palette__list">
          {shown.map((entry) => (
            <li key={entry.key}>
              <button type="button" className="cv-editor-palette__item" onClick={() => choose(entry)}>
                <EditorIcon path={entry.icon} />
                <span>{entry.title}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  };
  return (
    <div className="cv-editor-palette" onKeyDown={(event) => {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        close();
      }
    }}>
      <button ref={toggle} type="button" className="cv-editor-add" aria-label={t('editor.structure.addElementTo', { page: pageName })} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <EditorIcon path="M12 5v14M5 12h14" />
        {t('editor.structure.addElement')}
      </button>
      {open ? (
        <div id={id} className="cv-editor-palette__panel">
          <label className="cv-editor-palette__search">
            <span className="cv-visually-hidden">{t('editor.palette.search')}</span>
            <input className="cv-console-input" type="search" placeholder={t('editor.palette.search')} value={filter} autoFocus onChange={(event) => setFilter(event.target.value)} />
          </label>
          {group(t('editor.palette.questions'), entries!.questions)}
          {group(t('editor.palette.others'), entries!.others)}
        </div>
      ) : null}
    </div>
  );
}
