// Generates src/types/schemas.ts from the JSON Schemas in schemas/: the one source of our data types.
// `npm run schemas:types` rewrites it; a test fails when the committed file is out of date.
import { writeFileSync } from 'node:fs';
import { generateSchemaTypes, SCHEMA_TYPES_FILE } from './schema-types';

writeFileSync(SCHEMA_TYPES_FILE, await generateSchemaTypes());
console.log(`wrote ${SCHEMA_TYPES_FILE}`);
