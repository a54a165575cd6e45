import { localise } from '../../src/plugin-api/language';
import { TextField } from '../../src/plugin-api/ui/TextField';
import type { QuestionViewProps } from '../../src/plugin-api/view';

/** E-mail addresses (several may be given, comma-separated; the engine checks the SPEC 5 pattern). */
export default function EmailView(props: QuestionViewProps<'text'>) {
  const placeholder = localise(props.question.placeholder, props.language) || undefined;
  return <TextField {...props} input={{ type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false, placeholder }} counter />;
}
