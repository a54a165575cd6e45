import { englishStringTranslator, replaceStringParameters, TranslatableString, type RJSFValidationError } from '@rjsf/utils';
import type { TFunction } from 'i18next';

const KEYS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.AddItemButton]: 'configForm.add',
  [TranslatableString.AddButton]: 'configForm.add',
  [TranslatableString.RemoveButton]: 'configForm.remove',
  [TranslatableString.MoveUpButton]: 'configForm.moveUp',
  [TranslatableString.MoveDownButton]: 'configForm.moveDown',
  [TranslatableString.CopyButton]: 'configForm.copy',
  [TranslatableString.YesLabel]: 'configForm.yes',
  [TranslatableString.NoLabel]: 'configForm.no',
  [TranslatableString.ClearLabel]: 'configForm.clear',
  [TranslatableString.EmptyArray]: 'configForm.emptyList',
};

/** rjsf's own strings in the console's language; any without a key stays in rjsf's English. */
export function rjsfTranslator(t: TFunction<'console'>) {
  return (text: TranslatableString, params?: string[]): string => {
    const key = KEYS[text];
    return key ? replaceStringParameters(t(key), params) : englishStringTranslator(text, params);
  };
}

const KEYWORDS = new Set(['required', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'type', 'format', 'enum', 'maxItems']);

/** ajv's messages ("must match pattern ...") in words for people, in the console's language. */
export function errorTranslator(t: TFunction<'console'>) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] => errors.map((error) => {
    const keyword = error.name ?? '';
    if (!KEYWORDS.has(keyword)) return error;
    const params = (error.params ?? {}) as Record<string, unknown>;
    const limit = params.limit ?? params.format ?? '';
    return { ...error, message: t(`configForm.errors.${keyword}`, { limit: String(limit) }) };
  });
}
