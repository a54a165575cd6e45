import { OptionList } from '../../src/plugin-api/ui/OptionList';
import type { QuestionViewProps } from '../../src/plugin-api/view';

/**
 * Native checkboxes in a labelled group: Tab reaches each, Space ticks; unticking the last one clears the answer.
 * Selection counts are the engine's check (SPEC 5 "Please select minimum or maximum N options").
 */
export default function ChecklistView(props: QuestionViewProps<'choice'>) {
  return <OptionList {...props} multiple />;
}
