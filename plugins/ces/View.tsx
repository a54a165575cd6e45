import { Scale } from '../../src/plugin-api/ui/Scale';
import type { QuestionViewProps } from '../../src/plugin-api/view';

/** Customer effort: 1 to 7 unless the question sets min and max. */
export default function CesView(props: QuestionViewProps<'number'>) {
  return <Scale {...props} min={props.question.min ?? 1} max={props.question.max ?? 7} pointLabel={(point) => String(point)} />;
}
