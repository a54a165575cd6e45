import type { LocalisedText, WidgetConfig } from '../types/schemas';

/** The text for the language (case-insensitive, then its primary subtag, then English, then any), or ''. */
function localised(texts: LocalisedText | undefined | null, language: string): string {
  const byCode = new Map(Object.entries(texts ?? {}).map(([code, text]) => [code.toLowerCase(), text]));
  const code = language.toLowerCase();
  return byCode.get(code) || byCode.get(code.split('-')[0]!) || byCode.get('en') || [...byCode.values()][0] || '';
}

/**
 * SPEC 2.4: the launcher's text in the widget language, the popover text in plain mode or the toggle text in modal
 * mode; '' draws the icon. Worked out by the server with the configuration, so the loader stays small (issue #21).
 */
export const launcherText = (config: WidgetConfig, language: string): string => localised(config.modal_mode ? config.modal_toggle_text : config.popover_text, language);
