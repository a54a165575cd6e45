import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowLanguage } from '../types/schemas';
import { languageTag } from '../lib/language-tag';
import { Dialog } from './Dialog';
import { fitPopup, popupBounds } from './fit-popup';

type PickerVariant = 'modal' | 'up' | 'down';

interface Props {
  languages: readonly FlowLanguage[];
  current: string;
  onChoose(code: string): void;
  variant?: PickerVariant;
  /** SPEC 2.3: "The selector can be toggled visible or hidden." */
  visible?: boolean;
}

const nameOf = (language: FlowLanguage) => language.name ?? language.code.toUpperCase();

const Globe = () => (
  <svg className="cv-language__icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
    <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <path d="M2 10h16M10 2c2.5 2.2 3.5 5 3.5 8s-1 5.8-3.5 8c-2.5-2.2-3.5-5-3.5-8s1-5.8 3.5-8z" fill="none" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

/**
 * SPEC 2.3 language picker: nothing for fewer than 2 languages, a switch button for exactly 2, and for more a
 * button naming the current language that opens a list (a modal dialog, or a dropdown opening up or down).
 * Escape closes it and gives focus back to the button.
 */
export function LanguagePicker({ languages, current, onChoose, variant = 'down', visible = true }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();
  const currentLanguage = languages.find((l) => l.code.toLowerCase() === current.toLowerCase()) ?? languages[0];

  const popup = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<'up' | 'down'>(variant === 'up' ? 'up' : 'down');

  // The list stays on screen: inside the viewport, the page column or the widget frame (the nearest element marked
  // data-popup-bounds), on the side of the button with room (issue #16 item 7).
  useLayoutEffect(() => {
    const element = popup.current;
    const toggle = button.current;
    if (!open || !element || !toggle) return;
    element.style.translate = '';
    const fit = fitPopup(toggle.getBoundingClientRect(), element.getBoundingClientRect(), popupBounds(element.closest('[data-popup-bounds]')), variant === 'up' ? 'up' : 'down');
    element.style.translate = fit.shiftX ? `${fit.shiftX}px 0` : '';
    list.current?.style.setProperty('--cv-popup-room', `${fit.maxHeight}px`);
    setPlacement(fit.placement);
  }, [open, variant, placement]);

  useEffect(() => {
    if (open) list.current?.querySelector<HTMLElement>('[aria-current="true"], button')?.focus({ preventScroll: true });
  }, [open]);

  if (!visible || languages.length < 2 || !currentLanguage) return null;

  const choose = (code: string) => {
    setOpen(false);
    onChoose(code);
    button.current?.focus();
  };

  if (languages.length === 2) {
    const other = languages.find((l) => l !== currentLanguage)!;
    return (
      <button type="button" className="cv-language-switch" onClick={() => onChoose(other.code)} aria-label={t('language.switchTo', { language: nameOf(other) })}>
        <Globe /> <span lang={languageTag(other.code)}>{nameOf(other)}</span>
      </button>
    );
  }

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  // Escape closes the list only: inside the widget frame it would otherwise close the whole widget as well.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
  };
  const options = (
    <ul ref={list} id={listId} className="cv-language-list" aria-label={t('language.choose')}>
      {languages.map((language) => (
        <li key={language.code}>
          <button type="button" lang={languageTag(language.code)} aria-current={language === currentLanguage} onClick={() => choose(language.code)}>
            {nameOf(language)}
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <div className={`cv-language cv-language--${variant === 'modal' ? variant : placement}${open ? ' cv-language--open' : ''}`} onKeyDown={onKeyDown}>
      <button ref={button} type="button" className="cv-language__toggle" aria-expanded={open} aria-controls={open ? listId : undefined} aria-haspopup={variant === 'modal' ? 'dialog' : 'true'} onClick={() => setOpen(!open)}>
        <Globe /> <span className="cv-visually-hidden">{t('language.current')} </span>
        {nameOf(currentLanguage)}
      </button>
      {open && variant === 'modal' ? (
        // A modal dialog: focus stays inside (Tab wraps) until a language is chosen, Close, Escape or the backdrop.
        <Dialog title={t('language.choose')} onClose={close} returnFocus={button.current}>
          {options}
          <button type="button" className="cv-button cv-button--link" onClick={close}>
            {t('common.close')}
          </button>
        </Dialog>
      ) : open ? (
        <div ref={popup} className="cv-language__popup">
          {options}
        </div>
      ) : null}
    </div>
  );
}
