// Types of the generated precompiled form validators (scripts/console-form-validators.ts).
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

declare const validators: ValidatorFunctions;
export default validators;
