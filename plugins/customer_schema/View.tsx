import { useMemo } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import { isBlankFormData } from './form-data';
import { rjsfTranslator } from './rjsf-strings';
import { textButtons } from './TextButton';
import '../../src/plugin-api/ui/text-field.css';
import './customer-schema.css';

const EMPTY_SCHEMA: RJSFSchema = { type: 'object', properties: {} };

// The question's text names the form, so the root schema title is not drawn again; rjsf's submit button is not
// drawn either: the flow's own buttons move on.
const UI_SCHEMA: UiSchema = { 'ui:options': { label: false }, 'ui:submitButtonOptions': { norender: true } };

/**
 * The form described by the question's JSON Schema (extra.customer_schema), drawn by @rjsf/core with its default
 * templates: each field a <label for> from the schema title, nested objects as fieldsets with a legend. Its values
 * are the answer as they change; a form left blank is no answer.
 */
export default function CustomerSchemaView({ question, value, onChange, ids }: QuestionViewProps<'object'>) {
  const { t } = usePluginTranslation('customer_schema');
  const schema = (question.extra?.customer_schema as RJSFSchema | undefined) ?? EMPTY_SCHEMA;
  const translateString = useMemo(() => rjsfTranslator(t), [t]);
  return (
    <div id={ids.input} role="group" className="cv-customer-schema cv-fields" aria-labelledby={ids.label} aria-describedby={`${ids.description} ${ids.error}`}>
      <Form
        schema={schema}
        uiSchema={UI_SCHEMA}
        validator={validator}
        formData={value ?? {}}
        // Field ids are unique in the page and apart from the group's own id.
        idPrefix={`${ids.input}-form`}
        templates={{ ButtonTemplates: textButtons }}
        translateString={translateString}
        showErrorList={false}
        noHtml5Validate
        onChange={({ formData }) => onChange(isBlankFormData(formData) ? null : (formData as Record<string, unknown>))}
      >
        <></>
      </Form>
    </div>
  );
}
