import { endLabelFields, extraField, settingsForm } from '../../src/plugin-api/editor-fields';

/** NPS asks "How likely ... 0 to 10"; other scales set their own ends. */
export const settingsSchema = settingsForm({
  min: { type: 'integer', default: 0, title: 'Lowest point' },
  max: { type: 'integer', default: 10, title: 'Highest point', description: 'Net Promoter Score is 0 to 10.' },
  extra: extraField(endLabelFields),
});

export const uiSchema = { 'ui:order': ['min', 'max', 'extra'] };
