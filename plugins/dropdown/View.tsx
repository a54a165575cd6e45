import { useRef, useState } from 'react';
import { localise } from '../../src/plugin-api/language';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import '../../src/plugin-api/ui/text-field.css';

registerPluginMessages('dropdown', { en: { choose: 'Choose…' }, tr: { choose: 'Seçin…' } });

/**
 * A native select: the phone's own picker on touch screens, arrows and type-ahead with the keyboard. The first
 * entry means "no answer", so going back to it clears. A chosen option that a trigger has since hidden shows as
 * no answer rather than as another option.
 *
 * Where choosing moves the respondent on (`choosingMovesOn`), a closed select that changes under a key press
 * (arrows, Home, End, type-ahead on Windows and Linux) only shows the option: Enter, or leaving the field, chooses
 * it (WCAG 3.2.2). A pick from the open list, a tap or a click chooses at once; no key event of the page precedes it.
 */
export default function DropdownView({ value, onChange, options, language, ids, invalid, required, choosingMovesOn }: QuestionViewProps<'choice'>) {
  const { t } = usePluginTranslation('dropdown');
  const chosen = options.find((option) => value?.includes(option.id))?.id ?? '';
  const [shown, setShown] = useState<string | null>(null);
  const keyDown = useRef(false);
  const choose = (id: string) => {
    setShown(null);
    if (id !== chosen) onChange(id === '' ? null : [id]);
  };
  return (
    <select
      id={ids.input}
      className="cv-text-field cv-dropdown"
      value={shown ?? chosen}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={`${ids.description} ${ids.error}`}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && shown !== null) {
          e.preventDefault();
          choose(shown);
          return;
        }
        // The browser changes a closed select within the key press's own task; a change after that came from
        // somewhere else (the open list, a tap).
        keyDown.current = true;
        setTimeout(() => void (keyDown.current = false), 0);
      }}
      onChange={(e) => (choosingMovesOn && keyDown.current ? setShown(e.target.value) : choose(e.target.value))}
      onBlur={() => void (shown !== null && choose(shown))}
    >
      <option value="">{t('choose')}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {localise(option.body, language) || option.key || option.id}
        </option>
      ))}
    </select>
  );
}
