import { englishStringTranslator, replaceStringParameters, TranslatableString } from '@rjsf/utils';
import { registerPluginMessages } from '../../src/plugin-api/messages';

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

registerPluginMessages('customer_schema', {
  en: {
    item: 'Item',
    emptyList: 'No items yet. Use the button below to add some.',
    yes: 'Yes',
    no: 'No',
    add: 'Add',
    addItem: 'Add item',
    copy: 'Copy',
    moveDown: 'Move down',
    moveUp: 'Move up',
    remove: 'Remove',
    now: 'Now',
    clear: 'Clear',
    date: 'Select a date',
    decrease: 'Decrease value by 1',
    increase: 'Increase value by 1',
    option: 'Option %1',
  },
  tr: {
    item: 'Öğe',
    emptyList: 'Henüz öğe yok. Eklemek için aşağıdaki düğmeyi kullanın.',
    yes: 'Evet',
    no: 'Hayır',
    add: 'Ekle',
    addItem: 'Öğe ekle',
    copy: 'Kopyala',
    moveDown: 'Aşağı taşı',
    moveUp: 'Yukarı taşı',
    remove: 'Kaldır',
    now: 'Şimdi',
    clear: 'Temizle',
    date: 'Bir tarih seçin',
    decrease: 'Değeri 1 azalt',
    increase: 'Değeri 1 artır',
    option: 'Seçenek %1',
  },
});

/** rjsf's translateString over the plugin's i18next strings; strings without a key stay in rjsf's English. */
export function rjsfTranslator(t: (key: string) => string) {
  return (text: TranslatableString, params?: string[]): string => {
    const key = KEYS[text];
    return key ? replaceStringParameters(t(key), params) : englishStringTranslator(text, params);
  };
}
