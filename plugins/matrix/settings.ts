import { extraField, optionsField, settingsForm, statementsField } from '../../src/plugin-api/editor-fields';

/** Rows are statements, columns the question's options. */
export const settingsSchema = settingsForm({
  extra: extraField({
    matrix_question_type: {
      enum: ['others', 'conjoint', 'maxdiff'],
      default: 'others',
      title: 'Kind of grid',
      description: 'Best-worst (maxdiff) has two columns, most and least: the respondent marks one row in each.',
    },
  }),
  statements: statementsField('Rows', 'The statements the respondent rates; each answer is sent under the row\'s id.'),
  options: optionsField('Columns', 'The answers every row offers.'),
  isMultiSelect: { type: 'boolean', default: false, title: 'Several answers a row', description: 'Checkboxes instead of one choice a row (not for best-worst).' },
});

export const uiSchema = {
  'ui:order': ['extra', 'statements', 'options', 'isMultiSelect'],
  extra: { matrix_question_type: { 'ui:enumNames': ['Rating grid', 'Conjoint', 'Best-worst (maxdiff)'] } },
};
