import { useEffect, useRef, useState } from 'react';
import { localise } from '../../src/plugin-api/language';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import { messages } from './messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import './slider.css';

registerPluginMessages('slider', { en: messages });

const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

/** Where the thumb rests before an answer: the middle, on a step the input can take. */
function middle(min: number, max: number, step: number): number {
  const steps = Math.round((max - min) / 2 / step);
  return Number((min + steps * step).toFixed(Math.max(decimals(min), decimals(step))));
}

/**
 * A native range input. Until the respondent moves it the question is unanswered and says so (the thumb resting in
 * the middle is not an answer). While the thumb is dragged only the shown value follows it; the answer is given on
 * the input's change event (release, or each arrow key), so triggers and partial saves do not fire at every pixel.
 * Enter, Space or a click on the resting thumb accepts the middle value; an optional answer can be cleared.
 */
export default function SliderView({ question, value, onChange, ids, invalid, required, language }: QuestionViewProps<'number'>) {
  const { t } = usePluginTranslation('slider');
  const min = question.min ?? 0;
  const max = question.max ?? 100;
  const step = question.step !== undefined && question.step > 0 ? question.step : 1;
  const input = useRef<HTMLInputElement>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const shown = dragged ?? value;
  const answer = useRef(onChange);
  useEffect(() => void (answer.current = onChange));

  useEffect(() => {
    const element = input.current!;
    const commit = () => {
      setDragged(null);
      answer.current(Number(element.value));
    };
    element.addEventListener('change', commit);
    return () => element.removeEventListener('change', commit);
  }, []);

  const accept = () => void (value === null && onChange(Number(input.current!.value)));
  const clear = () => {
    onChange(null);
    input.current?.focus();
  };
  const minLabel = localise(question.extra?.min_label, language);
  const maxLabel = localise(question.extra?.max_label, language);

  return (
    <div className={shown === null ? 'cv-slider cv-slider--unset' : 'cv-slider'}>
      <input
        ref={input}
        id={ids.input}
        className="cv-slider__input"
        type="range"
        min={min}
        max={max}
        step={step}
        value={shown ?? middle(min, max, step)}
        // No `required` or aria-required: neither applies to a range; the screen says "required" in the description.
        aria-invalid={invalid || undefined}
        aria-describedby={`${ids.description} ${ids.error}`}
        aria-valuetext={shown === null ? t('notAnswered') : String(shown)}
        // React's onChange is the input event: the thumb is moving. The answer waits for the change event above.
        onChange={(e) => e.nativeEvent.type === 'input' && setDragged(Number(e.target.value))}
        onKeyDown={(e) => value === null && (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), accept())}
        onClick={accept}
      />
      <div className="cv-slider__ends" aria-hidden="true">
        <span>{minLabel ? `${min} ${minLabel}` : min}</span>
        <span>{maxLabel ? `${max} ${maxLabel}` : max}</span>
      </div>
      <div className="cv-slider__status">
        <output htmlFor={ids.input} className="cv-slider__value">
          {shown === null ? t('notAnswered') : t('value', { value: shown })}
        </output>
        {value !== null && !required ? (
          <button type="button" className="cv-slider__clear" onClick={clear}>
            {t('clear')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
