import { useRef, type KeyboardEvent } from 'react';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import { choiceKeyTarget, focusedIndex } from '../../src/plugin-api/ui/choice-keys';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import { messages } from './messages';
import './star.css';

registerPluginMessages('star', { en: messages });

/**
 * Stars as a radio group: arrow keys move and choose (the WAI-ARIA radio pattern), so the keyboard and screen
 * readers get what a mouse gets; where choosing leaves the state they only move, and Space or Enter chooses.
 */
export default function StarView({ question, value, onChange, ids, invalid, required, choosingMovesOn }: QuestionViewProps<'number'>) {
  const { t } = usePluginTranslation('star');
  const min = question.min ?? 1;
  const max = question.max ?? 5;
  const stars = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusable = value ?? min;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (choosingMovesOn) {
      const target = choiceKeyTarget(event, focusedIndex(buttons.current), stars.length, 'up-is-next');
      if (target === undefined) return;
      event.preventDefault();
      buttons.current[target]?.focus();
      return;
    }
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowUp: 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = Math.min(max, Math.max(min, (value ?? min - step) + step));
    onChange(next);
    buttons.current[next - min]?.focus();
  };

  return (
    <div
      id={ids.input}
      role="radiogroup"
      className="cv-star"
      aria-labelledby={ids.label}
      aria-describedby={`${ids.description} ${ids.error}`}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      onKeyDown={onKeyDown}
    >
      {stars.map((star) => (
        <button
          key={star}
          ref={(el) => void (buttons.current[star - min] = el)}
          type="button"
          role="radio"
          aria-checked={value === star}
          aria-label={t('star', { count: star })}
          tabIndex={star === focusable ? 0 : -1}
          className={value !== null && star <= value ? 'cv-star__item cv-star__item--on' : 'cv-star__item'}
          onClick={() => onChange(star)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
          </svg>
        </button>
      ))}
    </div>
  );
}
