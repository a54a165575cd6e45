/**
 * The question fields a new question of a style starts with: the `default`s of its editor settingsSchema, nested
 * objects (`extra`) included when one of their fields has a default. The editor's palette adds a question as
 * `{ id, style, ...settingsDefaults(plugin.editor.settingsSchema) }`; tests/plugin-editor-descriptions.test.ts holds
 * that every built-in style's is a valid question.
 */
export function settingsDefaults(schema: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const properties = schema.properties;
  if (typeof properties !== 'object' || properties === null) return {};
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(properties as Record<string, Readonly<Record<string, unknown>>>)) {
    if ('default' in field) values[name] = structuredClone(field.default);
    else if (field.type === 'object') {
      const nested = settingsDefaults(field);
      if (Object.keys(nested).length > 0) values[name] = nested;
    }
  }
  return values;
}
