import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import common from '../../../schemas/common.schema.json';
import flow from '../../../schemas/flow.schema.json';
import node from '../../../schemas/node.schema.json';
import widget from '../../../schemas/widget.schema.json';
import feedback from '../../../schemas/feedback.schema.json';
import fixture from '../../../schemas/fixture.schema.json';
import chat from '../../../schemas/chat.schema.json';
import account from '../../../schemas/manage/account.schema.json';
import content from '../../../schemas/manage/content.schema.json';
import results from '../../../schemas/manage/results.schema.json';
import summary from '../../../schemas/manage/summary.schema.json';
import webhooks from '../../../schemas/manage/webhooks.schema.json';
import workspace from '../../../schemas/manage/workspace.schema.json';

/**
 * The JSON Schemas of schemas/ the management API is described by: one source for Fastify's request validation,
 * its response checks and the OpenAPI document. Served at /schemas/<file> for editors' "$schema".
 */
export const API_SCHEMAS: readonly { $id: string }[] = [common, flow, node, widget, feedback, fixture, chat, account, content, results, summary, webhooks, workspace];

type SchemaFile = 'manage-account.schema.json' | 'manage-webhooks.schema.json' | 'manage-workspace.schema.json' | 'manage-content.schema.json' | 'manage-results.schema.json' | 'manage-summary.schema.json' | 'flow.schema.json' | 'fixture.schema.json' | 'node.schema.json' | 'widget.schema.json';

/** A reference to a definition of one of the files above (or to a whole document without `definition`). */
export const ref = (file: SchemaFile, definition?: string) => ({ $ref: definition ? `${file}#/definitions/${definition}` : `${file}#` });

export const ERROR_RESPONSE = ref('manage-account.schema.json', 'error');

/**
 * Responses are checked against their schema before they leave (a wrong answer is a 500 and a log line, caught by
 * the tests), then written with JSON.stringify: fast-json-stringify would silently drop what the schema lacks.
 */
export function checkResponses(scope: FastifyInstance): void {
  const ajv = new Ajv({ allErrors: false, strict: false });
  addFormats(ajv);
  for (const schema of API_SCHEMAS) ajv.addSchema(schema);
  for (const schema of API_SCHEMAS) scope.addSchema(schema);
  // Bodies are taken as sent (no coercion, nothing removed: a flow's unknown field is an error the flow validator
  // names); query strings and path parameters are text, coerced to the declared types.
  const bodies = new Ajv({ strict: false, useDefaults: true, allErrors: false });
  const texts = new Ajv({ strict: false, useDefaults: true, coerceTypes: 'array', allErrors: false });
  for (const instance of [bodies, texts]) {
    addFormats(instance);
    for (const schema of API_SCHEMAS) instance.addSchema(schema);
  }
  scope.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodies : texts).compile(schema as object));
  scope.setSerializerCompiler(({ schema, url, method, httpStatus }) => {
    const validate = ajv.compile(schema as object);
    return (data) => {
      if (!validate(data)) {
        const problem = validate.errors?.[0];
        throw new Error(`The answer of ${method} ${url} (${httpStatus}) does not fit its schema: ${problem?.instancePath || '/'} ${problem?.message ?? ''}`);
      }
      return JSON.stringify(data);
    };
  });
}
