import { localise } from '../../engine/language';
import type { QuestionViewProps } from '../view';
import { useRovingChoice } from './use-roving-choice';
import './scale.css';

interface Props extends QuestionViewProps<'number'> {
  min: number;
  max: number;
  /** Accessible name of one point, e.g. "7" or "7 of 10". */
  pointLabel(point: number): string;
}

/**
 * A row of numbered points as one radio group (keys: useRovingChoice), the ends labelled by
 * extra.min_label / extra.max_label. Shared by score and ces; wraps on narrow screens.
 */
export function Scale({ question, value, onChange, ids, invalid, required, language, min, max, pointLabel, choosingMovesOn }: Props) {
  const points = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const roving = useRovingChoice({ count: points.length, chosen: value === null ? -1 : value - min, onChoose: (index) => onChange(min + index), choosingMovesOn });
  const minLabel = localise(question.extra?.min_label, language);
  const maxLabel = localise(question.extra?.max_label, language);
  return (
    // Two rows below the width of one row of 44 px points (scale.css): the second row ends under the first, so the
    // end labels sit under their ends (issue #16 item 8).
    <div className={`cv-scale cv-scale--${points.length}`} style={{ '--cv-scale-count': points.length, '--cv-scale-half': Math.ceil(points.length / 2) } as React.CSSProperties}>
      <div
        id={ids.input}
        role="radiogroup"
        className="cv-scale__points"
        aria-labelledby={ids.label}
        aria-describedby={`${ids.description} ${ids.error}`}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        onKeyDown={roving.onKeyDown}
      >
        {points.map((point) => (
          <button
            key={point}
            ref={roving.ref(point - min)}
            type="button"
            role="radio"
            aria-checked={value === point}
            aria-label={pointLabel(point)}
            tabIndex={roving.tabIndex(point - min)}
            className={`cv-scale__point${value === point ? ' cv-scale__point--on' : ''}${point - min === Math.ceil(points.length / 2) ? ' cv-scale__point--row-2' : ''}`}
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
