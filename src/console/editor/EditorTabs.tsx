import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const TABS = ['build', 'logic', 'translations', 'json'] as const;
export type TabName = (typeof TABS)[number];

interface Props {
  tabs: Record<TabName, ReactNode>;
  /** The tab shown and its change, when the shell decides too (a problem chosen opens the tab that fixes it). */
  current: TabName;
  onChange(tab: TabName): void;
}

/** The middle column's tabs (WAI-ARIA tabs: arrows, Home and End move between them, the panel follows). */
export function EditorTabs({ tabs, current, onChange: setCurrent }: Props) {
  const { t } = useTranslation('console');
  const buttons = useRef<Partial<Record<TabName, HTMLButtonElement | null>>>({});
  const base = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(current);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const next = event.key === forward ? TABS[(index + 1) % TABS.length]
      : event.key === back ? TABS[(index + TABS.length - 1) % TABS.length]
        : event.key === 'Home' ? TABS[0] : event.key === 'End' ? TABS[TABS.length - 1] : undefined;
    if (!next) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  return (
    <div className="cv-editor-tabs">
      <div role="tablist" aria-label={t('editor.tabs.label')} className="cv-editor-tabs__list" onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button key={name} ref={(button) => void (buttons.current[name] = button)} type="button" role="tab" id={`${base}-${name}-tab`}
            aria-selected={current === name} aria-controls={`${base}-${name}`} tabIndex={current === name ? 0 : -1}
            className="cv-editor-tabs__tab" onClick={() => setCurrent(name)}>
            {t(`editor.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-${current}`} aria-labelledby={`${base}-${current}-tab`} className="cv-editor-tabs__panel">
        {tabs[current]}
      </div>
    </div>
  );
}
