import { endLabelFields, extraField, settingsForm } from '../../src/plugin-api/editor-fields';

/** The range input's ends and step; decimals are allowed (a step of 0.5 gives halves). */
export const settingsSchema = settingsForm({
  min: { type: 'number', default: 0, title: 'Lowest value' },
  max: { type: 'number', default: 100, title: 'Highest value' },
  step: { type: 'number', exclusiveMinimum: 0, default: 1, title: 'Step', description: 'The slider moves by this much; the ends should be whole steps apart.' },
  extra: extraField(endLabelFields),
});

export const uiSchema = { 'ui:order': ['min', 'max', 'step', 'extra'] };
