import { definePlugin } from '../../src/plugin-api/define-plugin';
import { extraField, localisedText, settingsForm } from '../../src/plugin-api/editor-fields';

/** A consent checkbox with an optional contract text; a required agreement must be accepted. */
export default definePlugin({
  style: 'agreement',
  answer: 'boolean',
  // Not accepting is no answer: a required agreement blocks until it is ticked.
  isEmpty: (value) => value === false,
  labelling: 'control',
  view: () => import('./View'),
  editor: {
    title: 'Agreement',
    icon: 'M6 3h9l4 4v14H6zM9 14l2 2 4-4',
    settingsSchema: settingsForm({
      extra: extraField({
        contract_text: localisedText('Contract text', 'The terms the respondent agrees to, opened from the checkbox\'s label. Empty: no terms to read.'),
      }),
    }),
    uiSchema: { extra: { contract_text: { 'ui:widget': 'textarea' } } },
  },
});
