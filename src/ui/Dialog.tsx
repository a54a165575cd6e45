import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  title: string;
  children: ReactNode;
  onClose(): void;
  /** Where focus goes back when the dialog closes (the button that opened it). */
  returnFocus?: HTMLElement | null;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** A modal dialog: focus moves in and stays inside (Tab wraps), Escape closes, focus returns to the opener. */
export function Dialog({ title, children, onClose, returnFocus }: Props) {
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    const opener = returnFocus ?? (document.activeElement as HTMLElement | null);
    body.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => opener?.focus();
  }, [returnFocus]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...(body.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="cv-modal" onKeyDown={onKeyDown}>
      <div className="cv-modal__backdrop" onClick={onClose} />
      <div ref={body} className="cv-modal__body" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="cv-modal__title">{title}</h2>
        {children}
      </div>
    </div>
  );
}
