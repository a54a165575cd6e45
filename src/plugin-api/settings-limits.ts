import type { Flow } from '../types/schemas';
import type { PluginRegistry } from './registry';

type Schema = Readonly<Record<string, unknown>>;
type Path = readonly (string | number)[];

/** Each style's `editor.settingsSchema`, by style; a style without an editor description has none. */
export type SettingsSchemas = Readonly<Record<string, Schema>>;

/**
 * The one place that reads plugins' editor descriptions for their limits: the console's Problems and the server's
 * publish and import take the schemas from here, so a change to how a plugin hands over its description (a lazy
 * import, say) changes this function alone.
 */
export function settingsSchemasOf(registry: PluginRegistry): SettingsSchemas {
  const schemas: Record<string, Schema> = {};
  for (const [style, plugin] of Object.entries(registry)) {
    const schema = plugin.editor?.settingsSchema;
    if (schema) schemas[style] = schema;
  }
  return schemas;
}

/**
 * A value a plugin's settings schema refuses, at its place in the flow
 * (['states', 0, 'elements', 2, 'question', 'max']). `code` names the broken keyword as the console's problem codes
 * do (`maximum`, `min-length`, `enum` ...), `values` what the message needs (`limit`, `allowed`, `type`, `field`).
 */
export interface SettingsLimitProblem {
  path: Path;
  code: string;
  values?: Record<string, string>;
}

/**
 * What the plugins' `editor.settingsSchema` ask beyond flow.schema.json (star's `max` from 2 to 10 where the flow
 * takes any number), checked on a flow's questions. Pure and without ajv: the console's CSP refuses `new Function`,
 * and an outside plugin's schema is unknown when the console is built, so this small interpreter reads the keywords a
 * settings form narrows (type integer, minimum/maximum and their exclusive forms, lengths, item counts, enum, const,
 * required) and leaves shapes to flow.schema.json ($refs are not followed: they point into schemas/, which the flow's
 * own check covers). The console lists these as problems and the server refuses to publish or import such a flow.
 */
export function settingsLimitProblems(flow: Flow, schemas: SettingsSchemas): SettingsLimitProblem[] {
  return (flow.states ?? []).flatMap((state, stateIndex) => stateSettingsLimitProblems(state, stateIndex, schemas));
}

/** One page's problems (the editor keeps them per unchanged page, so a keystroke checks only the page it changed). */
export function stateSettingsLimitProblems(state: Flow['states'][number], stateIndex: number, schemas: SettingsSchemas): SettingsLimitProblem[] {
  const problems: SettingsLimitProblem[] = [];
  (state.elements ?? []).forEach((element, elementIndex) => {
    const question = element.question;
    const schema = question?.style ? schemas[question.style] : undefined;
    if (question && schema) check(question, schema, ['states', stateIndex, 'elements', elementIndex, 'question'], problems);
  });
  return problems;
}

const at = (path: Path, code: string, values?: Record<string, string>): SettingsLimitProblem => ({ path, code, ...(values ? { values } : {}) });

const limit = (value: unknown) => ({ limit: String(value) });

function check(value: unknown, schema: Schema, path: Path, out: SettingsLimitProblem[]): void {
  if (value === undefined || typeof schema !== 'object' || schema === null) return;
  if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => JSON.stringify(allowed) === JSON.stringify(value))) {
    out.push(at(path, 'enum', { allowed: schema.enum.map(String).join(', ') }));
    return;
  }
  if ('const' in schema && JSON.stringify(schema.const) !== JSON.stringify(value)) {
    out.push(at(path, 'enum', { allowed: String(schema.const) }));
    return;
  }
  if (typeof value === 'number') checkNumber(value, schema, path, out);
  else if (typeof value === 'string') checkString(value, schema, path, out);
  else if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) out.push(at(path, 'min-items', limit(schema.minItems)));
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) out.push(at(path, 'max-items', limit(schema.maxItems)));
    const items = schema.items;
    if (items && typeof items === 'object' && !Array.isArray(items)) value.forEach((item, index) => check(item, items as Schema, [...path, index], out));
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const name of Array.isArray(schema.required) ? (schema.required as string[]) : []) {
      if (record[name] === undefined || record[name] === '') out.push(at([...path, name], 'required', { field: name }));
    }
    for (const [name, inner] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) check(record[name], inner, [...path, name], out);
  }
}

function checkNumber(value: number, schema: Schema, path: Path, out: SettingsLimitProblem[]): void {
  if (schema.type === 'integer' && !Number.isInteger(value)) out.push(at(path, 'type', { type: 'integer' }));
  if (typeof schema.minimum === 'number' && value < schema.minimum) out.push(at(path, 'minimum', limit(schema.minimum)));
  if (typeof schema.maximum === 'number' && value > schema.maximum) out.push(at(path, 'maximum', limit(schema.maximum)));
  if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum) out.push(at(path, 'exclusive-minimum', limit(schema.exclusiveMinimum)));
  if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum) out.push(at(path, 'exclusive-maximum', limit(schema.exclusiveMaximum)));
}

function checkString(value: string, schema: Schema, path: Path, out: SettingsLimitProblem[]): void {
  // JSON Schema counts code points, as ajv does.
  const length = [...value].length;
  if (typeof schema.minLength === 'number' && length < schema.minLength) out.push(at(path, schema.minLength === 1 ? 'empty' : 'min-length', limit(schema.minLength)));
  if (typeof schema.maxLength === 'number' && length > schema.maxLength) out.push(at(path, 'max-length', limit(schema.maxLength)));
}
