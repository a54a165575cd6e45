import { localise } from '../../src/engine/language';
import { TextField } from '../../src/plugin-api/ui/TextField';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';

registerPluginMessages('email', { en: { count: '{{length}} / {{max}} characters' }, tr: { count: '{{length}} / {{max}} karakter' } });

/** E-mail addresses (several may be given, comma-separated; the engine checks the SPEC 5 pattern). */
export default function EmailView(props: QuestionViewProps<'text'>) {
  const { t } = usePluginTranslation('email');
  const placeholder = localise(props.question.placeholder, props.language) || undefined;
  return <TextField {...props} input={{ type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false, placeholder }} counter={(length, max) => t('count', { length, max })} />;
}
