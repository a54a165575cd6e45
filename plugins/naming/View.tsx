import { TextField } from '../../src/plugin-api/ui/TextField';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';

registerPluginMessages('naming', { en: { count: '{{length}} / {{max}} characters' }, tr: { count: '{{length}} / {{max}} karakter' } });

export default function NamingView(props: QuestionViewProps<'text'>) {
  const { t } = usePluginTranslation('naming');
  return <TextField {...props} input={{ autoComplete: 'name' }} counter={(length, max) => t('count', { length, max })} />;
}
