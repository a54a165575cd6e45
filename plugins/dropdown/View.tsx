import { localise } from '../../src/engine/language';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import '../../src/plugin-api/ui/text-field.css';

registerPluginMessages('dropdown', { en: { choose: 'Choose…' }, tr: { choose: 'Seçin…' } });

/** A native select: the phone's own picker on touch screens, type-ahead with the keyboard. */
export default function DropdownView({ value, onChange, options, language, ids, invalid, required }: QuestionViewProps<'choice'>) {
  const { t } = usePluginTranslation('dropdown');
  return (
    <select
      id={ids.input}
      className="cv-text-field"
      value={value?.[0] ?? ''}
      required={required}
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
