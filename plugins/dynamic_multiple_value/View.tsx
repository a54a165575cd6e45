import { localise } from '../../src/plugin-api/language';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import './dynamic-multiple-value.css';

/**
 * The values it is given as chips that are native checkboxes underneath: each is a tab stop, Space toggles, and a
 * screen reader hears "checkbox, checked". A chosen chip is filled and carries a tick, so the state shows without
 * colour. The values come later from a dynamic request (SPEC 7); the view shows `options` as given on each render.
 */
export default function DynamicMultipleValueView({ value, onChange, options, language, ids, invalid }: QuestionViewProps<'choice'>) {
  const chosen = value ?? [];
  const toggle = (id: string, checked: boolean) => {
    const next = checked ? [...chosen, id] : chosen.filter((c) => c !== id);
    onChange(next.length === 0 ? null : next);
  };
  return (
    <div
      id={ids.input}
      role="group"
      className="cv-dynamic-multiple-value"
      aria-labelledby={ids.label}
      aria-describedby={`${ids.description} ${ids.error}`}
      aria-invalid={invalid || undefined}
    >
      {options.map((option) => {
        const id = `${ids.input}-${option.id}`;
        const checked = chosen.includes(option.id);
        return (
          <label key={option.id} htmlFor={id} className="cv-dynamic-multiple-value__chip">
            <input
              id={id}
              type="checkbox"
              className="cv-dynamic-multiple-value__input"
              value={option.id}
              checked={checked}
              onChange={(e) => toggle(option.id, e.target.checked)}
            />
            <span className="cv-dynamic-multiple-value__face">
              <svg className="cv-dynamic-multiple-value__tick" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M3 8.5l3 3 7-7" />
              </svg>
              <span>{localise(option.body, language) || option.key || option.id}</span>
            </span>
          </label>
        );
      })}
    </div>
  );
}
