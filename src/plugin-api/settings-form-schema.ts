import { SCHEMAS } from '../schema/schemas';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A plugin's settingsSchema made whole for a form library: its `$ref`s into schemas/ (`common.schema.json#/...`,
 * `flow.schema.json#/...`, PluginEditorDescription) become local `#/definitions/...` refs, the definitions they
 * name copied in beside (and theirs, transitively). @rjsf/core resolves only refs inside the schema it is given.
 * A definition is named after its address (`common.schema.json#/definitions/localisedText` becomes
 * `#/definitions/common.localisedText`, an option's key `#/definitions/flow.option.properties.key`), so a widget
 * can still tell a localised text by its ref.
 */
export function settingsFormSchema(settingsSchema: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const definitions: Record<string, unknown> = {};

  const localName = (ref: string, base: string): string => {
    const [file, pointer = ''] = ref.split('#');
    const fileName = file || base;
    const segments = pointer.split('/').filter(Boolean);
    const name = [fileName.replace(/\.schema\.json$/, ''), ...(segments[0] === 'definitions' ? segments.slice(1) : segments)].join('.');
    if (!(name in definitions)) {
      const document = Object.values(SCHEMAS).find((schema) => schema.$id === fileName);
      let node: unknown = document;
      for (const part of segments) node = isSchema(node) ? node[part] : undefined;
      if (!isSchema(node)) throw new Error(`settingsSchema: $ref "${ref}" names no definition of schemas/`);
      definitions[name] = {};
      definitions[name] = inline(node, fileName);
    }
    return `#/definitions/${name}`;
  };

  const inline = (node: unknown, base: string | undefined): unknown => {
    if (Array.isArray(node)) return node.map((item) => inline(item, base));
    if (!isSchema(node)) return node;
    return Object.fromEntries(Object.entries(node).map(([key, value]) => {
      if (key === '$ref' && typeof value === 'string' && (base !== undefined || !value.startsWith('#'))) return [key, localName(value, base ?? 'flow.schema.json')];
      // A default or an enum is data, not schema: a `$ref` key in it stays as it is.
      if (key === 'default' || key === 'enum' || key === 'const' || key === 'examples') return [key, value];
      return [key, inline(value, base)];
    }));
  };

  const form = inline(settingsSchema, undefined) as Schema;
  const own = isSchema(form.definitions) ? form.definitions : {};
  return Object.keys(definitions).length === 0 ? form : { ...form, definitions: { ...own, ...definitions } };
}
