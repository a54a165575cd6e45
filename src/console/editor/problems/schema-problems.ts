import type { ErrorObject } from 'ajv';
import commonSchema from '../../../../schemas/common.schema.json';
import { draftSchemaErrors } from '../draft-schema-errors';
import type { FlowProblem } from '../editor-panel';

type Path = (string | number)[];

/** `/states/2/elements/0` as the path ['states', 2, 'elements', 0]; array indexes become numbers. */
function pointerToPath(pointer: string): Path {
  if (pointer === '') return [];
  return pointer.split('/').slice(1).map((part) => {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    return /^\d+$/.test(key) ? Number(key) : key;
  });
}

const ID_PATTERN = (commonSchema as { definitions: { id: { pattern: string } } }).definitions.id.pattern;

const range = (error: ErrorObject) => ({ limit: String((error.params as { limit?: unknown }).limit) });

/** One ajv error as a problem at the place it names; null for errors that only echo another ('if'). */
function toProblem(error: ErrorObject): FlowProblem | null {
  const path = pointerToPath(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const at = (code: string, values?: Record<string, string>, where: Path = path): FlowProblem =>
    ({ path: where, code: `schema-${code}`, message: { key: `editor.problems.message.schema-${code}`, ...(values ? { values } : {}) } });
  const propertyName = (error as ErrorObject & { propertyName?: string }).propertyName;
  if (propertyName !== undefined) return at('property-name', { field: propertyName }, [...path, propertyName]);
  switch (error.keyword) {
    case 'if':
    case 'propertyNames':
      return null;
    case 'required':
      return at('required', { field: String(params.missingProperty) }, [...path, String(params.missingProperty)]);
    case 'additionalProperties':
      return at('unknown-field', { field: String(params.additionalProperty) }, [...path, String(params.additionalProperty)]);
    case 'enum':
      return at('enum', { allowed: (params.allowedValues as unknown[]).map(String).join(', ') });
    case 'type':
      return at('type', { type: String(params.type) });
    case 'pattern':
      // An id (common.schema.json's pattern) gets the characters it may hold; other patterns say less.
      return at(params.pattern === ID_PATTERN ? 'pattern-id' : 'pattern');
    case 'format':
      return at('format', { format: String(params.format) });
    case 'minItems':
      return at('min-items', range(error));
    case 'minLength':
      return at(params.limit === 1 ? 'empty' : 'min-length', range(error));
    case 'maxLength':
      return at('max-length', range(error));
    case 'minimum':
      return at('minimum', range(error));
    case 'maximum':
      return at('maximum', range(error));
    case 'exclusiveMinimum':
      return at('exclusive-minimum', range(error));
    case 'not':
      // flow.schema.json's only `not`: an element that is no question carries no `question`.
      return at('not-a-question', undefined, [...path, 'question']);
    default:
      return at('other', { keyword: error.keyword });
  }
}

/** The flow against flow.schema.json (the precompiled ajv validator the server uses too), each error located. */
export function schemaProblems(flow: unknown): FlowProblem[] {
  const seen = new Set<string>();
  return draftSchemaErrors(flow).flatMap((error) => {
    const problem = toProblem(error);
    const id = problem && `${problem.path.join('/')}|${problem.code}`;
    if (!problem || seen.has(id!)) return [];
    seen.add(id!);
    return [problem];
  });
}
