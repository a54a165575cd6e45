import { TextField } from '../../src/plugin-api/ui/TextField';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';

registerPluginMessages('external_id', { en: { count: '{{length}} / {{max}} characters' }, tr: { count: '{{length}} / {{max}} karakter' } });

export default function ExternalIdView(props: QuestionViewProps<'text'>) {
  const { t } = usePluginTranslation('external_id');
  return <TextField {...props} input={{ autoComplete: 'off', spellCheck: false }} counter={(length, max) => t('count', { length, max })} />;
}
