import { extraField, localisedText, optionsField, settingsForm } from '../../src/plugin-api/editor-fields';

/**
 * Rows are statements, columns the question's options. The view reads the question's options for every row, so a
 * statement's own options (which the schema allows) are not offered here.
 */
export const settingsSchema = settingsForm({
  extra: extraField({
    matrix_question_type: {
      enum: ['others', 'conjoint', 'maxdiff'],
      default: 'others',
      title: 'Kind of grid',
      description: 'Best-worst (maxdiff) has two columns, most and least: the respondent marks one row in each.',
    },
  }),
  statements: {
    type: 'array',
    title: 'Rows',
    description: 'The statements the respondent rates; each answer is sent under the row\'s id.',
    default: [],
    items: {
      type: 'object',
      title: 'Row',
      additionalProperties: false,
      required: ['id'],
      properties: {
        id: { $ref: 'common.schema.json#/definitions/id', title: 'Id', description: 'Feedback names the row by it.' },
        body: localisedText('Text'),
        key: { $ref: 'flow.schema.json#/definitions/statement/properties/key', title: 'Key' },
      },
    },
  },
  options: optionsField('Columns', 'The answers every row offers.'),
  isMultiSelect: { type: 'boolean', default: false, title: 'Several answers a row', description: 'Checkboxes instead of one choice a row (not for best-worst).' },
});

export const uiSchema = {
  'ui:order': ['extra', 'statements', 'options', 'isMultiSelect'],
  extra: { matrix_question_type: { 'ui:enumNames': ['Rating grid', 'Conjoint', 'Best-worst (maxdiff)'] } },
};
