import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export interface RowAction {
  label: string;
  onSelect(): void;
}

/**
 * A row's "⋯" menu (WAI-ARIA menu button): Enter, Space or ↓ opens it on its first item, ↑ on its last; arrows,
 * Home and End move; Escape closes it and gives focus back to the button; Tab or a click outside closes it.
 */
export function RowActions({ label, actions }: { label: string; actions: readonly RowAction[] }) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const items = () => [...(wrapper.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return undefined;
    const list = items();
    (open === 'first' ? list[0] : list[list.length - 1])?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div ref={wrapper} className="cv-flows-menu">
      <button
        ref={button} type="button" className="cv-button cv-button--secondary cv-button--small cv-flows-menu__button"
        aria-haspopup="menu" aria-expanded={open ? true : false} aria-controls={open ? menuId : undefined} aria-label={label}
        onClick={() => (open ? setOpen(false) : setOpen('first'))} onKeyDown={onButtonKey}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor"><circle cx="5" cy="12" r="2" /><circle cx="12" cy="12" r="2" /><circle cx="19" cy="12" r="2" /></svg>
      </button>
      {open ? (
        <ul id={menuId} role="menu" aria-label={label} className="cv-flows-menu__list" onKeyDown={onMenuKey}>
          {actions.map((action) => (
            <li key={action.label} role="none">
              <button type="button" role="menuitem" tabIndex={-1} className="cv-flows-menu__item" onClick={() => {
                close();
                action.onSelect();
              }}>
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
