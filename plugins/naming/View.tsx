import { localise } from '../../src/plugin-api/language';
import { TextField } from '../../src/plugin-api/ui/TextField';
import type { QuestionViewProps } from '../../src/plugin-api/view';

/** The respondent's name: the browser may offer the one it knows (autocomplete=name). */
export default function NamingView(props: QuestionViewProps<'text'>) {
  const placeholder = localise(props.question.placeholder, props.language) || undefined;
  return <TextField {...props} input={{ autoComplete: 'name', placeholder }} counter />;
}
