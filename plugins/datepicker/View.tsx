import { DATE_FORMAT_PLACEHOLDER } from '../../src/lib/constants';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import '../../src/plugin-api/ui/text-field.css';

registerPluginMessages('datepicker', { en: { format: 'Format: {{format}}' }, tr: { format: 'Biçim: {{format}}' } });

/** The browser's own date picker; the answer is YYYY-MM-DD, the hint the SPEC's DD/MM/YYYY. */
export default function DatepickerView({ value, onChange, ids, invalid, required }: QuestionViewProps<'text'>) {
  const { t } = usePluginTranslation('datepicker');
  return (
    <div className="cv-text">
      <input
        id={ids.input}
        className="cv-text-field"
        type="date"
        value={value ?? ''}
        placeholder={DATE_FORMAT_PLACEHOLDER}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={`${ids.description} ${ids.error} ${ids.input}-hint`}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
      />
      <p id={`${ids.input}-hint`} className="cv-text__hint">{t('format', { format: DATE_FORMAT_PLACEHOLDER })}</p>
    </div>
  );
}
