import type { Draft } from 'immer';
import type { RJSFSchema } from '@rjsf/utils';
import { defaultOf } from './form-schema';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes a form's data into the flow's object, field by field, so an edit's patches name only the fields that
 * changed (one keystroke: one replace at one path) and undo takes back exactly that. A field the form fills with
 * its schema default, where the flow had none, stays unwritten; an emptied field is removed.
 */
export function mergeFields(target: Draft<Record<string, unknown>>, formData: Record<string, unknown>, schema: RJSFSchema): void {
  for (const name of Object.keys(schema.properties ?? {})) {
    const value = formData[name];
    const emptied = value === undefined || value === '' || (Array.isArray(value) && value.length === 0 && !(name in target));
    if (emptied) {
      if (name in target) delete target[name];
      continue;
    }
    if (!(name in target) && same(value, defaultOf(schema, name))) continue;
    if (!same(target[name], value)) target[name] = value;
  }
}

/**
 * The part of an object a form shows: its fields, nothing else (ids and other panels' fields stay out of the form).
 * A yes/no field the object leaves out shows its schema default (the form fills in no defaults: "Visible at start"
 * showed unchecked on every visible element); mergeFields leaves such a default unwritten.
 */
export function pickFields(source: object, schema: RJSFSchema): Record<string, unknown> {
  const names = Object.keys(schema.properties ?? {});
  const picked = Object.fromEntries(Object.entries(source).filter(([name]) => names.includes(name)));
  for (const name of names) {
    const fallback = defaultOf(schema, name);
    if (!(name in picked) && typeof fallback === 'boolean') picked[name] = fallback;
  }
  return picked;
}
