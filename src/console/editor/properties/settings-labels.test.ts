import { describe, expect, it } from 'vitest';
import { placeholderField, settingsForm } from '../../../plugin-api/editor-fields';
import { i18n } from '../../../i18n/i18n';
import { registry, tIn } from '../logic/test-flow';
import { schemaTextAt, settingsLabel } from './settings-labels';

type Schema = Readonly<Record<string, unknown>>;

/** Every field of a settings schema by path, its items' fields included. */
function fieldPaths(schema: Schema, parent: string[] = []): string[][] {
  const holder = (schema.properties ? schema : (schema.items as Schema | undefined)) ?? {};
  return Object.entries((holder.properties ?? {}) as Record<string, Schema>).flatMap(([name, inner]) => [[...parent, name], ...fieldPaths(inner, [...parent, name])]);
}

describe('settings field labels', () => {
  it('shows every built-in style\'s settings in Turkish when the console is in Turkish, and its own English in English', () => {
    const untranslated: string[] = [];
    for (const [style, plugin] of Object.entries(registry)) {
      const schema = plugin.editor?.settingsSchema;
      if (!schema) continue;
      for (const path of fieldPaths(schema)) {
        const own = schemaTextAt(schema, path);
        const english = settingsLabel(tIn('en'), i18n, style, schema, path);
        const turkish = settingsLabel(tIn('tr'), i18n, style, schema, path);
        expect(english).toEqual({ title: own.title, ...(own.description ? { description: own.description } : {}) });
        // "Form" is the same word in both languages.
        if (turkish.title === own.title && own.title !== 'Form') untranslated.push(`${style} ${path.join('.')} title`);
        if (own.description && turkish.description === own.description) untranslated.push(`${style} ${path.join('.')} description`);
      }
    }
    expect(untranslated).toEqual([]);
    expect(settingsLabel(tIn('tr'), i18n, 'star', registry.star!.editor!.settingsSchema, ['max']).title).toBe('Son yıldızın değeri');
  });

  it('gives an outside plugin\'s own titles where it brings no translation, and the SDK\'s shared fields in the console\'s language', () => {
    const schema = settingsForm({ size: { type: 'integer', title: 'Shoe size', description: 'EU sizes.' }, placeholder: placeholderField });
    expect(settingsLabel(tIn('tr'), i18n, 'shoes', schema, ['size'])).toEqual({ title: 'Shoe size', description: 'EU sizes.' });
    expect(settingsLabel(tIn('tr'), i18n, 'shoes', schema, ['placeholder'])).toEqual({ title: 'Yer tutucu', description: 'Boş alanda, yanıta örnek olarak gösterilir.' });
    // A field the SDK words differently than this plugin keeps the plugin's words, in every language.
    const renamed = settingsForm({ placeholder: { ...placeholderField, title: 'Example answer' } });
    expect(settingsLabel(tIn('tr'), i18n, 'shoes', renamed, ['placeholder']).title).toBe('Example answer');
    // The same for a built-in style whose schema no longer says what its translation was written for.
    expect(settingsLabel(tIn('tr'), i18n, 'star', settingsForm({ max: { type: 'integer', title: 'Number of stars' } }), ['max']).title).toBe('Number of stars');
  });
});
