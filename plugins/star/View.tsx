import type { QuestionViewProps } from '../../src/plugin-api/view';
import { useRovingChoice } from '../../src/plugin-api/ui/use-roving-choice';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import { messages } from './messages';
import './star.css';

registerPluginMessages('star', { en: messages });

/**
 * Stars as a radio group (keys: useRovingChoice, up and right to more stars), so the keyboard and screen readers
 * get what a mouse gets.
 */
export default function StarView({ question, value, onChange, ids, invalid, required, choosingMovesOn }: QuestionViewProps<'number'>) {
  const { t } = usePluginTranslation('star');
  const min = question.min ?? 1;
  const max = question.max ?? 5;
  const stars = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const roving = useRovingChoice({ count: stars.length, chosen: value === null ? -1 : value - min, onChoose: (index) => onChange(min + index), choosingMovesOn, vertical: 'up-is-next' });

  return (
    <div
      id={ids.input}
      role="radiogroup"
      className="cv-star"
      aria-labelledby={ids.label}
      aria-describedby={`${ids.description} ${ids.error}`}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      onKeyDown={roving.onKeyDown}
    >
      {stars.map((star) => (
        <button
          key={star}
          ref={roving.ref(star - min)}
          type="button"
          role="radio"
          aria-checked={value === star}
          aria-label={t('star', { count: star })}
          tabIndex={roving.tabIndex(star - min)}
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
