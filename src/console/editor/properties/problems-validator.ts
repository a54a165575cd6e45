import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

type FormData = Record<string, unknown>;

const typeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value);
const fits = (type: string, value: unknown) => type === typeOf(value) || (type === 'number' && typeOf(value) === 'integer');

/**
 * rjsf's validator for the properties panel, which compiles nothing. @rjsf/validator-ajv8 compiles each schema with
 * `new Function`, which the console's CSP (script-src 'self', no 'unsafe-eval') refuses, and the plugins' settings
 * schemas are not known when the console is built (an outside plugin brings its own), so they cannot be
 * precompiled the way the node and widget forms are. The panel's errors come instead from the draft's problems
 * (findProblems: the precompiled flow.schema.json validator and the reference checks), passed to the form as
 * extraErrors on the field they concern, so a field shows the same error the problems list and publishing do.
 * rjsf still asks `isValid` to choose among anyOf/oneOf branches: a type check answers that.
 */
export const problemsValidator: ValidatorType<FormData, RJSFSchema> = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema, formData) => {
    const type = schema.type;
    if (type === undefined) return true;
    return (Array.isArray(type) ? type : [type]).some((one) => fits(String(one), formData));
  },
  rawValidation: () => ({ errors: [] }),
};
