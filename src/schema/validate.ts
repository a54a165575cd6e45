import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { ChatDetail, FeedbackPayload, Fixture, Flow, NodeConfig, WidgetConfig } from '../types/schemas';
import { checkFlowReferences, formatProblem, type FlowProblem } from '../engine/flow-references';
import { readableErrors } from './readable-errors';
import { SCHEMAS, type SchemaName } from './schemas';

interface TypeOf {
  flow: Flow;
  node: NodeConfig;
  widget: WidgetConfig;
  feedback: FeedbackPayload;
  chat: ChatDetail;
  fixture: Fixture;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; problems: FlowProblem[] };

/** A rejected document: the message lists every problem, one per line, by path. */
export class SchemaError extends Error {
  constructor(
    readonly what: string,
    readonly problems: readonly FlowProblem[],
  ) {
    super(`Invalid ${what}:\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`);
    this.name = 'SchemaError';
  }
}

let ajv: Ajv | undefined;
const compiled = new Map<SchemaName, ValidateFunction>();

function validator(name: SchemaName): ValidateFunction {
  let validate = compiled.get(name);
  if (!validate) {
    // allErrors: an author fixes every mistake in one pass. verbose: errors carry their schema for suggestions.
    ajv ??= addFormats(new Ajv({ allErrors: true, verbose: true, allowUnionTypes: true, strictRequired: false, useDefaults: false }))
      .addSchema(SCHEMAS.common);
    for (const other of ['flow', 'chat'] as const) if (!ajv.getSchema(`${other}.schema.json`)) ajv.addSchema(SCHEMAS[other]);
    validate = ajv.getSchema(`${name}.schema.json`) ?? ajv.compile(SCHEMAS[name]);
    compiled.set(name, validate);
  }
  return validate;
}

/** Validates a document against one of our schemas; problems are located by path and worded for people. */
export function validateDocument<N extends SchemaName>(name: N, input: unknown): Validation<TypeOf[N]> {
  const validate = validator(name);
  if (validate(input)) return { ok: true, value: input as TypeOf[N] };
  return { ok: false, problems: readableErrors(validate.errors) };
}

/** A flow must pass the schema and then the reference checks (ids exist, styles are registered, ...). */
export function validateFlow(input: unknown, styles: readonly string[]): Validation<Flow> {
  const checked = validateDocument('flow', input);
  if (!checked.ok) return checked;
  const problems = checkFlowReferences(checked.value, styles);
  return problems.length === 0 ? checked : { ok: false, problems };
}

export function assertValid<T>(what: string, validation: Validation<T>): T {
  if (!validation.ok) throw new SchemaError(what, validation.problems);
  return validation.value;
}
