import type { KeyboardEvent } from 'react';
import { localise } from '../../src/plugin-api/language';
import { useTranslation } from 'react-i18next';
import { Scale } from '../../src/plugin-api/ui/Scale';
import type { QuestionViewProps } from '../../src/plugin-api/view';

/**
 * NPS: 0 to 10 unless the question sets min and max. The end labels are drawn by the scale for the eye only, so
 * they are also put into the names of the end points, where a screen reader hears them. An optional answer is
 * cleared with Delete or Backspace, as in the other single-choice styles.
 */
export default function ScoreView(props: QuestionViewProps<'number'>) {
  const { t } = useTranslation();
  const { question, language, value, required, onChange } = props;
  const min = question.min ?? 0;
  const max = question.max ?? 10;
  const ends = new Map([[min, localise(question.extra?.min_label, language)], [max, localise(question.extra?.max_label, language)]]);
  const pointLabel = (point: number) => (ends.get(point) ? t('question.pointWithLabel', { point, label: ends.get(point) }) : String(point));
  const onKeyDown = (event: KeyboardEvent) => {
    if (!required && value !== null && (event.key === 'Delete' || event.key === 'Backspace')) onChange(null);
  };
  return (
    <div className="cv-score" onKeyDown={onKeyDown}>
      <Scale {...props} min={min} max={max} pointLabel={pointLabel} />
    </div>
  );
}
