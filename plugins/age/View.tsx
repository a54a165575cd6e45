import type { QuestionViewProps } from '../../src/plugin-api/view';
// Age is numeric's number field asking for whole years (the plugin checks 0 to 150).
import { NumberInput } from '../../src/plugin-api/ui/NumberInput';

/** Age in whole years; the engine checks 0 to 150 and the question's lowerlimit and upperlimit. */
export default function AgeView(props: QuestionViewProps<'number'>) {
  return <NumberInput {...props} whole />;
}
