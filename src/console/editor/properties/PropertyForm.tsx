import { useMemo } from 'react';
import Form from '@rjsf/core';
import { englishStringTranslator, type ErrorSchema, type RegistryFieldsType, type RJSFSchema, type RJSFValidationError, type TranslatableString, type UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useTranslation } from 'react-i18next';
import type { PropertyFormContext } from './form-context';
import { LocalisedTextField } from './LocalisedTextField';
import { NumberLimitWidget } from './NumberLimitWidget';
import { OptionListField } from './OptionListField';

const FIELDS = { localisedText: LocalisedTextField, optionList: OptionListField } as unknown as RegistryFieldsType<FormData>;
const WIDGETS = { numberLimit: NumberLimitWidget };

type FormData = Record<string, unknown>;

interface Props {
  idPrefix: string;
  schema: RJSFSchema;
  uiSchema: UiSchema<FormData>;
  formData: Record<string, unknown>;
  context: PropertyFormContext;
  extraErrors: ErrorSchema<FormData>;
  readOnly: boolean;
  onChange(formData: Record<string, unknown>): void;
}

/**
 * One rjsf form of the properties panel, validated as typed (ajv, the schema's own rules), with the project's fields
 * and every string (rjsf's own and ajv's messages) through the console's translations.
 */
export function PropertyForm({ idPrefix, schema, uiSchema, formData, context, extraErrors, readOnly, onChange }: Props) {
  const { t } = useTranslation('console');
  const translateString = useMemo(() => (key: TranslatableString, params?: string[]) =>
    t(`editor.rjsf.${key}`, { defaultValue: englishStringTranslator(key, params), params: params?.join(', ') }), [t]);
  const transformErrors = (errors: RJSFValidationError[]) =>
    errors.map((error) => ({ ...error, message: String(t(`editor.validation.${error.name ?? 'other'}`, { ...(error.params as object), defaultValue: error.message ?? '' })) }));
  return (
    <Form<FormData>
      className="cv-editor-form"
      idPrefix={idPrefix}
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      formContext={context}
      validator={validator}
      fields={FIELDS}
      widgets={WIDGETS}
      extraErrors={extraErrors}
      liveValidate="onChange"
      showErrorList={false}
      noHtml5Validate
      readonly={readOnly}
      translateString={translateString}
      transformErrors={transformErrors}
      experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults' }}
      onChange={(event) => onChange((event.formData ?? {}) as Record<string, unknown>)}
    />
  );
}
