// Types of the generated standalone validators (validators.js).
import type { ErrorObject } from 'ajv';

interface StandaloneValidator {
  /** `instancePath` and the rest place a part's errors inside the document it belongs to. */
  (data: unknown, context?: { instancePath?: string; parentData?: unknown; parentDataProperty?: string | number; rootData?: unknown }): boolean;
  errors?: ErrorObject[] | null;
}

export const flow: StandaloneValidator;
/** One state of a flow (flow.schema.json#/definitions/state): the editor checks the states an edit changed. */
export const flowState: StandaloneValidator;
export const node: StandaloneValidator;
export const widget: StandaloneValidator;
export const feedback: StandaloneValidator;
export const chat: StandaloneValidator;
export const fixture: StandaloneValidator;
export const replyCreated: StandaloneValidator;
