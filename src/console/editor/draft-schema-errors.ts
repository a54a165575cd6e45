import type { ErrorObject } from 'ajv';
import { flow as validateFlowSchema, flowState as validateStateSchema } from '../../schema/generated/validators';

const checked = new WeakMap<object, readonly ErrorObject[]>();
/** A state's errors, located at the index it was checked at (its errors name that index). */
const checkedStates = new WeakMap<object, { index: number; errors: readonly ErrorObject[] }>();

/** A state flow.schema.json takes, standing in for the flow's states while the rest of the flow is checked. */
const STAND_IN_STATE = Object.freeze({ id: 'stand-in', elements: Object.freeze([]) });

const isFrozenObject = (value: unknown): value is object => typeof value === 'object' && value !== null && Object.isFrozen(value);
const fullErrors = (flow: unknown): readonly ErrorObject[] => (validateFlowSchema(flow) ? [] : [...(validateFlowSchema.errors ?? [])]);
const underTransitions = (error: ErrorObject) => error.instancePath === '/transitions' || error.instancePath.startsWith('/transitions/');

/**
 * flow.schema.json's errors for a draft made of frozen states (immer's): each state is checked on its own and its
 * errors kept while the same state object sits at the same index (an edit changes one state, immer keeps the other
 * states' objects), and the rest of the flow is checked with one valid stand-in state. The errors are the ones a
 * full pass gives, in its order: the root's own and its fields before `states`, the states in order, `transitions`.
 */
function incrementalErrors(flow: Record<string, unknown>, states: readonly unknown[]): readonly ErrorObject[] {
  const shell = { ...flow, states: [STAND_IN_STATE] };
  const rest = validateFlowSchema(shell) ? [] : (validateFlowSchema.errors ?? []).map((error) => (error.data === shell ? { ...error, data: flow } : error));
  const stateErrors = states.flatMap((state, index) => {
    const remembered = checkedStates.get(state as object);
    if (remembered?.index === index) return remembered.errors;
    const errors = validateStateSchema(state, { instancePath: `/states/${index}`, parentData: states, parentDataProperty: index, rootData: flow })
      ? [] : [...(validateStateSchema.errors ?? [])];
    checkedStates.set(state as object, { index, errors });
    return errors;
  });
  return [...rest.filter((error) => !underTransitions(error)), ...stateErrors, ...rest.filter(underTransitions)];
}

/**
 * The flow schema's errors for one draft ([] when it passes), remembered per draft object: each edit's draft is
 * checked by the preview and by the problems list, and the schema pass over a 200 x 20 flow is the larger part of
 * either. Only frozen objects are remembered (immer freezes every draft it makes): nothing can change them after
 * the check. A draft whose states are all frozen is checked per state (`incrementalErrors`), so a keystroke checks
 * the one state it changed.
 */
export function draftSchemaErrors(draft: unknown): readonly ErrorObject[] {
  if (!isFrozenObject(draft)) return fullErrors(draft);
  let errors = checked.get(draft);
  if (!errors) {
    const states = Array.isArray(draft) ? undefined : (draft as Record<string, unknown>).states;
    const incremental = Array.isArray(states) && states.length > 0 && states.every(isFrozenObject);
    errors = incremental ? incrementalErrors(draft as Record<string, unknown>, states) : fullErrors(draft);
    checked.set(draft, errors);
  }
  return errors;
}
