import flowSchema from '../../../../schemas/flow.schema.json';
import type { Flow, LocalisedText } from '../../../types/schemas';

type Path = (string | number)[];
type Schema = { $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; items?: Schema };

const LOCALISED = 'common.schema.json#/definitions/localisedText';
const definitions = (flowSchema as { definitions: Record<string, Schema> }).definitions;

/** One translatable text of the flow: where it is (the LocalisedText object) and the field it is. */
export interface TranslatableText {
  path: Path;
  /** The field's name in the schema: body, description, placeholder, contract_text, min_label, max_label. */
  field: string;
  text: LocalisedText | undefined;
}

/**
 * Every place of the flow that holds a LocalisedText, found by walking the flow beside flow.schema.json, so a
 * text field added to the schema shows in the grid with no change here. A body not written yet still counts
 * (an option without a body is a missing translation in every language); a question's `extra` is walked only
 * where the question has one. Optional texts (description, placeholder, scale labels) count once written.
 */
export function translatableTexts(flow: Flow): TranslatableText[] {
  const found: TranslatableText[] = [];
  const { states, ...rest } = flow;
  walk(flowSchema as Schema, rest, [], found, 0);
  const stateSchema = (flowSchema as Schema).properties!.states!.items!;
  (states ?? []).forEach((state, index) => {
    // An edit changes one state; immer keeps the others as they were, so their texts are reused, not walked.
    let cached = byState.get(state);
    if (cached?.index !== index) {
      cached = { index, texts: [] };
      walk(stateSchema, state, ['states', index], cached.texts, 1);
      byState.set(state, cached);
    }
    found.push(...cached.texts);
  });
  return found;
}

const byState = new WeakMap<object, { index: number; texts: TranslatableText[] }>();

function resolve(schema: Schema): Schema {
  let current = schema;
  while (current.$ref?.startsWith('#/definitions/')) current = definitions[current.$ref.slice('#/definitions/'.length)]!;
  return current;
}

function walk(raw: Schema, value: unknown, path: Path, found: TranslatableText[], depth: number): void {
  const schema = resolve(raw);
  if (depth > 12) return;
  if (schema.items && Array.isArray(value)) {
    value.forEach((item, i) => walk(schema.items!, item, [...path, i], found, depth + 1));
    return;
  }
  if (!schema.properties || typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const [key, property] of Object.entries(schema.properties)) {
    if (property.$ref === LOCALISED) {
      // A body is shown wherever the schema has one, so an absent one is missing; other texts (description,
      // placeholder, labels) are optional and listed once written. A question element's text is its question's body.
      if (key === 'body' && (record.type === 'question' || record.type === 'gauge')) continue;
      if (key !== 'body' && record[key] === undefined) continue;
      found.push({ path: [...path, key], field: key, text: record[key] as LocalisedText | undefined });
    } else if (record[key] !== undefined) {
      walk(property, record[key], [...path, key], found, depth + 1);
    }
  }
}

/** Whether a text lacks this language (empty counts as missing: the respondent would see nothing). */
export const isMissing = (text: LocalisedText | undefined, code: string): boolean => !text?.[code]?.trim();
