import { useRef, type KeyboardEvent } from 'react';
import { localise } from '../../src/engine/language';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import { choiceKeyTarget } from '../../src/plugin-api/ui/choice-keys';
import './custom-score.css';

/**
 * The author's scale as a row of buttons showing the option bodies, one radio group (WAI-ARIA radio pattern, as
 * score and star): one tab stop, arrows move and choose (mirrored right to left), Home and End go to the ends,
 * Space or Enter chooses the focused option, and an optional answer is cleared with Delete or Backspace. Where
 * choosing leaves the state, arrows, Home and End only move focus.
 */
export default function CustomScoreView({ value, onChange, options, language, ids, invalid, required, choosingMovesOn }: QuestionViewProps<'choice'>) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const chosen = options.findIndex((option) => value?.includes(option.id));
  const tabStop = Math.max(chosen, 0);

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    onChange([option.id]);
    buttons.current.get(option.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.key === 'Delete' || event.key === 'Backspace') && !required && chosen >= 0) {
      event.preventDefault();
      onChange(null);
      return;
    }
    const focused = options.findIndex((option) => buttons.current.get(option.id) === document.activeElement);
    const from = focused >= 0 ? focused : tabStop;
    if (choosingMovesOn) {
      const target = choiceKeyTarget(event, from, options.length);
      if (target === undefined) return;
      event.preventDefault();
      buttons.current.get(options[target]!.id)?.focus();
      return;
    }
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowDown: 1, ArrowLeft: rtl ? 1 : -1, ArrowUp: -1 }[event.key];
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? options.length - 1 : step === undefined ? null : from + step;
    if (target === null) return;
    event.preventDefault();
    choose(Math.min(options.length - 1, Math.max(0, target)));
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
          ref={(el) => void (el ? buttons.current.set(option.id, el) : buttons.current.delete(option.id))}
          type="button"
          role="radio"
          aria-checked={index === chosen}
          tabIndex={index === tabStop ? 0 : -1}
          className={index === chosen ? 'cv-custom-score__option cv-custom-score__option--on' : 'cv-custom-score__option'}
          onClick={() => onChange([option.id])}
        >
          {localise(option.body, language) || option.key || option.id}
        </button>
      ))}
    </div>
  );
}
