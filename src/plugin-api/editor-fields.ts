/**
 * Building blocks of a plugin's `editor.settingsSchema` (PluginEditorDescription): each is one field of
 * flow.schema.json's `question`, with a title and a description for the person editing it. Shapes the schemas
 * already hold (localised text, ids, an option's key) are `$ref`s into schemas/, never copies; plain limits keep their
 * one-word type so a style can narrow them (star's min and max are integers). `editorDescriptionProblems`
 * (editor-description-check.ts) holds every style's result against flow.schema.json.
 */
type Schema = Readonly<Record<string, unknown>>;

const described = (title: string, description?: string) => ({ title, ...(description ? { description } : {}) });

/** Text by language code (common.schema.json localisedText): the editor draws one field per flow language. */
export const localisedText = (title: string, description?: string): Schema => ({
  $ref: 'common.schema.json#/definitions/localisedText',
  ...described(title, description),
});

/** What an option holds in the editor: its id, key, text and, where a style reads it, its numeric worth. */
interface OptionShape {
  /**
   * Set when the key is what the answer means outside the flow (gender's customer value): every option then needs
   * one, and this text, the key's help, says why.
   */
  keyRequired?: string;
  /** The option's numeric worth (custom scales). */
  value?: boolean;
}

/** `options`: the choices of a choice, ranking or matrix question (flow.schema.json option). */
export function optionsField(title: string, description: string, shape: OptionShape = {}, defaults: readonly Schema[] = []): Schema {
  return {
    type: 'array',
    ...described(title, description),
    default: defaults,
    items: {
      type: 'object',
      title: 'Option',
      additionalProperties: false,
      required: shape.keyRequired ? ['id', 'key'] : ['id'],
      properties: {
        id: { $ref: 'common.schema.json#/definitions/id', title: 'Id', description: 'Unique in this question; rules and triggers name the option by it.' },
        body: localisedText('Text'),
        key: {
          $ref: 'flow.schema.json#/definitions/option/properties/key',
          ...described('Key', shape.keyRequired ?? 'A stable name for triggers and exports; the id is used when it is empty.'),
        },
        ...(shape.value ? { value: { type: 'number', title: 'Value', description: 'The number this option is worth in scores and exports.' } } : {}),
      },
    },
  };
}

/**
 * `statements`: a matrix's rows (flow.schema.json statement). Views draw the question's options in every row, so a
 * statement's own options (which the flow allows) are not offered.
 */
export const statementsField = (title: string, description: string): Schema => ({
  type: 'array',
  ...described(title, description),
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
});

/** `placeholder`: the hint shown in an empty field. */
export const placeholderField = localisedText('Placeholder', 'Shown in the empty field, as an example of the answer.');

/** minResponseLength and maxResponseLength: the text kind's length limits (SPEC 5), checked on the trimmed text. */
export const responseLengthFields: Readonly<Record<string, Schema>> = {
  minResponseLength: { type: 'integer', minimum: 0, title: 'Minimum length', description: 'Fewest characters an answer may have.' },
  maxResponseLength: { type: 'integer', minimum: 1, title: 'Maximum length', description: 'Most characters an answer may have; the field counts them down.' },
};

/** minSelectionCount and maxSelectionCount: how many options a multi-select answer takes (SPEC 5). */
export const selectionCountFields: Readonly<Record<string, Schema>> = {
  minSelectionCount: { type: 'integer', minimum: 0, title: 'Fewest choices', description: 'A respondent who chooses fewer cannot move on.' },
  maxSelectionCount: { type: 'integer', minimum: 1, title: 'Most choices' },
};

/** lowerlimit and upperlimit: the number kind's limits (SPEC 5 "Number between lower and upper limit"). */
export const numberLimitFields = (minimum?: number, maximum?: number): Readonly<Record<string, Schema>> => {
  const bounds = { ...(minimum === undefined ? {} : { minimum }), ...(maximum === undefined ? {} : { maximum }) };
  return {
    lowerlimit: { type: 'number', ...bounds, title: 'Lowest accepted', description: 'Answers below it are refused.' },
    upperlimit: { type: 'number', ...bounds, title: 'Highest accepted', description: 'Answers above it are refused.' },
  };
};

/** extra.min_label and extra.max_label: the words under a scale's two ends ("Not likely", "Very likely"). */
export const endLabelFields: Readonly<Record<string, Schema>> = {
  min_label: localisedText('Label of the lowest point', 'E.g. "Not at all likely".'),
  max_label: localisedText('Label of the highest point', 'E.g. "Extremely likely".'),
};

/** `extra`: the settings only some styles read (flow.schema.json questionExtra). */
export const extraField = (properties: Readonly<Record<string, Schema>>, required?: readonly string[]): Schema => ({
  type: 'object',
  title: 'More settings',
  additionalProperties: false,
  ...(required ? { required } : {}),
  properties,
});

/** A settings form: the object of a style's own question fields. */
export const settingsForm = (properties: Readonly<Record<string, Schema>>): Schema => ({ type: 'object', properties });
