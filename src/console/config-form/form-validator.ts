import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import nodeValidators from './generated/node-form-validators';
import widgetValidators from './generated/widget-form-validators';
import { formSchemaOf, type ConfigKind } from './form-schema';

export interface ConfigFormSchema {
  schema: RJSFSchema;
  validator: ValidatorType;
}

const FUNCTIONS = { node: nodeValidators, widget: widgetValidators };
const made = new Map<ConfigKind, ConfigFormSchema>();

/** The form's schema with its precompiled validator (no eval: the console's CSP holds), made once a kind. */
export function configFormSchema(kind: ConfigKind): ConfigFormSchema {
  let found = made.get(kind);
  if (!found) {
    const schema = formSchemaOf(kind);
    found = { schema, validator: createPrecompiledValidator(FUNCTIONS[kind], schema) };
    made.set(kind, found);
  }
  return found;
}
