import { createHash } from 'node:crypto';
import type { WidgetConfig } from '../../types/schemas';
import { widgetTheme } from '../../lib/theme';
import { widgetCss } from '../../lib/widget-css';
import { launcherText } from '../../lib/launcher-text';
import { interfaceText } from './interface-text';
import { publicWidget } from './widget-access';

export interface ServedAnswer {
  body: string;
  etag: string;
  cacheControl: string;
  /** Request headers the answer depends on beyond its address. */
  vary?: string;
}

/**
 * How long browsers and CDNs may keep a configuration, then serve it stale while they ask again: a change in the
 * console reaches host pages within a minute, and a campaign's thousands of page views cost one request a minute.
 */
const FRESH_SECONDS = 60;
const STALE_SECONDS = 600;

/**
 * GET /v1/web_widgets/code/{code}'s answer, serialized once per widget object and language. The widgets read
 * cache hands out one frozen object until the widget changes (or its second-long lifetime ends), so the weak map
 * forgets an answer with the object it was made from, and a changed widget gets a new ETag at once.
 */
export function servedWidgetConfigs() {
  const served = new WeakMap<WidgetConfig, Map<string, ServedAnswer>>();
  return (widget: WidgetConfig, language: string): ServedAnswer => {
    const byLanguage = served.get(widget) ?? new Map<string, ServedAnswer>();
    served.set(widget, byLanguage);
    const known = byLanguage.get(language);
    if (known) return known;
    const answer = serve(widget, language);
    byLanguage.set(language, answer);
    return answer;
  };
}

function serve(widget: WidgetConfig, language: string): ServedAnswer {
  // The launcher is drawn before any of the app (and its locale files) has loaded: its name comes with the config.
  const { properties: theme } = widgetTheme(widget);
  const launcherColors = { fill: theme['--cv-primary'], text: theme['--cv-on-primary'], hover: theme['--cv-secondary'] };
  const styled = { ...widget, launcher_colors: launcherColors };
  const body = JSON.stringify({
    ...publicWidget(widget),
    launcher_label: interfaceText(language, 'widget.feedback'),
    launcher_colors: launcherColors,
    // The loader's CSS, made here so the loader stays small (issue #21); the host page's direction picks one.
    launcher_css: { ltr: widgetCss(styled, false), rtl: widgetCss(styled, true) },
    launcher_text: launcherText(widget, language),
  });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const lifetime = `max-age=${FRESH_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`;
  // A widget limited to some domains answers 403 to others: a shared cache must not hand its answer to another
  // site, so only the visitor's browser keeps it (browsers key their cache by the top-level site), and per Origin.
  // A token in secure mode stays out of shared caches too.
  if (widget.secure_mode || widget.enabled_domains?.length) return { body, etag, cacheControl: `private, ${lifetime}`, vary: 'Origin' };
  return { body, etag, cacheControl: `public, ${lifetime}` };
}
