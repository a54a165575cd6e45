import { Scale } from '../../src/plugin-api/ui/Scale';
import type { QuestionViewProps } from '../../src/plugin-api/view';

/** NPS: 0 to 10 unless the question sets min and max. */
export default function ScoreView(props: QuestionViewProps<'number'>) {
  const min = props.question.min ?? 0;
  const max = props.question.max ?? 10;
  return <Scale {...props} min={min} max={max} pointLabel={(point) => String(point)} />;
}
