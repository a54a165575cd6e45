import { TextField } from '../../src/plugin-api/ui/TextField';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';

registerPluginMessages('textarea', { en: { count: '{{length}} / {{max}} characters' }, tr: { count: '{{length}} / {{max}} karakter' } });

export default function TextareaView(props: QuestionViewProps<'text'>) {
  const { t } = usePluginTranslation('textarea');
  return <TextField {...props} multiline counter={(length, max) => t('count', { length, max })} />;
}
