import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateSchemaTypes, SCHEMA_TYPES_FILE } from '../scripts/schema-types';
import { generateValidatorsSource, VALIDATORS_FILE } from '../scripts/schema-validators';
import { formValidatorsFile, generateFormValidatorsSource } from '../scripts/console-form-validators';

describe('files generated from schemas/ (run `npm run schemas:types` after changing a schema)', () => {
  it('the TypeScript types match the schemas', async () => {
    expect(readFileSync(SCHEMA_TYPES_FILE, 'utf8')).toBe(await generateSchemaTypes());
  });

  it('the precompiled validators match the schemas', () => {
    expect(readFileSync(VALIDATORS_FILE, 'utf8')).toBe(generateValidatorsSource());
  });

  it('the console\'s precompiled node and widget form validators match the schemas', () => {
    for (const kind of ['node', 'widget'] as const) expect(readFileSync(formValidatorsFile(kind), 'utf8')).toBe(generateFormValidatorsSource(kind));
  });
});
