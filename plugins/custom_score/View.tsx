import type { KeyboardEvent } from 'react';
import { localise } from '../../src/plugin-api/language';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import { useRovingChoice } from '../../src/plugin-api/ui/use-roving-choice';
import './custom-score.css';

/**
 * The author's scale as a row of buttons showing the option bodies, one radio group (keys: useRovingChoice, as
 * score and star); an optional answer is cleared with Delete or Backspace.
 */
export default function CustomScoreView({ value, onChange, options, language, ids, invalid, required, choosingMovesOn }: QuestionViewProps<'choice'>) {
  const chosen = options.findIndex((option) => value?.includes(option.id));
  const roving = useRovingChoice({ count: options.length, chosen, onChoose: (index) => onChange([options[index]!.id]), choosingMovesOn });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.key === 'Delete' || event.key === 'Backspace') && !required && chosen >= 0) {
      event.preventDefault();
      onChange(null);
      return;
    }
    roving.onKeyDown(event);
  };

  return (
    <div
      id={ids.input}
      role="radiogroup"
      className="cv-custom-score"
      aria-labelledby={ids.label}
      aria-describedby={`${ids.description} ${ids.error}`}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      onKeyDown={onKeyDown}
    >
      {options.map((option, index) => (
        <button
          key={option.id}
          ref={roving.ref(index)}
          type="button"
          role="radio"
          aria-checked={index === chosen}
          tabIndex={roving.tabIndex(index)}
          className={index === chosen ? 'cv-custom-score__option cv-custom-score__option--on' : 'cv-custom-score__option'}
          onClick={() => onChange([option.id])}
        >
          {localise(option.body, language) || option.key || option.id}
        </button>
      ))}
    </div>
  );
}
