// Generates, from the JSON Schemas in schemas/, the one source of our data types (src/types/schemas.ts) and
// the precompiled validators (src/schema/generated/validators.js). `npm run schemas:types` rewrites both; a
// test fails when either committed file is out of date.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateSchemaTypes, SCHEMA_TYPES_FILE } from './schema-types';
import { generateValidatorsSource, VALIDATORS_FILE } from './schema-validators';

writeFileSync(SCHEMA_TYPES_FILE, await generateSchemaTypes());
mkdirSync(path.dirname(VALIDATORS_FILE), { recursive: true });
writeFileSync(VALIDATORS_FILE, generateValidatorsSource());
console.log(`wrote ${SCHEMA_TYPES_FILE} and ${VALIDATORS_FILE}`);
