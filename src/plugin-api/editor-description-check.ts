import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { SCHEMAS } from '../schema/schemas';
import type { PluginEditorDescription } from './define-plugin';

/**
 * Holds a plugin's editor description against schemas/flow.schema.json, so the settings form and the flow never
 * disagree (issue #18): every field the settingsSchema declares must be a field of the flow's `question` (inside
 * `extra`, of its `questionExtra`), of the same type or narrower; a plugin author runs it in a test, as
 * tests/plugin-editor-descriptions.test.ts does for the built-in styles. Narrower means every value the form can
 * produce is one the flow accepts: the same or a subset of types (integer for number), required properties kept,
 * no properties the flow refuses, bounds at least as strict, the same pattern and format, and defaults, consts and
 * enum values the flow accepts. `$ref`s name schemas/ files by their `$id` (`common.schema.json#/definitions/id`).
 */

type Schema = Record<string, unknown>;

/** Every question has these; the editor's common form edits them, so a style's settings must not. */
const COMMON_QUESTION_FIELDS = ['id', 'key', 'style', 'body', 'description', 'isRequired', 'hidePersonalData', 'bindingModel'];
/** Keywords whose meaning for "narrower" this check does not work out: a settings form does without them. */
const UNCHECKED = ['allOf', 'not', 'if', 'then', 'else', 'dependencies', 'patternProperties', 'additionalItems', 'contains'];
const QUESTION = 'flow.schema.json#/definitions/question';
const SVG_PATH = /^[Mm][\d\s,.\-+eMmLlHhVvCcSsQqTtAaZz]*$/;

let ajvInstance: Ajv | undefined;
const ajv = (): Ajv => {
  if (!ajvInstance) {
    ajvInstance = addFormats(new Ajv({ allErrors: true, allowUnionTypes: true, strictRequired: false }));
    for (const schema of Object.values(SCHEMAS)) ajvInstance.addSchema(schema);
  }
  return ajvInstance;
};
const validators = new Map<string, ValidateFunction>();
/** Whether the flow's schema at `uri` accepts `value`. */
function flowAccepts(uri: string, value: unknown): boolean {
  let validate = validators.get(uri);
  if (!validate) validators.set(uri, (validate = ajv().compile({ $ref: uri })));
  return validate(value);
}

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema a reference names, with its absolute address; `base` is the file the reference sits in. */
function resolve(ref: string, base: string): { uri: string; schema: Schema } | undefined {
  const [file, pointer = ''] = ref.split('#');
  const fileName = file || base;
  const document = Object.values(SCHEMAS).find((schema) => schema.$id === fileName);
  if (!document) return undefined;
  let node: unknown = document;
  for (const part of pointer.split('/').filter(Boolean)) node = isSchema(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return isSchema(node) ? { uri: `${fileName}#${pointer}`, schema: node } : undefined;
}

/** A flow schema node without its `$ref`s, followed to what they name. */
function follow(uri: string): { uri: string; schema: Schema } {
  let at = resolve(uri, 'flow.schema.json')!;
  while (typeof at.schema.$ref === 'string') at = resolve(at.schema.$ref, at.uri.split('#')[0]!)!;
  return at;
}

/** A definition taken out of its file: its local refs (`#/definitions/...`) then name the file. */
function withAbsoluteRefs(schema: Schema, file: string): Schema {
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#')) return [key, `${file}${value}`];
    if (key === 'default' || key === 'enum' || key === 'const') return [key, value];
    if (Array.isArray(value)) return [key, value.map((item) => (isSchema(item) ? withAbsoluteRefs(item, file) : item))];
    return [key, isSchema(value) ? withAbsoluteRefs(value, file) : value];
  }));
}

const typesOf = (schema: Schema): string[] | undefined => {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type as string[];
  return undefined;
};
const typeFits = (type: string, allowed: string[]) => allowed.includes(type) || (type === 'integer' && allowed.includes('number'));

