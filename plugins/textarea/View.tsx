import { TextField } from '../../src/plugin-api/ui/TextField';
import type { QuestionViewProps } from '../../src/plugin-api/view';

export default function TextareaView(props: QuestionViewProps<'text'>) {
  return <TextField {...props} multiline counter />;
}
