import { OptionList } from '../../src/plugin-api/ui/OptionList';
import type { QuestionViewProps } from '../../src/plugin-api/view';

/**
 * Native radio buttons in a labelled radiogroup: the browser gives one tab stop and arrow keys that move and
 * choose; an optional answer is cleared with Delete or Backspace (the shared option list).
 */
export default function RadioView(props: QuestionViewProps<'choice'>) {
  return <OptionList {...props} multiple={false} />;
}
