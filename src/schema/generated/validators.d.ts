// Types of the generated standalone validators (validators.js).
import type { ErrorObject } from 'ajv';

interface StandaloneValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export const flow: StandaloneValidator;
export const node: StandaloneValidator;
export const widget: StandaloneValidator;
export const feedback: StandaloneValidator;
export const chat: StandaloneValidator;
export const fixture: StandaloneValidator;
export const replyCreated: StandaloneValidator;
