import { TextField } from '../../src/plugin-api/ui/TextField';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';

registerPluginMessages('email', { en: { count: '{{length}} / {{max}} characters' }, tr: { count: '{{length}} / {{max}} karakter' } });

export default function EmailView(props: QuestionViewProps<'text'>) {
  const { t } = usePluginTranslation('email');
  return <TextField {...props} input={{ type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false }} counter={(length, max) => t('count', { length, max })} />;
}
