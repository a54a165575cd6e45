import { OptionList } from '../../src/plugin-api/ui/OptionList';
import type { QuestionViewProps } from '../../src/plugin-api/view';

/**
 * One option as a native radio group, like radio; the answer is the option id and the model maps the chosen
 * option's key to the customer's gender (SPEC 5), so the view needs nothing of its own.
 */
export default function GenderView(props: QuestionViewProps<'choice'>) {
  return <OptionList {...props} multiple={false} />;
}
