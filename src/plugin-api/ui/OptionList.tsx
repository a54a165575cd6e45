import { useRef, type KeyboardEvent } from 'react';
import { localise } from '../../engine/language';
import type { QuestionViewProps } from '../view';
import { choiceKeyTarget, focusedIndex } from './choice-keys';
import './option-list.css';

interface Props extends QuestionViewProps<'choice'> {
  /** Several options may be chosen (checkboxes) rather than one (radio buttons). */
  multiple: boolean;
  /** Display order, e.g. shuffled for the random style; defaults to the given order. */
  order?: readonly number[];
}

/**
 * Options as native radio buttons or checkboxes in a labelled group: Tab reaches the group, arrows move between
 * radios (the browser's own behaviour), Space toggles a checkbox. Shared by the option styles. Where choosing
 * leaves the state (QuestionViewProps.choosingMovesOn), arrows only move between radios and Space chooses.
 */
export function OptionList({ question, value, onChange, options, language, ids, invalid, required, multiple, order, choosingMovesOn }: Props) {
  const chosen = value ?? [];
  const name = useRef(`cv-${ids.input}`).current;
  const shown = order ? order.map((i) => options[i]).filter((o) => o !== undefined) : options;
  const toggle = (id: string, checked: boolean) => {
    const next = multiple ? (checked ? [...chosen, id] : chosen.filter((c) => c !== id)) : checked ? [id] : [];
    onChange(next.length === 0 ? null : next);
  };
  // A radio chosen again with Space keeps its choice in browsers; Delete/Backspace clears a single choice.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!multiple && choosingMovesOn) {
      const radios = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
      const target = choiceKeyTarget(event, focusedIndex(radios), radios.length);
      if (target !== undefined) {
        event.preventDefault();
        radios[target]?.focus();
        return;
      }
    }
    if (!multiple && !required && (event.key === 'Delete' || event.key === 'Backspace') && chosen.length > 0) onChange(null);
  };
  return (
    <div
      id={ids.input}
      role={multiple ? 'group' : 'radiogroup'}
      className="cv-options"
      aria-labelledby={ids.label}
      aria-describedby={`${ids.description} ${ids.error}`}
      aria-invalid={invalid || undefined}
      aria-required={!multiple && required ? true : undefined}
      onKeyDown={onKeyDown}
    >
      {shown.map((option) => {
        const id = `${ids.input}-${option.id}`;
        const checked = chosen.includes(option.id);
        return (
          <label key={option.id} htmlFor={id} className={checked ? 'cv-option cv-option--checked' : 'cv-option'}>
            <input
              id={id}
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.id}
              checked={checked}
              onChange={(e) => toggle(option.id, e.target.checked)}
            />
            <span>{localise(option.body, language) || option.key || option.id}</span>
          </label>
        );
      })}
      {shown.length === 0 ? <span className="cv-options__empty">{question.id}</span> : null}
    </div>
  );
}
