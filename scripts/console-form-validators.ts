import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { formSchemaOf, type ConfigKind } from '../src/console/config-form/form-schema';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const formValidatorsFile = (kind: ConfigKind) => path.join(root, 'src', 'console', 'config-form', 'generated', `${kind}-form-validators.js`);

/**
 * The console's node and widget forms validate with @rjsf/validator-ajv8's precompiled validator: rjsf looks up a
 * function for the form's schema and for each sub-schema it tests (anyOf options), compiled here ahead of time,
 * because the console's CSP (script-src 'self') forbids the `new Function` ajv compiles with at run time.
 */
export function generateFormValidatorsSource(kind: ConfigKind): string {
  const source = compileSchemaValidatorsCode(formSchemaOf(kind), { ajvOptionsOverrides: { code: { source: true, esm: false, lines: false } } });
  const esm = source
    .replace(/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, 'ucs2length')
    .replace(/require\("ajv-formats\/dist\/formats"\)\.fullFormats/g, 'fullFormats')
    .replace(/require\("ajv\/dist\/runtime\/equal"\)\.default/g, 'equal')
    // ajv names ESM exports after the schemas' ids, and rjsf's ids are hashes such as "-56bf0f4": the CommonJS
    // form's `exports[...]` becomes one exported map instead.
    .replace(/^"use strict";/, '')
    .replace(/exports\[/g, 'validators[');
  if (/require\(/.test(esm)) throw new Error(`precompiled form validators still call require(): ${/require\([^)]*\)/.exec(esm)?.[0]}`);
  return [
    '// Generated from schemas/*.schema.json by `npm run schemas:types` (scripts/console-form-validators.ts). Do not edit.',
    '/* eslint-disable */',
    "import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';",
    "import equalModule from 'ajv/dist/runtime/equal.js';",
    "import { fullFormats } from 'ajv-formats/dist/formats.js';",
    'const ucs2length = ucs2lengthModule.default ?? ucs2lengthModule;',
    'const equal = equalModule.default ?? equalModule;',
    'const validators = {};',
    'export default validators;',
    esm,
  ].join('\n');
}
