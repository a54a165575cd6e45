import { localise } from '../../src/engine/language';
import { TextField } from '../../src/plugin-api/ui/TextField';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';

registerPluginMessages('external_id', { en: { count: '{{length}} / {{max}} characters' }, tr: { count: '{{length}} / {{max}} karakter' } });

/** An id from the provider's own systems: no autofill and no spelling marks, it is not a word. */
export default function ExternalIdView(props: QuestionViewProps<'text'>) {
  const { t } = usePluginTranslation('external_id');
  const placeholder = localise(props.question.placeholder, props.language) || undefined;
  return <TextField {...props} input={{ autoComplete: 'off', spellCheck: false, placeholder }} counter={(length, max) => t('count', { length, max })} />;
}
