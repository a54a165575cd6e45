import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import './slider.css';

registerPluginMessages('slider', {
  en: { value: 'Value: {{value}}', notAnswered: 'Not answered yet: move the slider' },
  tr: { value: 'Değer: {{value}}', notAnswered: 'Henüz yanıtlanmadı: kaydırıcıyı hareket ettirin' },
});

/** A native range input; until the respondent moves it the question counts as unanswered (and says so). */
export default function SliderView({ question, value, onChange, ids, invalid, required }: QuestionViewProps<'number'>) {
  const { t } = usePluginTranslation('slider');
  const min = question.min ?? 0;
  const max = question.max ?? 100;
  const shown = value ?? Math.round((min + max) / 2);
  return (
    <div className={value === null ? 'cv-slider cv-slider--unset' : 'cv-slider'}>
      <input
        id={ids.input}
        type="range"
        min={min}
        max={max}
        step={question.step ?? 1}
        value={shown}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={`${ids.description} ${ids.error} ${ids.input}-value`}
        aria-valuetext={value === null ? t('notAnswered') : String(value)}
        onChange={(e) => onChange(Number(e.target.value))}
        onKeyDown={(e) => value === null && (e.key === 'Enter' || e.key === ' ') && onChange(shown)}
      />
      <output id={`${ids.input}-value`} htmlFor={ids.input} aria-live="polite">
        {value === null ? t('notAnswered') : t('value', { value })}
      </output>
    </div>
  );
}
