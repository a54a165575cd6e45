import { englishStringTranslator, replaceStringParameters, TranslatableString } from '@rjsf/utils';
import { registerPluginMessages } from '../../src/plugin-api/messages';
import { messages } from './messages';

// The rjsf strings a customer form can show to a respondent; the rest are messages for form authors.
const KEYS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: 'item',
  [TranslatableString.EmptyArray]: 'emptyList',
  [TranslatableString.YesLabel]: 'yes',
  [TranslatableString.NoLabel]: 'no',
  [TranslatableString.AddButton]: 'add',
  [TranslatableString.AddItemButton]: 'addItem',
  [TranslatableString.CopyButton]: 'copy',
  [TranslatableString.MoveDownButton]: 'moveDown',
  [TranslatableString.MoveUpButton]: 'moveUp',
  [TranslatableString.RemoveButton]: 'remove',
  [TranslatableString.NowLabel]: 'now',
  [TranslatableString.ClearLabel]: 'clear',
  [TranslatableString.AriaDateLabel]: 'date',
  [TranslatableString.DecrementAriaLabel]: 'decrease',
  [TranslatableString.IncrementAriaLabel]: 'increase',
  [TranslatableString.OptionPrefix]: 'option',
};

registerPluginMessages('customer_schema', { en: messages });

/** rjsf's translateString over the plugin's i18next strings; strings without a key stay in rjsf's English. */
export function rjsfTranslator(t: (key: string) => string) {
  return (text: TranslatableString, params?: string[]): string => {
    const key = KEYS[text];
    return key ? replaceStringParameters(t(key), params) : englishStringTranslator(text, params);
  };
}
