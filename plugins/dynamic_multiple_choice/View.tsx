import { OptionList } from '../../src/plugin-api/ui/OptionList';
import type { QuestionViewProps } from '../../src/plugin-api/view';

/**
 * Checkboxes for the options it is given. The options are filled later by a dynamic request (SPEC 7), so the view
 * keeps no copy of them: each render shows `options` as they are now, and a new option appears where it is given.
 */
export default function DynamicMultipleChoiceView(props: QuestionViewProps<'choice'>) {
  return <OptionList {...props} multiple />;
}
