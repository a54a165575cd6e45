import { enabledUrlVerdict, type EnabledUrlVerdict } from '../../lib/enabled-urls';

export type UrlTestResult = EnabledUrlVerdict | { shown: false; reason: 'switched-off' } | { shown: null; reason: 'empty' };

/**
 * What the widget loader decides for a page address (src/widget/loader/visibility.ts): switched off everywhere, or
 * the enabled_urls verdict of src/lib/enabled-urls.ts, the very function the loader runs.
 */
export function testPageAddress(url: string, widget: { is_visible?: boolean; enabled_urls?: string[] }): UrlTestResult {
  if (url.trim() === '') return { shown: null, reason: 'empty' };
  if (widget.is_visible === false) return { shown: false, reason: 'switched-off' };
  return enabledUrlVerdict(url.trim(), widget.enabled_urls ?? []);
}
