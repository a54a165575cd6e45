import type { AnswerKind } from '../src/engine/answer-value';

/**
 * The settings form `npm run plugin:new` gives a new style (its `editor.settingsSchema`, issue #18): the question
 * fields the engine reads for every style of the answer kind (length limits for text, lower and upper limits for
 * numbers, options for choices, ...), written with the SDK's building blocks (src/plugin-api/editor-fields.ts).
 * The author adds the fields the new view reads; tests/plugin-scaffold.test.ts checks each kind's against the flow.
 */
export const KIND_SETTINGS: { [K in AnswerKind]: { builders: string[]; schema: string } } = {
  text: { builders: ['responseLengthFields', 'settingsForm'], schema: 'settingsForm(responseLengthFields)' },
  number: { builders: ['numberLimitFields', 'settingsForm'], schema: 'settingsForm(numberLimitFields())' },
  boolean: { builders: ['settingsForm'], schema: 'settingsForm({})' },
  choice: {
    builders: ['optionsField', 'selectionCountFields', 'settingsForm'],
    schema: "settingsForm({ options: optionsField('Options', 'The respondent ticks any number of them.'), ...selectionCountFields })",
  },
  ranking: {
    builders: ['optionsField', 'settingsForm'],
    schema: "settingsForm({ options: optionsField('Options', 'The respondent puts every option in order, best first.') })",
  },
  matrix: {
    builders: ['optionsField', 'settingsForm', 'statementsField'],
    schema: "settingsForm({ statements: statementsField('Rows', 'The statements the respondent answers.'), options: optionsField('Columns', 'The answers every row offers.') })",
  },
  file: { builders: ['settingsForm'], schema: 'settingsForm({})' },
  phone: { builders: ['settingsForm'], schema: 'settingsForm({})' },
  object: { builders: ['settingsForm'], schema: 'settingsForm({})' },
};

/** The palette's English name of a style: `loyalty_code` is "Loyalty code". */
export const titleOfStyle = (style: string): string => style.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** A box with a plus: the palette icon of a style until its author draws one (one SVG path on a 24×24 viewBox). */
export const GENERIC_ICON = 'M4 4h16v16H4zM12 8v8M8 12h8';
