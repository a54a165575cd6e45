import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { plugins } from '../../../../plugins';
import type { AnyQuestionPlugin } from '../../../plugin-api/define-plugin';
import { defaultsOf, paletteOf } from './palette';

// A translation function that knows no keys: the palette falls back to the plugin's title, then the style.
const t = ((key: string, options?: { defaultValue?: string }) => options?.defaultValue ?? key) as unknown as TFunction<'console'>;

describe('palette', () => {
  it('offers every registered style, by the plugin\'s title or else its style name as words, and the schema\'s other elements', () => {
    const described = { ...plugins.star!, editor: { title: 'Star rating', icon: 'M1 1', settingsSchema: { type: 'object', properties: { max: { type: 'integer', default: 5 } } } } } as AnyQuestionPlugin;
    const { questions, others } = paletteOf(t, { ...plugins, star: described });
    expect(questions.map((entry) => entry.key).sort()).toEqual(Object.keys(plugins).sort());
    expect(questions.find((entry) => entry.key === 'star')).toMatchObject({ title: 'Star rating', icon: 'M1 1', template: { type: 'question', style: 'star', defaults: { max: 5 } } });
    expect(questions.find((entry) => entry.key === 'custom_score')?.title).toBe(plugins.custom_score!.editor?.title ?? 'Custom score');
    expect(others.map((entry) => entry.key)).toEqual(['next_page', 'label', 'submit', 'footer', 'button_link', 'gauge']);
  });

  it('starts a question only with the defaults that differ from flow.schema.json\'s', () => {
    expect(defaultsOf({ properties: { isRequired: { type: 'boolean', default: false }, max: { type: 'integer', default: 5 }, id: { default: 'x' } } })).toEqual({ max: 5 });
    expect(defaultsOf(undefined)).toEqual({});
  });
});
