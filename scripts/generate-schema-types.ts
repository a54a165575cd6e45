// Generates, from the JSON Schemas in schemas/, the one source of our data types (src/types/schemas.ts) and
// the precompiled validators (src/schema/generated/validators.js). `npm run schemas:types` rewrites both; a
// test fails when either committed file is out of date.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateSchemaTypes, SCHEMA_TYPES_FILE } from './schema-types';
import { generateValidatorsSource, VALIDATORS_FILE } from './schema-validators';
import { formValidatorsFile, generateFormValidatorsSource } from './console-form-validators';

writeFileSync(SCHEMA_TYPES_FILE, await generateSchemaTypes());
mkdirSync(path.dirname(VALIDATORS_FILE), { recursive: true });
writeFileSync(VALIDATORS_FILE, generateValidatorsSource());
for (const kind of ['node', 'widget'] as const) {
  mkdirSync(path.dirname(formValidatorsFile(kind)), { recursive: true });
  writeFileSync(formValidatorsFile(kind), generateFormValidatorsSource(kind));
}
console.log(`wrote ${SCHEMA_TYPES_FILE} and ${VALIDATORS_FILE}`);
