import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowLanguage } from '../types/schemas';

export type PickerVariant = 'modal' | 'up' | 'down';

interface Props {
  languages: readonly FlowLanguage[];
  current: string;
  onChoose(code: string): void;
  variant?: PickerVariant;
  /** SPEC 2.3: "The selector can be toggled visible or hidden." */
  visible?: boolean;
}

const nameOf = (language: FlowLanguage) => language.name ?? language.code.toUpperCase();

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

  useEffect(() => {
    if (open) list.current?.querySelector<HTMLElement>('[aria-current="true"], button')?.focus();
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
      <button type="button" className="cv-language-switch" lang={other.code.toLowerCase()} onClick={() => onChoose(other.code)} aria-label={t('language.switchTo', { language: nameOf(other) })}>
        {nameOf(other)}
      </button>
    );
  }

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const options = (
    <ul ref={list} id={listId} className="cv-language-list" aria-label={t('language.choose')}>
      {languages.map((language) => (
        <li key={language.code}>
          <button type="button" lang={language.code.toLowerCase()} aria-current={language === currentLanguage} onClick={() => choose(language.code)}>
            {nameOf(language)}
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <div className={`cv-language cv-language--${variant}${open ? ' cv-language--open' : ''}`} onKeyDown={(e) => e.key === 'Escape' && open && close()}>
      <button ref={button} type="button" className="cv-language__toggle" aria-expanded={open} aria-controls={open ? listId : undefined} aria-haspopup={variant === 'modal' ? 'dialog' : 'true'} onClick={() => setOpen(!open)}>
        <span className="cv-visually-hidden">{t('language.current')} </span>
        {nameOf(currentLanguage)}
      </button>
      {open && variant === 'modal' ? (
        <div className="cv-modal" role="dialog" aria-modal="true" aria-label={t('language.choose')}>
          <div className="cv-modal__backdrop" onClick={close} />
          <div className="cv-modal__body">
            {options}
            <button type="button" className="cv-button cv-button--link" onClick={close}>
              {t('common.close')}
            </button>
          </div>
        </div>
      ) : open ? (
        <div className="cv-language__popup">{options}</div>
      ) : null}
    </div>
  );
}
