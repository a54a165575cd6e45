import type { RJSFSchema } from '@rjsf/utils';
import { SCHEMAS } from '../../schema/schemas';

export type ConfigKind = 'node' | 'widget';

type Json = unknown;
type Doc = Record<string, Json>;

/**
 * What the server computes for each answer and never stores (node-widget-routes.ts drops them): not fields a person
 * edits, and never sent back.
 */
const COMPUTED: Record<ConfigKind, readonly string[]> = {
  node: ['flow', 'signature_valid'],
  widget: [],
};

/** The document as the form edits it: without what the server computes. */
export function editableDocument<T extends object>(kind: ConfigKind, document: T): T {
  return Object.fromEntries(Object.entries(document).filter(([name]) => !COMPUTED[kind].includes(name))) as T;
}

/**
 * The schema's titles and descriptions are written for developers, in English; the form's words come from the
 * console's locales (ui-schema.ts). Names of properties are kept, whatever they are called.
 */
function withoutProse(value: Json, isPropertyMap = false): Json {
  if (Array.isArray(value)) return value.map((item) => withoutProse(item));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value as Doc)
    .filter(([key]) => isPropertyMap || (key !== 'description' && key !== 'title' && key !== 'examples'))
    .map(([key, item]) => [key, withoutProse(item, !isPropertyMap && (key === 'properties' || key === 'definitions'))]));
}

const documentOf = (file: string): Doc => {
  const found = Object.values(SCHEMAS).find((schema) => (schema as { $id?: string }).$id === file);
  if (!found) throw new Error(`No schema ${file} in src/schema/schemas.ts`);
  return found as Doc;
};

const pointer = (doc: Doc, path: string): Json =>
  path.split('/').filter(Boolean).reduce<Json>((at, part) => (at as Doc)[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);

/**
 * rjsf resolves only references inside the form's own document (`#/definitions/...`), so references into another
 * file (`common.schema.json#/definitions/theme`) and that file's own inner references are written out in place.
 * References within the root document stay as they are.
 */
function inlineReferences(value: Json, doc: Doc, root: Doc): Json {
  if (Array.isArray(value)) return value.map((item) => inlineReferences(item, doc, root));
  if (value === null || typeof value !== 'object') return value;
  const node = value as Doc;
  if (typeof node.$ref === 'string') {
    const [file, path = ''] = node.$ref.split('#');
    const target = file ? documentOf(file) : doc;
    if (target !== root) {
      const { $ref: _ref, ...rest } = node;
      const resolved = inlineReferences(pointer(target, path), target, root) as Doc;
      return Object.keys(rest).length === 0 ? resolved : { ...resolved, ...(inlineReferences(rest, doc, root) as Doc) };
    }
  }
  return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, inlineReferences(item, doc, root)]));
}

/**
 * The form's schema: schemas/node.schema.json or widget.schema.json itself (the one source), made self-contained for
 * rjsf and without the properties the server computes. The same function feeds the precompiled form validators
 * (scripts/console-form-validators.ts), whose lookup is by a hash of each sub-schema, so both must agree exactly.
 */
export function formSchemaOf(kind: ConfigKind): RJSFSchema {
  const root = documentOf(`${kind}.schema.json`);
  const properties = Object.fromEntries(Object.entries(root.properties as Doc).filter(([name]) => !COMPUTED[kind].includes(name)));
  const { $id: _id, $schema: _draft, ...rest } = root;
  return withoutProse(inlineReferences({ ...rest, properties }, root, root)) as RJSFSchema;
}
