import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import validator from '@rjsf/validator-ajv8';
import { optionsField, settingsForm } from '../../../plugin-api/editor-fields';
import { retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { plugins } from '../../../../plugins';
import { commonQuestionForm, elementForm, styleForm, uiSchemaOf } from './form-schema';
import { mergeFields, pickFields } from './merge-fields';
import { problemsAt } from './problem-errors';

const title = (name: string, own?: string) => own ?? `T:${name}`;

describe('property forms', () => {
  it('takes a plugin\'s settings schema, with refs into common.schema.json resolved and its own widgets chosen', () => {
    const schema = styleForm({
      type: 'object',
      properties: {
        body: { $ref: 'common.schema.json#/definitions/localisedText' },
        max: { type: 'integer', minimum: 1, default: 5 },
        options: { type: 'array', items: { $ref: '#/definitions/option' } },
        extra: { type: 'object', properties: { min_label: { $ref: 'common.schema.json#/definitions/localisedText' } } },
      },
    });
    // The common fields are the other form's; the plugin's own are here.
    expect(Object.keys(schema.properties!)).toEqual(['max', 'options', 'extra']);
    const ui = uiSchemaOf(schema, title);
    expect(ui.max).toMatchObject({ 'ui:widget': 'numberLimit', 'ui:title': 'T:max' });
    expect(ui.options).toMatchObject({ 'ui:field': 'optionList' });
    expect(ui.extra).toMatchObject({ min_label: { 'ui:field': 'localisedText' } });
    // The one document rjsf gets validates: the refs resolve inside it.
    expect(validator.validateFormData({ max: 0 }, schema).errors.map((error) => error.name)).toEqual(['minimum']);
    expect(validator.validateFormData({ max: 3, options: [{ id: 'o-1', body: { en: 'A' } }] }, schema).errors).toEqual([]);
  });

  it('resolves the SDK\'s refs into flow.schema.json (an option\'s key) and gives its option lists the project\'s own field', () => {
    const schema = styleForm(settingsForm({ options: optionsField('Options', 'Any number.'), points: optionsField('Points', 'Worth.', { value: true }) }));
    const ui = uiSchemaOf(schema, title);
    expect(ui.options).toMatchObject({ 'ui:field': 'optionList' });
    // An option with a numeric worth holds more than the option list edits: rjsf's generic list shows every field.
    expect(ui.points).not.toHaveProperty('ui:field');
    // rjsf resolves the key's ref inside the one document (it threw "Could not find a definition" before).
    expect(validator.validateFormData({ options: [{ id: 'o-1', body: { en: 'A' }, key: 'a' }] }, schema).errors).toEqual([]);
    expect(validator.validateFormData({ options: [{ id: 'o-1', key: 'k'.repeat(129) }] }, schema).errors.map((error) => error.name)).toEqual(['maxLength']);
  });

  it('resolves a choice style\'s refs into flow.schema.json (an option\'s key), which rjsf would not find and throw on', () => {
    // The radio question's form: selecting a radio (or checklist, dropdown, ranking ...) question rendered it.
    const schema = styleForm(plugins.radio!.editor!.settingsSchema);
    const options = retrieveSchema(validator, schema.properties!.options as RJSFSchema, schema);
    const option = retrieveSchema(validator, (options.items as RJSFSchema), schema);
    expect(retrieveSchema(validator, option.properties!.key as RJSFSchema, schema)).toMatchObject({ type: 'string', maxLength: 128 });
    expect(validator.validateFormData({ options: [{ id: 'o-1', key: 'a', body: { en: 'A' } }] }, schema).errors).toEqual([]);
  });

  it('falls back to flow.schema.json\'s question for a plugin that describes no settings, without ids, style or descriptions', () => {
    const schema = styleForm(undefined);
    expect(schema.properties).toHaveProperty('options');
    expect(schema.properties).toHaveProperty('extra');
    for (const name of ['id', 'style', 'body', 'isRequired']) expect(schema.properties).not.toHaveProperty(name);
    expect(JSON.stringify(schema.properties)).not.toContain('"description":"');
    expect(Object.keys(commonQuestionForm().properties!).sort()).toEqual(['body', 'description', 'hidePersonalData', 'isRequired', 'key']);
    expect(Object.keys(elementForm('button_link').properties!).sort()).toEqual(['body', 'isVisible', 'url']);
    expect(Object.keys(elementForm('gauge').properties!)).toEqual(['isVisible']);
  });

  it('writes only the fields that changed, leaves defaults unwritten and removes emptied fields', () => {
    const schema = commonQuestionForm();
    const question = { id: 'q', style: 'text', body: { en: 'Hi' }, key: 'greeting' };
    const next = produce(question as Record<string, unknown>, (draft) => mergeFields(draft, { ...pickFields(question, schema), key: '', isRequired: false, hidePersonalData: true }, schema));
    expect(next).toEqual({ id: 'q', style: 'text', body: { en: 'Hi' }, hidePersonalData: true });
    // Yes/no fields the question leaves out show their schema defaults (the form itself fills in none).
    expect(pickFields(question, schema)).toEqual({ body: { en: 'Hi' }, key: 'greeting', isRequired: false, hidePersonalData: false });
    expect(pickFields({ id: 'el', type: 'question' }, elementForm('question'))).toEqual({ isVisible: true });
  });

  it('puts problems on the field they point at, and the ones about the element itself apart', () => {
    const problems = [
      { path: ['states', 0, 'elements', 1, 'question', 'extra', 'regex'], code: 'regex-invalid', message: { key: 'a' } },
      { path: ['states', 0, 'elements', 1, 'question'], code: 'x', message: { key: 'b' } },
      { path: ['states', 0, 'elements', 2, 'question', 'key'], code: 'y', message: { key: 'c' } },
    ];
    expect(problemsAt(problems, ['states', 0, 'elements', 1, 'question'], (problem) => problem.message.key)).toEqual({ errors: { extra: { regex: { __errors: ['a'] } } }, general: ['b'] });
  });
});
