import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';

/** A card of the form: its heading's key and the properties it holds, in order. */
export interface FormGroup {
  id: string;
  fields: readonly string[];
}

export interface FormLayout {
  /** The key prefix of the section's strings: `nodes` or `widgets` (`<prefix>.fields.<name>`, `<prefix>.help.<name>`). */
  prefix: 'nodes' | 'widgets';
  groups: readonly FormGroup[];
  /** rjsf options of single properties: widgets, fields, read-only. */
  fields: Record<string, UiSchema>;
}

type Properties = Record<string, RJSFSchema>;

/** "idle_reset_timeout_in_seconds" as "Idle reset timeout in seconds", for a property added to a schema before its strings. */
const spelledOut = (name: string) => name.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());

function labelled(t: TFunction<'console'>, key: string, name: string, help: string | null): UiSchema {
  const title = t(key, { defaultValue: spelledOut(name) });
  return { 'ui:title': title, ...(help ? { 'ui:description': help } : {}) };
}

/**
 * The uiSchema of a node or widget form: every property of the schema gets its translated label and help, and the
 * project's widgets where the layout names them. Properties the layout does not place land in an "Other" card, so a
 * property added to the schema shows up with no console change.
 */
export function uiSchemaOf(schema: RJSFSchema, layout: FormLayout, t: TFunction<'console'>): UiSchema {
  const properties = (schema.properties ?? {}) as Properties;
  const placed = new Set(layout.groups.flatMap((group) => group.fields));
  const others = Object.keys(properties).filter((name) => !placed.has(name));
  const groups = [...layout.groups, ...(others.length ? [{ id: 'other', fields: others }] : [])]
    .map((group) => ({ ...group, fields: group.fields.filter((name) => name in properties) }));
  const ui: UiSchema = { 'ui:groups': groups, 'ui:order': [...groups.flatMap((group) => group.fields), '*'] };
  for (const [name, property] of Object.entries(properties)) {
    const helpKey = `${layout.prefix}.help.${name}`;
    const entry: UiSchema = { ...labelled(t, `${layout.prefix}.fields.${name}`, name, t(helpKey, { defaultValue: '' }) || null) };
    const nested = propertiesOf(property, schema);
    for (const sub of Object.keys(nested ?? {})) {
      // The theme is the same object on nodes and widgets: one set of strings.
      const key = name === 'theme' ? `configForm.theme.${sub}` : `${layout.prefix}.fields.${name}_${sub}`;
      entry[sub] = labelled(t, key, sub, null);
    }
    for (const [key, value] of Object.entries(enumLabels(t, layout.prefix, name, property, nested))) {
      entry[key] = key.startsWith('ui:') ? value : { ...entry[key], ...value };
    }
    ui[name] = { ...entry, ...mergeNested(entry, layout.fields[name]) };
  }
  return ui;
}

/** The properties of an object property, through a reference to the form's definitions or an allOf of one part. */
function propertiesOf(property: RJSFSchema, root: RJSFSchema): Properties | undefined {
  const local = typeof property.$ref === 'string' ? (root.definitions?.[property.$ref.replace('#/definitions/', '')] as RJSFSchema | undefined) : undefined;
  const parts = [property, ...(local ? [local] : []), ...((property.allOf ?? []) as RJSFSchema[])];
  return parts.map((part) => part.properties).find(Boolean) as Properties | undefined;
}

function enumLabels(t: TFunction<'console'>, prefix: string, name: string, property: RJSFSchema, nested?: Properties): UiSchema {
  const names = (values: readonly unknown[], key: string) => Object.fromEntries(values.map((value) => [String(value), t(`${key}.${String(value)}`, { defaultValue: String(value) })]));
  if (property.enum) return { 'ui:enumNames': names(property.enum, `${prefix}.values.${name}`) };
  const out: UiSchema = {};
  for (const [sub, schema] of Object.entries(nested ?? {})) {
    if (schema.enum) out[sub] = { 'ui:enumNames': names(schema.enum, name === 'theme' ? `configForm.theme.values.${sub}` : `${prefix}.values.${name}_${sub}`) };
  }
  return out;
}

/** Layout options of a property merged over its labels, nested properties included (theme.background_color). */
function mergeNested(base: UiSchema, extra: UiSchema | undefined): UiSchema {
  if (!extra) return {};
  return Object.fromEntries(Object.entries(extra).map(([key, value]) =>
    [key, !key.startsWith('ui:') && typeof value === 'object' && value && typeof base[key] === 'object' ? { ...base[key], ...value } : value]));
}
