import { localise } from '../../src/plugin-api/language';
import { TextField } from '../../src/plugin-api/ui/TextField';
import type { QuestionViewProps } from '../../src/plugin-api/view';

/** An id from the provider's own systems: no autofill and no spelling marks, it is not a word. */
export default function ExternalIdView(props: QuestionViewProps<'text'>) {
  const placeholder = localise(props.question.placeholder, props.language) || undefined;
  return <TextField {...props} input={{ autoComplete: 'off', spellCheck: false, placeholder }} counter />;
}
