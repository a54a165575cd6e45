import type { i18n as I18n, TFunction } from 'i18next';

type Schema = Readonly<Record<string, unknown>>;

/** What a field of a plugin's settings schema is called and how it is explained, in the console's language. */
export interface FieldLabel {
  title: string;
  description?: string;
}

/** A field's place in the settings form as a key segment: `extra_min_label`, `options_key` (an option's key). */
const labelKey = (path: readonly string[]): string => path.join('_');

/** The settings schema's own title and description at `path` (property names; an array's items are passed through). */
export function schemaTextAt(schema: Schema | undefined, path: readonly string[]): { title?: string; description?: string } {
  let node: Schema | undefined = schema;
  for (const name of path) {
    const items = node?.items as Schema | undefined;
    const holder = node?.properties ? node : items?.properties ? items : undefined;
    node = (holder?.properties as Record<string, Schema> | undefined)?.[name];
  }
  return { title: node?.title as string | undefined, description: node?.description as string | undefined };
}

/**
 * A settings field's title and description through the console's translations, so a style's form reads in the
 * console's language as its palette title does:
 * 1. `plugins.<style>.settings.<field>` and `plugins.<style>.help.<field>` (a built-in style's own words);
 * 2. the SDK's shared wording, `editor.settings.<field>` / `editor.settingsHelp.<field>`, for a field the schema
 *    words as the SDK does (a style built with editor-fields.ts' `placeholderField`, `responseLengthFields` ..., an
 *    outside one too, is translated with no strings of its own);
 * 3. the schema's own text (an outside plugin that brings no translation), else the console's name for the field.
 * A translation is used only while its English is what the schema says: one written for other words (the schema's
 * title changed since, a test's plugin of the same style) would name another thing, so the schema's text shows.
 * `<field>` is the path joined by `_`: `max`, `extra_min_label`, `options_key`.
 */
export function settingsLabel(t: TFunction<'console'>, i18n: I18n, style: string, schema: Schema | undefined, path: readonly string[]): FieldLabel {
  const own = schemaTextAt(schema, path);
  const key = labelKey(path);
  const english = i18n.getFixedT('en', 'console');
  const written = (candidate: string) => i18n.exists(candidate, { ns: 'console', lng: 'en' });
  const text = (pluginKey: string, sharedKey: string, schemaText: string | undefined): string | undefined => {
    if (written(pluginKey) && (schemaText === undefined || english(pluginKey as never) === schemaText)) return t(pluginKey as never);
    if (schemaText !== undefined && written(sharedKey) && english(sharedKey as never) === schemaText) return t(sharedKey as never);
    return schemaText;
  };
  const title = text(`plugins.${style}.settings.${key}`, `editor.settings.${key}`, own.title)
    ?? t(`editor.fields.${path.at(-1)!}` as never, { defaultValue: path.at(-1) });
  const description = own.description === undefined ? undefined : text(`plugins.${style}.help.${key}`, `editor.settingsHelp.${key}`, own.description);
  return description === undefined ? { title } : { title, description };
}
