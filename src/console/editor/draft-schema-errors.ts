import type { ErrorObject } from 'ajv';
import { flow as validateFlowSchema } from '../../schema/generated/validators';

const checked = new WeakMap<object, readonly ErrorObject[]>();

/**
 * The flow schema's errors for one draft ([] when it passes), remembered per draft object: each edit's draft is
 * checked by the preview and by the problems list, and the schema pass over a 200 x 20 flow is the larger part of
 * either. Only frozen objects are remembered (immer freezes every draft it makes): nothing can change them after the check.
 */
export function draftSchemaErrors(draft: unknown): readonly ErrorObject[] {
  const remembered = typeof draft === 'object' && draft !== null && Object.isFrozen(draft);
  let errors = remembered ? checked.get(draft) : undefined;
  if (!errors) {
    errors = validateFlowSchema(draft) ? [] : [...(validateFlowSchema.errors ?? [])];
    if (remembered) checked.set(draft, errors);
  }
  return errors;
}
