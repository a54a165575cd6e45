// `npm run api:types`: rewrites src/console/api/schema.d.ts from the routes' schemas; a test fails when it is stale.
import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, generateApiTypes } from './api-document';

writeFileSync(API_TYPES_FILE, await generateApiTypes());
console.log(`wrote ${API_TYPES_FILE}`);
