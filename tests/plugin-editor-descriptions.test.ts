import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { plugins } from '../plugins';
import type { PluginEditorDescription } from '../src/plugin-api/define-plugin';
import { editorDescriptionProblems } from '../src/plugin-api/editor-description-check';
import { settingsDefaults } from '../src/plugin-api/settings-defaults';
import { validateFlow } from '../src/schema/validate';
import { SCHEMAS } from '../src/schema/schemas';
import { sampleSettings } from './support/settings-sample';

const root = path.resolve(import.meta.dirname, '..');
const styles = Object.keys(plugins);

/** A one-question flow, as the editor's draft holds a question it just added or edited. */
const flowWith = (question: Record<string, unknown>) => ({
  id: 'editor-draft',
  languages: [{ id: 1, code: 'en' }, { id: 2, code: 'tr' }],
  states: [{ id: 's1', elements: [{ id: 'e1', type: 'question', question }, { id: 'n', type: 'next_page' }] }],
});
const problemsOf = (question: Record<string, unknown>) => {
  const result = validateFlow(flowWith(question), styles);
  return result.ok ? [] : result.problems;
};

/** How the editor's settings form validates what is typed into it: ajv over the schema, refs into schemas/. */
const formAjv = addFormats(new Ajv({ allErrors: true, allowUnionTypes: true, strictRequired: false }));
formAjv.addSchema(SCHEMAS.common).addSchema(SCHEMAS.flow);

describe.each(styles)('the %s style in the flow editor (issue #18)', (style) => {
  const editor = plugins[style]!.editor!;

  it('describes itself to the editor, and every field it declares is a question field of flow.schema.json', () => {
    expect(editor, 'an editor description').toBeDefined();
    expect(editorDescriptionProblems(editor)).toEqual([]);
  });

  it('is added from the palette as a valid question: its settings defaults and its style', () => {
    const question = { id: 'q', style, ...settingsDefaults(editor.settingsSchema) };
    expect(problemsOf(question)).toEqual([]);
  });

  it('keeps a settings form filled in completely as a valid question', () => {
    const settings = sampleSettings(editor.settingsSchema) as Record<string, unknown>;
    const formAccepts = formAjv.compile(editor.settingsSchema);
    expect(formAccepts(settings) ? [] : formAccepts.errors).toEqual([]);
    const question = { id: 'q', style, body: { en: 'Question?', tr: 'Soru?' }, ...settings };
    expect(problemsOf(question)).toEqual([]);
    expect(Object.keys(settings).sort()).toEqual(Object.keys(editor.settingsSchema.properties as object).sort());
  });
});

