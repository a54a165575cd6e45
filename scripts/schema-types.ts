import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SCHEMAS_DIR = path.join(root, 'schemas');
export const SCHEMA_TYPES_FILE = path.join(root, 'src', 'types', 'schemas.ts');

/** Compiles every schema once through one umbrella schema, so each titled type is emitted exactly once. */
export async function generateSchemaTypes(): Promise<string> {
  const files = readdirSync(SCHEMAS_DIR).filter((f) => f.endsWith('.schema.json')).sort();
  const umbrella = {
    title: 'CanvassSchemas',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(files.map((f) => [f.replace('.schema.json', ''), { $ref: f }])),
  } as JSONSchema;
  return compile(umbrella, 'CanvassSchemas', {
    cwd: SCHEMAS_DIR,
    declareExternallyReferenced: true,
    additionalProperties: false,
    unreachableDefinitions: true,
    // minItems would turn lists into tuples that code building flows cannot satisfy; ajv still enforces them.
    ignoreMinAndMaxItems: true,
    bannerComment: '/* Generated from schemas/*.schema.json by `npm run schemas:types`. Do not edit. */',
    style: { singleQuote: true, printWidth: 120 },
  });
}
