import { SCHEMAS } from '../../src/schema/schemas';

type Schema = Readonly<Record<string, unknown>>;

/** The definition a settings schema's `$ref` names in schemas/ (`common.schema.json#/definitions/id`). */
function definition(ref: string): Schema {
  const [file, pointer = ''] = ref.split('#');
  let node: unknown = Object.values(SCHEMAS).find((schema) => schema.$id === file);
  for (const part of pointer.split('/').filter(Boolean)) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'object' || node === null) throw new Error(`no definition at ${ref}`);
  return node as Schema;
}

function number(schema: Schema, integer: boolean): number {
  const low = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + (integer ? 1 : 0.5) : 1;
  const high = typeof schema.maximum === 'number' ? schema.maximum : low + 10;
  return integer ? Math.ceil(Math.min(Math.max(low, 1), high)) : Math.min(Math.max(low, 0.5), high);
}

/**
 * A value for a settings schema with every field it declares filled in, as a person completing the whole form
 * would leave it: enum fields take their last choice, arrays two items (ids `<name>-1`, `<name>-2`), texts English
 * and Turkish. Only what settings forms use is covered; anything else throws, so a new shape is noticed.
 */
export function sampleSettings(schema: Schema, name = 'field', index = 1): unknown {
  if (typeof schema.$ref === 'string') {
    if (schema.$ref === 'common.schema.json#/definitions/localisedText') return { en: `Sample ${name}`, tr: `Örnek ${name}` };
    if (schema.$ref.endsWith('/key')) return `${name}_${index}`;
    const { $ref, ...rest } = schema;
    return sampleSettings({ ...definition($ref), ...rest }, name, index);
  }
  if (Array.isArray(schema.enum)) return schema.enum[schema.enum.length - 1];
  if (schema.pattern === '^[A-Za-z0-9_.:-]+$') return `${name}-${index}`;
  switch (schema.type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return number(schema, schema.type === 'integer');
    case 'string':
      return schema.format === 'uri' ? 'https://api.example/lookup' : `${name} ${index}`;
    case 'array':
      return [1, 2].map((i) => sampleSettings(schema.items as Schema, name.replace(/s$/, ''), i));
    case 'object': {
      const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
      if (properties.length === 0) return schema.default ?? {};
      return Object.fromEntries(properties.map(([key, field]) => [key, sampleSettings(field, key === 'id' || key === 'body' || key === 'key' ? name : key, index)]));
    }
    default:
      throw new Error(`no sample for ${JSON.stringify(schema)}`);
  }
}