describe('the palette stays light (issue #18)', () => {
  it('reads no view and no message bundle: a style\'s index and settings import neither', () => {
    const eager = readdirSync(path.join(root, 'plugins'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => ['index.ts', 'settings.ts'].map((file) => path.join('plugins', entry.name, file)))
      .filter((file) => { try { readFileSync(path.join(root, file)); return true; } catch { return false; } });
    const heavy = eager.filter((file) => /^import [^;]*from '\.\/(View|messages)[^']*';/m.test(readFileSync(path.join(root, file), 'utf8')));
    expect(eager.length).toBeGreaterThanOrEqual(styles.length);
    expect(heavy).toEqual([]);
  });
});

const form = (properties: Record<string, unknown>): PluginEditorDescription => ({ title: 'Wrong', icon: 'M4 4h16v16H4z', settingsSchema: { type: 'object', properties } });
const localised = { $ref: 'common.schema.json#/definitions/localisedText' };

describe('the check of an editor description', () => {
  it.each<[string, PluginEditorDescription | undefined, string]>([
    ['a plugin without one', undefined, 'has no editor description'],
    ['a field the question does not have', form({ colour: { type: 'string' } }), 'colour: is not a field of flow.schema.json#/definitions/question'],
    ['a field of the wrong type', form({ min: { type: 'string' } }), 'min: type string where flow.schema.json has number'],
    ['a field of extra the flow does not know', form({ extra: { type: 'object', additionalProperties: false, properties: { shape: { type: 'string' } } } }), 'extra.shape: is not a field of flow.schema.json#/definitions/questionExtra'],
    ['extra open to other fields', form({ extra: { type: 'object', properties: {} } }), 'extra: must set additionalProperties: false'],
    ['an enum value the flow refuses', form({ extra: { type: 'object', additionalProperties: false, properties: { matrix_question_type: { enum: ['others', 'grid'] } } } }), 'extra.matrix_question_type: its enum value "grid" is refused'],
    ['any text where the flow takes a list of values', form({ extra: { type: 'object', additionalProperties: false, properties: { matrix_question_type: { type: 'string' } } } }), 'extra.matrix_question_type: must list its values (enum)'],
    ['a default the flow refuses', form({ maxResponseLength: { type: 'integer', default: 0 } }), 'maxResponseLength: its default 0 is refused'],
    ['a looser bound', form({ step: { type: 'number', minimum: 0 } }), "step: must keep the flow's lower bound exclusive 0"],
    ['options without the required id', form({ options: { type: 'array', items: { type: 'object', additionalProperties: false, properties: { body: localised } } } }), 'options[]: must require "id"'],
    ['an option field the flow does not have', form({ options: { type: 'array', items: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'string' }, colour: { type: 'string' } } } } }), 'options[].colour: is not a field of flow.schema.json#/definitions/option'],
    ['an option id without the id pattern', form({ options: { type: 'array', items: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'string' } } } } }), "options[].id: must keep the flow's pattern"],
    ['a localised text given as a string', form({ placeholder: { type: 'string' } }), 'placeholder: type string where flow.schema.json has object'],
    ['one of every question\'s own fields', form({ body: localised }), "body: is one of every question's fields"],
    ['a local $ref', { ...form({ placeholder: { $ref: '#/definitions/text' } }), settingsSchema: { type: 'object', definitions: { text: { type: 'object' } }, properties: { placeholder: { $ref: '#/definitions/text' } } } }, 'placeholder: $ref "#/definitions/text" names no definition of schemas/'],
    ['a schema that does not compile', form({ min: { type: 'nombre' } }), 'settingsSchema: does not compile'],
    ['a uiSchema ordering a field the settings lack', { ...form({ min: { type: 'number' } }), uiSchema: { 'ui:order': ['min', 'maximum'] } }, 'uiSchema: ui:order names "maximum"'],
    ['a uiSchema order leaving a field out', { ...form({ min: { type: 'number' }, max: { type: 'number' } }), uiSchema: { 'ui:order': ['max'] } }, 'uiSchema: ui:order leaves out "min"'],
    ['a uiSchema for a field the settings lack', { ...form({ extra: { type: 'object', additionalProperties: false, properties: {} } }), uiSchema: { extra: { contract: { 'ui:widget': 'textarea' } } } }, 'uiSchema.extra.contract: the settings declare no such field'],
    ['an icon that is not a path', { ...form({}), icon: '<svg><path d="M0 0"/></svg>' }, 'icon: is not the d of one SVG path'],
  ])('refuses %s', (_case, editor, problem) => {
    expect(editorDescriptionProblems(editor).join('\n')).toContain(problem);
  });

  it('takes narrower fields: integers for numbers, tighter bounds, refs to the flow\'s own shapes', () => {
    expect(editorDescriptionProblems(form({
      min: { type: 'integer', minimum: 0, maximum: 1, default: 1 },
      step: { type: 'number', minimum: 0.5 },
      placeholder: localised,
      // Another definition of schemas/ that fits: localised text is an object, as the customer's form schema is.
      extra: { type: 'object', additionalProperties: false, required: ['matrix_question_type'], properties: { matrix_question_type: { enum: ['maxdiff'] }, min_label: localised, customer_schema: localised } },
    }))).toEqual([]);
  });
});
