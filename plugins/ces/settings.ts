import { endLabelFields, extraField, settingsForm } from '../../src/plugin-api/editor-fields';

/** Customer effort: 1 to 7, its end labels translated by the flow's screens when the question sets none. */
export const settingsSchema = settingsForm({
  min: { type: 'integer', default: 1, title: 'Lowest point' },
  max: { type: 'integer', default: 7, title: 'Highest point', description: 'The customer effort score is 1 to 7.' },
  extra: extraField({
    min_label: { ...endLabelFields.min_label, description: 'Empty: "Very difficult" in the respondent\'s language.' },
    max_label: { ...endLabelFields.max_label, description: 'Empty: "Very easy" in the respondent\'s language.' },
  }),
});

export const uiSchema = { 'ui:order': ['min', 'max', 'extra'] };