/** The lower (or upper) bound a schema puts on numbers, as [value, exclusive]. */
function bound(schema: Schema, side: 'min' | 'max'): [number, boolean] | undefined {
  const inclusive = schema[side === 'min' ? 'minimum' : 'maximum'];
  const exclusive = schema[side === 'min' ? 'exclusiveMinimum' : 'exclusiveMaximum'];
  const candidates: [number, boolean][] = [];
  if (typeof inclusive === 'number') candidates.push([inclusive, false]);
  if (typeof exclusive === 'number') candidates.push([exclusive, true]);
  if (candidates.length === 0) return undefined;
  const stricter = (a: [number, boolean], b: [number, boolean]) =>
    (side === 'min' ? a[0] > b[0] : a[0] < b[0]) || (a[0] === b[0] && a[1]) ? a : b;
  return candidates.reduce(stricter);
}
/** Whether `declared` is at least as strict as `flow` on one side. */
function boundHolds(declared: [number, boolean] | undefined, flow: [number, boolean], side: 'min' | 'max'): boolean {
  if (!declared) return false;
  if (declared[0] === flow[0]) return declared[1] || !flow[1];
  return side === 'min' ? declared[0] > flow[0] : declared[0] < flow[0];
}

/** Compares the declared schema `declared` (at `path` of the settings) with the flow's schema at `flowUri`. */
function compare(declared: Schema, flowUri: string, path: string, problems: string[], root = false): void {
  const at = path || 'settingsSchema';
  for (const keyword of UNCHECKED) if (keyword in declared) problems.push(`${at}: "${keyword}" is not supported in a settings schema`);
  const flow = follow(flowUri);

  for (const keyword of ['default', 'const'] as const) {
    if (keyword in declared && !flowAccepts(flow.uri, declared[keyword])) problems.push(`${at}: its ${keyword} ${JSON.stringify(declared[keyword])} is refused by ${flow.uri}`);
  }
  if (Array.isArray(declared.enum)) {
    for (const value of declared.enum) if (!flowAccepts(flow.uri, value)) problems.push(`${at}: its enum value ${JSON.stringify(value)} is refused by ${flow.uri}`);
  }
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const branches = declared[keyword];
    if (Array.isArray(branches)) {
      const { [keyword]: _branches, ...rest } = declared;
      branches.forEach((branch, i) => compare({ ...rest, ...(branch as Schema) }, flowUri, `${path}.${keyword}[${i}]`, problems));
      return;
    }
  }

  if (typeof declared.$ref === 'string') {
    const named = resolve(declared.$ref, 'flow.schema.json');
    if (!declared.$ref.includes('.schema.json#') || !named) {
      problems.push(`${at}: $ref "${declared.$ref}" names no definition of schemas/ (write it as common.schema.json#/definitions/...)`);
      return;
    }
    const target = follow(named.uri);
    if (target.uri === flow.uri) return;
    const { $ref: _ref, ...siblings } = declared;
    compare({ ...withAbsoluteRefs(target.schema, target.uri.split('#')[0]!), ...siblings }, flowUri, path, problems, root);
    return;
  }

  const flowTypes = typesOf(flow.schema);
  const declaredTypes = typesOf(declared);
  const valuesOnly = 'const' in declared || Array.isArray(declared.enum);
  if (!declaredTypes && !valuesOnly) problems.push(`${at}: declares no type (the flow's is ${flowTypes?.join(' or ') ?? 'any'})`);
  if (declaredTypes && flowTypes) {
    for (const type of declaredTypes) if (!typeFits(type, flowTypes)) problems.push(`${at}: type ${type} where flow.schema.json has ${flowTypes.join(' or ')}`);
  }
  if (valuesOnly) return;
  if (Array.isArray(flow.schema.enum) || 'const' in flow.schema) problems.push(`${at}: must list its values (enum), as ${flow.uri} takes only ${JSON.stringify(flow.schema.enum ?? [flow.schema.const])}`);

  for (const side of ['min', 'max'] as const) {
    const flowBound = bound(flow.schema, side);
    if (flowBound && !boundHolds(bound(declared, side), flowBound, side)) problems.push(`${at}: must keep the flow's ${side === 'min' ? 'lower' : 'upper'} bound ${flowBound[1] ? 'exclusive ' : ''}${flowBound[0]}`);
  }
  for (const [keyword, stricter] of [['minLength', 1], ['minItems', 1], ['minProperties', 1], ['maxLength', -1], ['maxItems', -1], ['maxProperties', -1]] as const) {
    const limit = flow.schema[keyword];
    const own = declared[keyword];
    if (typeof limit === 'number' && !(typeof own === 'number' && (own - limit) * stricter >= 0)) problems.push(`${at}: must keep the flow's ${keyword} ${limit}`);
  }
  for (const keyword of ['pattern', 'format'] as const) {
    if (flow.schema[keyword] !== undefined && declared[keyword] !== flow.schema[keyword]) problems.push(`${at}: must keep the flow's ${keyword} ${JSON.stringify(flow.schema[keyword])}`);
  }

  if (isSchema(declared.properties)) {
    const flowProperties = isSchema(flow.schema.properties) ? flow.schema.properties : {};
    for (const [name, schema] of Object.entries(declared.properties)) {
      const where = path ? `${path}.${name}` : name;
      if (!isSchema(schema)) problems.push(`${where}: is not a schema`);
      else if (root && COMMON_QUESTION_FIELDS.includes(name)) problems.push(`${where}: is one of every question's fields, which the editor's common form edits`);
      else if (name in flowProperties) compare(schema, `${flow.uri}/properties/${name}`, where, problems);
      else if (isSchema(flow.schema.additionalProperties)) compare(schema, `${flow.uri}/additionalProperties`, where, problems);
      else if (flow.schema.additionalProperties === false) problems.push(`${where}: is not a field of ${flow.uri}`);
    }
  }
  if (!root) {
    const required = Array.isArray(declared.required) ? declared.required : [];
    for (const name of Array.isArray(flow.schema.required) ? flow.schema.required : []) {
      if (!required.includes(name)) problems.push(`${at}: must require "${name}" as ${flow.uri} does`);
    }
    const flowExtra = flow.schema.additionalProperties;
    if (flowExtra === false && declared.additionalProperties !== false && (declaredTypes ?? []).includes('object')) {
      problems.push(`${at}: must set additionalProperties: false, as ${flow.uri} takes no other fields`);
    }
    if (isSchema(flowExtra)) {
      if (isSchema(declared.additionalProperties)) compare(declared.additionalProperties, `${flow.uri}/additionalProperties`, `${path}.*`, problems);
      else if (declared.additionalProperties !== false) problems.push(`${at}: additionalProperties must be a schema narrower than the flow's, or false`);
    }
  }
  if (isSchema(flow.schema.propertyNames)) {
    if (isSchema(declared.propertyNames)) compare(declared.propertyNames, `${flow.uri}/propertyNames`, `${path}(names)`, problems);
    else problems.push(`${at}: must keep the flow's propertyNames`);
  }
  if (isSchema(flow.schema.items)) {
    if (isSchema(declared.items)) compare(declared.items, `${flow.uri}/items`, `${path}[]`, problems);
    else problems.push(`${at}: must describe its items`);
  }
}

