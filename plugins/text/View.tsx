import { localise } from '../../src/engine/language';
import { TextField } from '../../src/plugin-api/ui/TextField';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';

registerPluginMessages('text', { en: { count: '{{length}} / {{max}} characters' }, tr: { count: '{{length}} / {{max}} karakter' } });

/** One line of free text; maxResponseLength caps it and shows a live count. */
export default function TextView(props: QuestionViewProps<'text'>) {
  const { t } = usePluginTranslation('text');
  const placeholder = localise(props.question.placeholder, props.language) || undefined;
  return <TextField {...props} input={{ placeholder }} counter={(length, max) => t('count', { length, max })} />;
}
