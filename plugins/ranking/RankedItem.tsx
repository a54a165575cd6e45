import type { Ref } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

interface Props {
  id: string;
  label: string;
  position: number;
  count: number;
  upLabel: string;
  downLabel: string;
  upRef: Ref<HTMLButtonElement>;
  downRef: Ref<HTMLButtonElement>;
  onMove(by: -1 | 1): void;
}

/**
 * One ranked option: its place, its text, a drag handle for the pointer and "move up" / "move down" buttons for
 * the keyboard and for anyone who cannot drag. The handle alone starts a drag (touch-action: none there only), so
 * a finger on the rest of the row still scrolls the page; it is hidden from assistive technology, which uses the
 * buttons instead of a second, drag-only control.
 */
export function RankedItem({ id, label, position, count, upLabel, downLabel, upRef, downRef, onMove }: Props) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'cv-ranking__item cv-ranking__item--dragging' : 'cv-ranking__item'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <span ref={setActivatorNodeRef} className="cv-ranking__handle" aria-hidden="true" {...listeners}>
        <svg viewBox="0 0 16 16" focusable="false">
          <circle cx="5.5" cy="3" r="1.25" /><circle cx="10.5" cy="3" r="1.25" />
          <circle cx="5.5" cy="8" r="1.25" /><circle cx="10.5" cy="8" r="1.25" />
          <circle cx="5.5" cy="13" r="1.25" /><circle cx="10.5" cy="13" r="1.25" />
        </svg>
      </span>
      <span className="cv-ranking__position" aria-hidden="true">{position}</span>
      <span className="cv-ranking__label">{label}</span>
      <button ref={upRef} type="button" className="cv-ranking__move" disabled={position === 1} aria-label={upLabel} onClick={() => onMove(-1)}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M3.5 10l4.5-4.5 4.5 4.5" /></svg>
      </button>
      <button ref={downRef} type="button" className="cv-ranking__move" disabled={position === count} aria-label={downLabel} onClick={() => onMove(1)}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M3.5 6l4.5 4.5 4.5-4.5" /></svg>
      </button>
    </li>
  );
}