/**
 * A uiSchema that names fields the form does not have, or a `ui:order` that leaves one out without `*`, makes
 * @rjsf/core throw while rendering the property panel.
 */
function compareUi(ui: Schema, declared: Schema, path: string, problems: string[]): void {
  const properties = isSchema(declared.properties) ? declared.properties : {};
  const names = Object.keys(properties);
  const order = ui['ui:order'];
  if (Array.isArray(order)) {
    for (const name of order) if (name !== '*' && !names.includes(name)) problems.push(`uiSchema${path}: ui:order names "${name}", which the settings do not declare`);
    if (!order.includes('*')) for (const name of names) if (!order.includes(name)) problems.push(`uiSchema${path}: ui:order leaves out "${name}" (add it or "*")`);
  }
  for (const [name, inner] of Object.entries(ui)) {
    if (name.startsWith('ui:')) continue;
    const field = properties[name];
    if (!isSchema(field)) problems.push(`uiSchema${path}.${name}: the settings declare no such field`);
    else if (isSchema(inner)) compareUi(inner, field, `${path}.${name}`, problems);
  }
}

/**
 * What is wrong with a plugin's editor description, each problem naming the field: an empty list when the editor
 * can offer the style and every value its settings form produces is a valid question of flow.schema.json.
 */
export function editorDescriptionProblems(editor: PluginEditorDescription | undefined): string[] {
  if (!editor) return ['has no editor description'];
  const problems: string[] = [];
  if (typeof editor.title !== 'string' || editor.title.trim() === '') problems.push('title: is empty');
  if (typeof editor.icon !== 'string' || !SVG_PATH.test(editor.icon.trim())) problems.push('icon: is not the d of one SVG path (M... commands and numbers)');
  const schema = editor.settingsSchema as Schema;
  try {
    ajv().compile(schema);
  } catch (error) {
    problems.push(`settingsSchema: does not compile: ${(error as Error).message}`);
    return problems;
  }
  if (!typesOf(schema)?.includes('object') || !isSchema(schema.properties)) problems.push('settingsSchema: must be type object with properties');
  compare(schema, QUESTION, '', problems, true);
  if (editor.uiSchema !== undefined) compareUi(editor.uiSchema as Schema, schema, '', problems);
  return problems;
}
