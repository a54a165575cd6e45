import type { TFunction } from 'i18next';
import type { PluginRegistry } from '../../../plugin-api/registry';
import { SCHEMAS } from '../../../schema/schemas';
import type { FlowElement } from '../../../types/schemas';
import type { NewElement } from './flow-edits';

/** One thing the palette adds: its name in the console's language, its icon (one 24×24 path) and what it makes. */
export interface PaletteEntry {
  key: string;
  title: string;
  icon: string;
  template: NewElement;
}

/** A question mark in a circle: the icon of a style whose plugin describes none. */
const GENERIC_QUESTION_ICON = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01';

/** Icons of the elements that are not questions (the schema's element types). */
export const ELEMENT_ICONS: Record<Exclude<FlowElement['type'], 'question'>, string> = {
  label: 'M4 6h16M4 12h16M4 18h10',
  next_page: 'M5 12h14M13 6l6 6-6 6',
  submit: 'M5 13l4 4L19 7',
  footer: 'M4 17h16M4 21h10M4 3h16v10H4z',
  button_link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  gauge: 'M4 12h16M4 12a8 8 0 0 1 16 0M12 12l4-4',
};

const questionFields = SCHEMAS.flow.definitions.question.properties as Record<string, { default?: unknown }>;

/**
 * The fields a new question of this style starts with: the defaults its settings schema declares where they differ
 * from flow.schema.json's own (a radio's starting options, a star's five), so nothing the engine assumes anyway is
 * written into the flow.
 */
export function defaultsOf(settingsSchema: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  const properties = (settingsSchema?.properties ?? {}) as Record<string, { default?: unknown }>;
  const defaults: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (property.default === undefined || name === 'id' || name === 'style') continue;
    if (JSON.stringify(property.default) !== JSON.stringify(questionFields[name]?.default)) defaults[name] = property.default;
  }
  return defaults;
}

/** A style name as words ("custom_score" → "Custom score"), for a plugin that gives no title. */
const humanised = (style: string) => style.charAt(0).toUpperCase() + style.slice(1).replaceAll('_', ' ');

/** The palette's name of a style: the console's translation, else the plugin's own title, else the style's name. */
export const styleTitle = (t: TFunction<'console'>, registry: PluginRegistry, style: string): string =>
  t(`plugins.${style}.title`, { defaultValue: registry[style]?.editor?.title ?? humanised(style) });

export const styleIcon = (registry: PluginRegistry, style: string): string => registry[style]?.editor?.icon ?? GENERIC_QUESTION_ICON;

/** Every registered style, by title, then every other element type flow.schema.json allows. */
export function paletteOf(t: TFunction<'console'>, registry: PluginRegistry): { questions: PaletteEntry[]; others: PaletteEntry[] } {
  const questions = Object.keys(registry)
    .map((style): PaletteEntry => ({ key: style, title: styleTitle(t, registry, style), icon: styleIcon(registry, style), template: { type: 'question', style, defaults: defaultsOf(registry[style]!.editor?.settingsSchema) } }))
    .sort((a, b) => a.title.localeCompare(b.title));
  const types = SCHEMAS.flow.definitions.element.properties.type.enum as FlowElement['type'][];
  const others = types
    .filter((type): type is Exclude<FlowElement['type'], 'question'> => type !== 'question')
    .map((type): PaletteEntry => ({ key: type, title: t(`editor.elementTypes.${type}`), icon: ELEMENT_ICONS[type], template: { type } }));
  return { questions, others };
}
