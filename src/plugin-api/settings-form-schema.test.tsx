import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plugins } from '../../plugins';
import { sampleSettings } from '../../tests/support/settings-sample';
import { settingsDefaults } from './settings-defaults';
import { settingsFormSchema } from './settings-form-schema';

const titled = (schema: unknown): string[] =>
  Object.values((schema as { properties?: Record<string, { title?: string; properties?: unknown }> }).properties ?? {})
    .flatMap((field) => [...(field.title ? [field.title] : []), ...titled(field)]);

// Issue #18: "the property panel rendered by @rjsf/core from the plugin's settingsSchema" with no editor code.
describe.each(Object.keys(plugins))("the %s style's settings form in @rjsf/core", (style) => {
  const editor = plugins[style]!.editor!;
  const schema = settingsFormSchema(editor.settingsSchema) as RJSFSchema;

  it('renders every field it declares, by its title, starting from the defaults', () => {
    render(<Form schema={schema} uiSchema={editor.uiSchema as UiSchema | undefined} validator={validator} formData={settingsDefaults(editor.settingsSchema)} />);
    for (const title of titled(editor.settingsSchema)) expect(screen.getAllByText(title, { exact: false }).length, title).toBeGreaterThan(0);
  });

  it("accepts the defaults and a completely filled-in form with rjsf's own validator", () => {
    expect(validator.validateFormData(settingsDefaults(editor.settingsSchema), schema).errors.filter((e) => e.name !== 'required')).toEqual([]);
    expect(validator.validateFormData(sampleSettings(editor.settingsSchema), schema).errors).toEqual([]);
  });
});

describe('settingsFormSchema', () => {
  it('turns refs into schemas/ into local definitions a form library resolves', () => {
    const form = settingsFormSchema({ type: 'object', properties: { placeholder: { $ref: 'common.schema.json#/definitions/localisedText', title: 'Placeholder' } } });
    expect(form.properties).toEqual({ placeholder: { $ref: '#/definitions/common.localisedText', title: 'Placeholder' } });
    expect(form.definitions).toMatchObject({
      'common.localisedText': { type: 'object', propertyNames: { $ref: '#/definitions/common.languageCode' } },
      'common.languageCode': { type: 'string' },
    });
  });
});
