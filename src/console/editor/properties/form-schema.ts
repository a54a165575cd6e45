import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { settingsFormSchema } from '../../../plugin-api/settings-form-schema';
import { SCHEMAS } from '../../../schema/schemas';

/**
 * The property forms' JSON Schemas, made from schemas/flow.schema.json (never a copy of it): a form is some
 * properties of one definition, with every definition of flow.schema.json and common.schema.json carried along so
 * its $refs resolve inside the one document rjsf gets. Refs into common.schema.json become `#/definitions/common.X`,
 * refs into flow.schema.json local ones.
 */

type Schema = Record<string, unknown>;
const COMMON_REF = 'common.schema.json#/definitions/';
const FLOW_REF = 'flow.schema.json#/';

/**
 * A ref as it reads inside the form's document. flow.schema.json's definitions are the document's own, so a plugin's
 * `flow.schema.json#/definitions/option/properties/key` (editor-fields.ts' optionsField) is `#/definitions/option/...`.
 */
function localRef(ref: string): string {
  if (ref.startsWith(COMMON_REF)) return `#/definitions/common.${ref.slice(COMMON_REF.length)}`;
  if (ref.startsWith(FLOW_REF)) return `#/${ref.slice(FLOW_REF.length)}`;
  return ref;
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, key === '$ref' && typeof inner === 'string' ? localRef(inner) : rewriteRefs(inner)]));
}

/** common.schema.json's refs to its own definitions (`#/definitions/X`), as they read once its definitions are `common.X`. */
const withinCommon = (definition: unknown): unknown => JSON.parse(JSON.stringify(definition).replaceAll('"#/definitions/', '"#/definitions/common.'));

const DEFINITIONS = withoutDescriptions(rewriteRefs({
  ...SCHEMAS.flow.definitions,
  ...Object.fromEntries(Object.entries(SCHEMAS.common.definitions).map(([name, definition]) => [`common.${name}`, withinCommon(definition)])),
})) as Record<string, Schema>;

const LOCALISED_TEXT = '#/definitions/common.localisedText';
const OPTION = '#/definitions/option';

/** The question fields every style shares, shown first and in this order. */
export const COMMON_QUESTION_FIELDS = ['body', 'description', 'key', 'isRequired', 'hidePersonalData'] as const;
/** Fields the editor sets itself (ids, the style) or that are another panel's (an element's triggers are Logic's). */
const NEVER_IN_FORMS = new Set(['id', 'style', 'type', 'triggers', 'order']);

/**
 * The schema's descriptions are written for developers, in English; the form shows the console's own words
 * (ui:title through i18n), so descriptions are left out of the form's copy.
 */
function withoutDescriptions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDescriptions);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key, inner]) => !(key === 'description' && typeof inner === 'string')).map(([key, inner]) => [key, withoutDescriptions(inner)]));
}

/** The form of `properties` of a flow.schema.json definition (or a plugin's schema), ready for rjsf. */
function formOf(properties: Record<string, Schema>, pick: (name: string) => boolean, required: readonly string[] = []): RJSFSchema {
  const picked = Object.fromEntries(Object.entries(withoutDescriptions(rewriteRefs(properties)) as Record<string, Schema>).filter(([name]) => pick(name) && !NEVER_IN_FORMS.has(name)));
  return { type: 'object', properties: picked, required: required.filter((name) => name in picked), definitions: DEFINITIONS } as RJSFSchema;
}

const QUESTION = SCHEMAS.flow.definitions.question as unknown as { properties: Record<string, Schema> };
const ELEMENT = SCHEMAS.flow.definitions.element as unknown as { properties: Record<string, Schema> };

export const commonQuestionForm = (): RJSFSchema => formOf(QUESTION.properties, (name) => (COMMON_QUESTION_FIELDS as readonly string[]).includes(name));

/**
 * A style's own fields: its plugin's `editor.settingsSchema` when it has one, else every other field of
 * flow.schema.json's question (a plugin without an editor description is still editable, generically).
 */
export function styleForm(settingsSchema: Readonly<Record<string, unknown>> | undefined): RJSFSchema {
  const isCommon = (name: string) => (COMMON_QUESTION_FIELDS as readonly string[]).includes(name);
  if (!settingsSchema) return formOf(QUESTION.properties, (name) => !isCommon(name));
  // settingsFormSchema inlines refs into any schemas/ file (the choice styles' option key is
  // `flow.schema.json#/definitions/option/properties/key`); rjsf threw on those and the editor went blank.
  const own = rewriteRefs(settingsFormSchema(settingsSchema)) as Schema;
  return { ...own, ...formOf((own.properties ?? {}) as Record<string, Schema>, (name) => !isCommon(name), (own.required ?? []) as string[]), definitions: { ...DEFINITIONS, ...(own.definitions as object | undefined) } } as RJSFSchema;
}

