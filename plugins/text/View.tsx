import { TextField } from '../../src/plugin-api/ui/TextField';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';

registerPluginMessages('text', { en: { count: '{{length}} / {{max}} characters' }, tr: { count: '{{length}} / {{max}} karakter' } });

export default function TextView(props: QuestionViewProps<'text'>) {
  const { t } = usePluginTranslation('text');
  return <TextField {...props} counter={(length, max) => t('count', { length, max })} />;
}
