import { fileURLToPath } from 'node:url';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone';
import { SCHEMAS } from '../src/schema/schemas';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const VALIDATORS_FILE = path.join(root, 'src', 'schema', 'generated', 'validators.js');

/**
 * Compiles every schema to plain JavaScript ahead of time (ajv "standalone"), so validating needs no `new
 * Function` at run time: the browser's CSP forbids eval, and the server starts faster.
 */
export function generateValidatorsSource(): string {
  const ajv = addFormats(new Ajv({ allErrors: true, verbose: true, allowUnionTypes: true, strictRequired: false, code: { source: true, esm: true, lines: false } }));
  for (const schema of Object.values(SCHEMAS)) ajv.addSchema(schema);
  const source = standaloneCode(ajv, {
    flow: 'flow.schema.json',
    flowState: 'flow.schema.json#/definitions/state',
    node: 'node.schema.json',
    widget: 'widget.schema.json',
    feedback: 'feedback.schema.json',
    chat: 'chat.schema.json',
    fixture: 'fixture.schema.json',
    replyCreated: 'chat.schema.json#/definitions/replyCreated',
  });
  // The standalone code reaches ajv's runtime helpers with require(); turn those into ES imports so bundlers and
  // Node's ESM loader take the file as it is.
  const esm = source
    .replace(/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, 'ucs2length')
    .replace(/require\("ajv-formats\/dist\/formats"\)\.fullFormats/g, 'fullFormats');
  if (/require\(/.test(esm)) throw new Error('standalone validators still call require(): extend the rewrite in scripts/schema-validators.ts');
  return [
    '// Generated from schemas/*.schema.json by `npm run schemas:types`. Do not edit.',
    '/* eslint-disable */',
    "import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';",
    "import { fullFormats } from 'ajv-formats/dist/formats.js';",
    'const ucs2length = ucs2lengthModule.default ?? ucs2lengthModule;',
    esm,
  ].join('\n');
}
