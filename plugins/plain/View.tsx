import { TextField } from '../../src/plugin-api/ui/TextField';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';

registerPluginMessages('plain', { en: { count: '{{length}} / {{max}} characters' }, tr: { count: '{{length}} / {{max}} karakter' } });

export default function PlainView(props: QuestionViewProps<'text'>) {
  const { t } = usePluginTranslation('plain');
  return <TextField {...props} counter={(length, max) => t('count', { length, max })} />;
}
