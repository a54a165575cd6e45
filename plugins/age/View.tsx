import { NumberField } from '../../src/plugin-api/ui/NumberField';
import type { QuestionViewProps } from '../../src/plugin-api/view';

export default function AgeView(props: QuestionViewProps<'number'>) {
  return <NumberField {...props} whole />;
}
