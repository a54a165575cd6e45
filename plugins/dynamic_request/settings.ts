import { extraField, placeholderField, responseLengthFields, settingsForm } from '../../src/plugin-api/editor-fields';

/**
 * The answer goes to extra.request_url (by the server, never the browser: SPEC 7), whose reply fills the flow's
 * questions by key; without the address the server refuses the request, so the form asks for it.
 */
export const settingsSchema = {
  ...settingsForm({
    extra: extraField({
      request_url: {
        type: 'string',
        format: 'uri',
        pattern: '^https?://',
        title: 'Request address',
        description: 'The server posts the answer here and fills other questions from the reply. Respondents never see it.',
      },
    }, ['request_url']),
    placeholder: placeholderField,
    ...responseLengthFields,
  }),
  required: ['extra'],
};

export const uiSchema = { 'ui:order': ['extra', 'placeholder', '*'], extra: { request_url: { 'ui:placeholder': 'https://' } } };
