import { useMemo } from 'react';
import Form from '@rjsf/core';
import { englishStringTranslator, type ErrorSchema, type RegistryFieldsType, type RJSFSchema, type TranslatableString, type UiSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { PropertyFormContext } from './form-context';
import { LocalisedTextField } from './LocalisedTextField';
import { NumberLimitWidget } from './NumberLimitWidget';
import { OptionListField } from './OptionListField';
import { problemsValidator } from './problems-validator';

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
 * One rjsf form of the properties panel, with the project's fields and every string through the console's
 * translations. Its errors are the draft's problems on its fields (extraErrors; see problems-validator.ts for why
 * the form runs no ajv of its own).
 */
export function PropertyForm({ idPrefix, schema, uiSchema, formData, context, extraErrors, readOnly, onChange }: Props) {
  const { t } = useTranslation('console');
  const translateString = useMemo(() => (key: TranslatableString, params?: string[]) =>
    t(`editor.rjsf.${key}`, { defaultValue: englishStringTranslator(key, params), params: params?.join(', ') }), [t]);
  return (
    <Form<FormData>
      className="cv-editor-form"
      idPrefix={idPrefix}
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      formContext={context}
      validator={problemsValidator}
      fields={FIELDS}
      widgets={WIDGETS}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      readonly={readOnly}
      translateString={translateString}
      experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults' }}
      onChange={(event) => onChange((event.formData ?? {}) as Record<string, unknown>)}
    />
  );
}
