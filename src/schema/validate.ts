import type { ChatDetail, FeedbackPayload, Fixture, Flow, NodeConfig, WidgetConfig } from '../types/schemas';
import { formatProblem, type FlowProblem } from '../engine/flow-problem';
import { readableErrors } from './readable-errors';
import * as generated from './generated/validators';
import type { SchemaName } from './schemas';

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

const VALIDATORS: Record<SchemaName, typeof generated.flow> = generated;

/** Validates a document against one of our schemas; problems are located by path and worded for people. */
export function validateDocument<N extends SchemaName>(name: N, input: unknown): Validation<TypeOf[N]> {
  // Precompiled at build time (scripts/schema-validators.ts): no eval, so the browser's CSP holds.
  const validate = VALIDATORS[name];
  if (validate(input)) return { ok: true, value: input as TypeOf[N] };
  return { ok: false, problems: readableErrors(validate.errors) };
}

export { validateFlow } from './validate-flow';

export function assertValid<T>(what: string, validation: Validation<T>): T {
  if (!validation.ok) throw new SchemaError(what, validation.problems);
  return validation.value;
}
