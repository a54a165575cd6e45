import { localise } from '../../src/engine/language';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import './dropdown.css';

registerPluginMessages('dropdown', { en: { choose: 'Choose…' }, tr: { choose: 'Seçin…' } });

/**
 * A native select: the phone's own picker on touch screens, arrows and type-ahead with the keyboard. The first
 * entry means "no answer", so going back to it clears. A chosen option that a trigger has since hidden shows as
 * no answer rather than as another option.
 */
export default function DropdownView({ value, onChange, options, language, ids, invalid, required }: QuestionViewProps<'choice'>) {
  const { t } = usePluginTranslation('dropdown');
  const chosen = options.find((option) => value?.includes(option.id))?.id ?? '';
  return (
    <select
      id={ids.input}
      className="cv-dropdown"
      value={chosen}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={`${ids.description} ${ids.error}`}
      onChange={(e) => onChange(e.target.value === '' ? null : [e.target.value])}
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
