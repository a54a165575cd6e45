import type { QuestionViewProps } from '../../src/plugin-api/view';
import { NumberInput } from '../../src/plugin-api/ui/NumberInput';

/** Any number, decimals allowed; the engine checks lowerlimit and upperlimit. */
export default function NumericView(props: QuestionViewProps<'number'>) {
  return <NumberInput {...props} />;
}
