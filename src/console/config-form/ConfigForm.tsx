import { useMemo, type ReactNode } from 'react';
import Form from '@rjsf/core';
import type { CustomValidator, RegistryFieldsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { ColourWidget } from './ColourWidget';
import { DateTimeWidget } from './DateTimeWidget';
import type { ConfigFormContext } from './form-context';
import { configFormSchema } from './form-validator';
import { editableDocument, type ConfigKind } from './form-schema';
import { GroupedObjectTemplate } from './GroupedObjectTemplate';
import { LocalisedTextField } from './LocalisedTextField';
import { OperatingHoursField } from './OperatingHoursField';
import { PickerField } from './PickerField';
import { TEXT_BUTTONS } from './TextButtons';
import { errorTranslator, rjsfTranslator } from './rjsf-strings';
import { uiSchemaOf, type FormLayout } from './ui-schema';
import './config-form.css';

const FIELDS: RegistryFieldsType = { operatingHours: OperatingHoursField, localisedText: LocalisedTextField, picker: PickerField };
const DEFAULTS = { requiredBooleanDefault: 'skip' } as const;
const WIDGETS = { colour: ColourWidget, dateTime: DateTimeWidget };

interface Props<T> {
  kind: ConfigKind;
  layout: FormLayout;
  document: T;
  context: Omit<ConfigFormContext, 'formData'>;
  readOnly: boolean;
  /** Fields of a section's own (the widget's URL patterns with their tester). */
  fields?: RegistryFieldsType;
  /** Rules between fields that a schema cannot say (an activation window's end after its start). */
  customValidate?: CustomValidator<T>;
  onChange(document: T): void;
  onSubmit(): void;
  /** The save bar, drawn as the form's last part (rjsf's own submit button is not used). */
  children: ReactNode;
}

/**
 * A node or widget form drawn by @rjsf/core from the schema itself (form-schema.ts), validated by the schema's
 * precompiled validator, with the project's fields where a plain form is poor. Read-only for roles that may not
 * write content: every field shows, nothing can be changed.
 */
export function ConfigForm<T>({ kind, layout, document, context, readOnly, fields, customValidate, onChange, onSubmit, children }: Props<T>) {
  const { t } = useTranslation('console');
  const { schema, validator } = configFormSchema(kind);
  const uiSchema: UiSchema = useMemo(() => uiSchemaOf(schema, layout, t), [schema, layout, t]);
  const translateString = useMemo(() => rjsfTranslator(t), [t]);
  const transformErrors = useMemo(() => errorTranslator(t), [t]);
  const formContext: ConfigFormContext = { ...context, formData: editableDocument(kind, document as Record<string, unknown>) };
  return (
    <Form
      className="cv-config-form"
      schema={schema as RJSFSchema}
      uiSchema={uiSchema}
      validator={validator}
      formData={editableDocument(kind, document as object)}
      formContext={formContext}
      fields={{ ...FIELDS, ...fields }}
      widgets={WIDGETS}
      templates={{ ObjectFieldTemplate: GroupedObjectTemplate, ButtonTemplates: TEXT_BUTTONS }}
      translateString={translateString}
      transformErrors={transformErrors}
      customValidate={customValidate}
      idPrefix={`cv-${kind}`}
      readonly={readOnly}
      showErrorList={false}
      focusOnFirstError
      noHtml5Validate
      // An optional object with a required boolean (a node's channel_quota) stays absent until someone fills it:
      // rjsf's `false` for it would leave the object half-made and the document invalid.
      experimental_defaultFormStateBehavior={DEFAULTS}
      onChange={({ formData }) => onChange(formData as T)}
      onSubmit={() => onSubmit()}
    >
      {children}
    </Form>
  );
}
