import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateSchemaTypes, SCHEMA_TYPES_FILE } from '../scripts/schema-types';

describe('generated schema types', () => {
  it('match the schemas (run `npm run schemas:types` after changing a schema)', async () => {
    expect(readFileSync(SCHEMA_TYPES_FILE, 'utf8')).toBe(await generateSchemaTypes());
  });
});
