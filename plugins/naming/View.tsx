import { localise } from '../../src/engine/language';
import { TextField } from '../../src/plugin-api/ui/TextField';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';

registerPluginMessages('naming', { en: { count: '{{length}} / {{max}} characters' }, tr: { count: '{{length}} / {{max}} karakter' } });

/** The respondent's name: the browser may offer the one it knows (autocomplete=name). */
export default function NamingView(props: QuestionViewProps<'text'>) {
  const { t } = usePluginTranslation('naming');
  const placeholder = localise(props.question.placeholder, props.language) || undefined;
  return <TextField {...props} input={{ autoComplete: 'name', placeholder }} counter={(length, max) => t('count', { length, max })} />;
}
