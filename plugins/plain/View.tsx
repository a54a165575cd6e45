import { localise } from '../../src/plugin-api/language';
import { TextField } from '../../src/plugin-api/ui/TextField';
import type { QuestionViewProps } from '../../src/plugin-api/view';

/** A single line of plain text; maxResponseLength caps it and shows a live count. */
export default function PlainView(props: QuestionViewProps<'text'>) {
  const placeholder = localise(props.question.placeholder, props.language) || undefined;
  return <TextField {...props} input={{ placeholder }} counter />;
}
