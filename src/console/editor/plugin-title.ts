import type { TFunction } from 'i18next';
import type { AnyQuestionPlugin } from '../../plugin-api/define-plugin';

/**
 * A style's name in the palette, in the editor's language: the console's `plugins.<style>.title` (the built-in
 * styles are translated there), else the plugin's own English `editor.title` (an outside plugin brings only that),
 * else the style name itself.
 */
export function pluginTitle(t: TFunction<'console'>, style: string, plugin: AnyQuestionPlugin): string {
  return t(`plugins.${style}.title`, { defaultValue: plugin.editor?.title ?? style });
}