/**
 * An element's own fields (not its question's): those its type uses. A question element has only "Visible at
 * start": without it a trigger's "show" could never be seen, the question being visible already.
 */
export function elementForm(type: string): RJSFSchema {
  const uses = (name: string) =>
    (name === 'body' && type !== 'gauge' && type !== 'question') || (name === 'url' && type === 'button_link') || (name === 'requireAnswer' && (type === 'next_page' || type === 'submit')) || name === 'isVisible';
  return formOf(ELEMENT.properties, uses, type === 'button_link' ? ['url'] : []);
}

/** The fields OptionListField edits: an option's id, its text in each language, its key. */
const OPTION_LIST_FIELDS = new Set(['id', 'body', 'key']);

/**
 * Items the project's option list can edit: flow.schema.json's option, or an option as editor-fields.ts' optionsField
 * writes it (id, text, key; what a scaffolded choice style declares). One that holds more (custom_score's `value`)
 * keeps rjsf's generic list, which shows every field.
 */
function isOptionList(items: Schema): boolean {
  if (items.$ref === OPTION) return true;
  const properties = (items.properties ?? {}) as Record<string, Schema>;
  return items.type === 'object' && (properties.body?.$ref === LOCALISED_TEXT) && Object.keys(properties).every((name) => OPTION_LIST_FIELDS.has(name));
}

const resolve = (schema: Schema): Schema => (typeof schema.$ref === 'string' && schema.$ref.startsWith('#/definitions/') ? DEFINITIONS[schema.$ref.slice('#/definitions/'.length)] ?? schema : schema);

/**
 * The uiSchema of a form: the project's own fields where a plain form is poor (translated texts, option lists,
 * number limits), titles (and, given `describe`, descriptions) through i18n, the plugin's uiSchema on top. `path` is
 * the field's place by property names, an array's items passed through (`['options', 'key']`).
 */
export function uiSchemaOf(
  schema: RJSFSchema,
  titleOf: (name: string, ownTitle: string | undefined, path: readonly string[]) => string,
  own: Readonly<Record<string, unknown>> = {},
  describe: (path: readonly string[]) => string | undefined = () => undefined,
): UiSchema {
  const walk = (properties: Record<string, Schema>, parent: readonly string[] = []): UiSchema => {
    const ui: UiSchema = {};
    for (const [name, property] of Object.entries(properties)) {
      const path = [...parent, name];
      const entry: UiSchema = { 'ui:title': titleOf(name, property.title as string | undefined, path) };
      const description = describe(path);
      if (description) entry['ui:description'] = description;
      const resolved = resolve(property);
      const items = resolved.items as Schema | undefined;
      if (property.$ref === LOCALISED_TEXT) entry['ui:field'] = 'localisedText';
      else if (resolved.type === 'array' && items && isOptionList(items)) entry['ui:field'] = 'optionList';
      else if (resolved.type === 'number' || resolved.type === 'integer') entry['ui:widget'] = 'numberLimit';
      else if (resolved.type === 'object' && resolved.properties) Object.assign(entry, walk(resolved.properties as Record<string, Schema>, path));
      else if (resolved.type === 'array' && items) entry.items = walk((resolve(items).properties ?? {}) as Record<string, Schema>, path);
      if (name === 'body' || name === 'description') entry['ui:options'] = { multiline: true };
      ui[name] = entry;
    }
    return ui;
  };
  const generated = walk((schema.properties ?? {}) as Record<string, Schema>);
  return { ...generated, ...mergeUi(generated, own), 'ui:submitButtonOptions': { norender: true } };
}

function mergeUi(generated: UiSchema, own: Readonly<Record<string, unknown>>): UiSchema {
  const merged: UiSchema = {};
  for (const [key, value] of Object.entries(own)) {
    const base = generated[key];
    merged[key] = typeof value === 'object' && value !== null && !Array.isArray(value) && typeof base === 'object' ? { ...base, ...mergeUi(base as UiSchema, value as Record<string, unknown>) } : value;
  }
  return merged;
}

/** The schema's default of a top-level property, which a form fills in by itself and the flow need not store. */
export const defaultOf = (schema: RJSFSchema, name: string): unknown => resolve(((schema.properties ?? {}) as Record<string, Schema>)[name] ?? {}).default;
