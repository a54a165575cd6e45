import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import './customer-schema.css';

const isEmpty = (data: Record<string, unknown>) => Object.values(data).every((v) => v === undefined || v === null || v === '');

/** A form described by the question's JSON Schema, rendered by @rjsf/core; its values are the answer. */
export default function CustomerSchemaView({ question, value, onChange, ids }: QuestionViewProps<'object'>) {
  const schema = (question.extra?.customer_schema ?? { type: 'object', properties: {} }) as RJSFSchema;
  return (
    <div id={ids.input} role="group" aria-labelledby={ids.label} aria-describedby={`${ids.description} ${ids.error}`} className="cv-customer-schema">
      <Form
        schema={schema}
        validator={validator}
        formData={value ?? {}}
        idPrefix={ids.input}
        uiSchema={{ 'ui:submitButtonOptions': { norender: true } }}
        showErrorList={false}
        liveValidate={false}
        onChange={({ formData }) => onChange(formData && !isEmpty(formData as Record<string, unknown>) ? (formData as Record<string, unknown>) : null)}
      >
        <></>
      </Form>
    </div>
  );
}
