import { useRef, type KeyboardEvent } from 'react';
import { localise } from '../../engine/language';
import type { QuestionViewProps } from '../view';
import { choiceKeyTarget, focusedIndex } from './choice-keys';
import './scale.css';

interface Props extends QuestionViewProps<'number'> {
  min: number;
  max: number;
  /** Accessible name of one point, e.g. "7" or "7 of 10". */
  pointLabel(point: number): string;
}

/**
 * A row of numbered points as one radio group (WAI-ARIA radio pattern): one tab stop, arrows move and choose (only
 * move where choosing would leave the state, see QuestionViewProps.choosingMovesOn), the ends labelled by
 * extra.min_label / extra.max_label. Shared by score and ces; wraps on narrow screens.
 */
export function Scale({ question, value, onChange, ids, invalid, required, language, min, max, pointLabel, choosingMovesOn }: Props) {
  const points = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusable = value ?? min;
  const choose = (point: number) => {
    onChange(point);
    buttons.current[point - min]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (choosingMovesOn) {
      // Choosing would move the respondent on: arrows only move focus, Space or Enter chooses.
      const target = choiceKeyTarget(event, focusedIndex(buttons.current), points.length);
      if (target === undefined) return;
      event.preventDefault();
      buttons.current[target]?.focus();
      return;
    }
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowDown: 1, ArrowLeft: rtl ? 1 : -1, ArrowUp: -1 }[event.key];
    if (event.key === 'Home') return event.preventDefault(), choose(min);
    if (event.key === 'End') return event.preventDefault(), choose(max);
    if (step === undefined) return;
    event.preventDefault();
    choose(Math.min(max, Math.max(min, value === null ? (step > 0 ? min : max) : value + step)));
  };
  const minLabel = localise(question.extra?.min_label, language);
  const maxLabel = localise(question.extra?.max_label, language);
  return (
    <div className="cv-scale">
      <div
        id={ids.input}
        role="radiogroup"
        className="cv-scale__points"
        aria-labelledby={ids.label}
        aria-describedby={`${ids.description} ${ids.error}`}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        onKeyDown={onKeyDown}
      >
        {points.map((point) => (
          <button
            key={point}
            ref={(el) => void (buttons.current[point - min] = el)}
            type="button"
            role="radio"
            aria-checked={value === point}
            aria-label={pointLabel(point)}
            tabIndex={point === focusable ? 0 : -1}
            className={value === point ? 'cv-scale__point cv-scale__point--on' : 'cv-scale__point'}
            onClick={() => onChange(point)}
          >
            {point}
          </button>
        ))}
      </div>
      {minLabel || maxLabel ? (
        <div className="cv-scale__ends" aria-hidden="true">
          <span>{minLabel}</span>
          <span>{maxLabel}</span>
        </div>
      ) : null}
    </div>
  );
}
