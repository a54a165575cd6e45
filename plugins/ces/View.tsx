import type { KeyboardEvent } from 'react';
import { localise } from '../../src/plugin-api/language';
import { useTranslation } from 'react-i18next';
import { Scale } from '../../src/plugin-api/ui/Scale';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import './ces.css';

/**
 * Customer effort: 1 to 7 unless the question sets min and max. The end labels are drawn by the scale for the eye
 * only, so they are also put into the names of the end points, where a screen reader hears them. An optional answer
 * is cleared with Delete or Backspace, as in the other single-choice styles.
 */
export default function CesView(props: QuestionViewProps<'number'>) {
  const { t } = useTranslation();
  const { question, language, value, required, onChange } = props;
  const min = question.min ?? 1;
  const max = question.max ?? 7;
  // Without end labels set, the scale still says which end is which (issue #16 item 10).
  const minLabel = localise(question.extra?.min_label, language) || t('question.cesMinLabel');
  const maxLabel = localise(question.extra?.max_label, language) || t('question.cesMaxLabel');
  const labelled = { ...question, extra: { ...question.extra, min_label: { [language]: minLabel }, max_label: { [language]: maxLabel } } };
  const ends = new Map([[min, minLabel], [max, maxLabel]]);
  const pointLabel = (point: number) => (ends.get(point) ? t('question.pointWithLabel', { point, label: ends.get(point) }) : String(point));
  const onKeyDown = (event: KeyboardEvent) => {
    if (!required && value !== null && (event.key === 'Delete' || event.key === 'Backspace')) onChange(null);
  };
  return (
    <div className="cv-ces" onKeyDown={onKeyDown}>
      <Scale {...props} question={labelled} min={min} max={max} pointLabel={pointLabel} />
    </div>
  );
}
