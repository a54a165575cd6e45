import type { ErrorObject } from 'ajv';
import { didYouMean } from '../lib/did-you-mean';
import type { FlowProblem } from '../engine/flow-problem';

/** `/states/2/elements/0` becomes `states[2].elements[0]`, the way an author reads the JSON. */
export function readablePath(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

const join = (path: string, field: string) => (path ? `${path}.${field}` : field);
const show = (value: unknown) => JSON.stringify(value)?.slice(0, 80) ?? String(value);

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

function describeType(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => TYPE_WORDS[String(t)] ?? String(t)).join(' or ');
}

/** One ajv error in words a flow author understands, located by path; null for errors that only echo another. */
function readable(error: ErrorObject): FlowProblem | null {
  // A key that breaks propertyNames (a bad language code in a text) is located at the key itself.
  const key = (error as ErrorObject & { propertyName?: string }).propertyName;
  const path = key === undefined ? readablePath(error.instancePath) : join(readablePath(error.instancePath), key);
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return { path: join(path, params.missingProperty), message: 'is required' };
    case 'additionalProperties': {
      const known = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      const suggestion = didYouMean(params.additionalProperty, known);
      return {
        path: join(path, params.additionalProperty),
        message: `is not a known field${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
      };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const suggestion = typeof error.data === 'string' ? didYouMean(error.data, allowed) : undefined;
      return {
        path,
        message: `${show(error.data)} is not one of ${allowed.join(', ')}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
      };
    }
    case 'const':
      return { path, message: `must be ${show(params.allowedValue)}` };
    case 'type':
      return { path, message: `must be ${describeType(params.type)}, not ${show(error.data)}` };
    case 'pattern':
    case 'format':
      return { path, message: `${show(error.data)} is not in the expected format${error.keyword === 'format' ? ` (${params.format})` : ''}` };
    case 'minItems':
      return { path, message: `needs at least ${params.limit} item${params.limit === 1 ? '' : 's'}` };
    case 'maxItems':
      return { path, message: `holds at most ${params.limit} item${params.limit === 1 ? '' : 's'}` };
    case 'minLength':
      return { path, message: `must be at least ${params.limit} character${params.limit === 1 ? '' : 's'} long` };
    case 'maxLength':
      return { path, message: `must be at most ${params.limit} characters long` };
    case 'minimum':
    case 'exclusiveMinimum':
      return { path, message: `must be ${error.keyword === 'minimum' ? 'at least' : 'more than'} ${params.limit}, not ${show(error.data)}` };
    case 'maximum':
    case 'exclusiveMaximum':
      return { path, message: `must be ${error.keyword === 'maximum' ? 'at most' : 'less than'} ${params.limit}, not ${show(error.data)}` };
    case 'propertyNames':
      // The failing name is reported by the pattern error that comes with this one (ajv's propertyName).
      return null;
    case 'not':
      // Only the flow element uses `not`: a question on an element that is not a question element.
      return { path: join(path, 'question'), message: 'only elements of type "question" carry a question' };
    case 'if':
    case 'anyOf':
    case 'oneOf':
      return null;
    default:
      return { path, message: error.message ?? 'is invalid' };
  }
}

export function readableErrors(errors: readonly ErrorObject[] | null | undefined): FlowProblem[] {
  const seen = new Set<string>();
  const problems: FlowProblem[] = [];
  for (const error of errors ?? []) {
    const problem = readable(error);
    if (!problem) continue;
    const key = `${problem.path}|${problem.message}`;
    if (!seen.has(key)) problems.push(problem);
    seen.add(key);
  }
  return problems;
}
