import type { WidgetConfig } from '../../types/schemas';
import type { ServedWidgetConfig } from '../../widget/loader/settings';
import { widgetTheme } from '../../lib/theme';
import { widgetCss } from '../../lib/widget-css';
import { launcherText } from '../../lib/launcher-text';
import { interfaceText } from './interface-text';
import { publicWidget } from './widget-access';
import { servedAnswer, type ServedAnswer } from './served-answer';

/**
 * How long browsers and CDNs may keep a configuration, then serve it stale while they ask again: a change in the
 * console reaches host pages within a minute, and a campaign's thousands of page views cost one request a minute.
 */
const FRESH_SECONDS = 60;
const STALE_SECONDS = 600;

/**
 * GET /v1/web_widgets/code/{code}'s answer, serialized and compressed once per widget object and language. The
 * widgets read cache hands out one frozen object until the widget changes (a re-read of unchanged data keeps the
 * object: storage/read-cache.ts), so the weak map forgets an answer with the object it was made from, and a
 * changed widget gets a new ETag at once.
 */
export function servedWidgetConfigs() {
  const served = new WeakMap<WidgetConfig, Map<string, Promise<ServedAnswer>>>();
  return (widget: WidgetConfig, language: string): Promise<ServedAnswer> => {
    let byLanguage = served.get(widget);
    if (!byLanguage) served.set(widget, (byLanguage = new Map()));
    const known = byLanguage.get(language);
    if (known) return known;
    const answer = serve(widget, language);
    byLanguage.set(language, answer);
    answer.catch(() => byLanguage.delete(language));
    return answer;
  };
}

/**
 * The configuration a browser gets for a widget, in a language: the widget without its secrets, and what the loader
 * draws the launcher with. The API's answer, and the data block of a widget frame the server draws (routes/pages.ts).
 */
export function widgetConfigAnswer(widget: WidgetConfig, language: string): ServedWidgetConfig {
  // The launcher is drawn before any of the app (and its locale files) has loaded: its name comes with the config.
  const { properties: theme } = widgetTheme(widget);
  const launcherColors = { fill: theme['--cv-primary'], text: theme['--cv-on-primary'], hover: theme['--cv-secondary'] };
  const styled = { ...widget, launcher_colors: launcherColors };
  return {
    ...publicWidget(widget),
    launcher_label: interfaceText(language, 'widget.feedback'),
    launcher_colors: launcherColors,
    // The loader's CSS, made here so the loader stays small (issue #21); the host page's direction picks one.
    launcher_css: { ltr: widgetCss(styled, false), rtl: widgetCss(styled, true) },
    launcher_text: launcherText(widget, language),
  };
}

function serve(widget: WidgetConfig, language: string): Promise<ServedAnswer> {
  const body = JSON.stringify(widgetConfigAnswer(widget, language));
  const lifetime = `max-age=${FRESH_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`;
  // A widget limited to some domains answers 403 to others: a shared cache must not hand its answer to another
  // site, so only the visitor's browser keeps it (browsers key their cache by the top-level site). A token in
  // secure mode stays out of shared caches too. Every answer varies by Origin: the CORS header names the origin.
  const shared = !widget.secure_mode && !widget.enabled_domains?.length;
  return servedAnswer(body, { contentType: 'application/json; charset=utf-8', cacheControl: `${shared ? 'public' : 'private'}, ${lifetime}`, varyAlso: 'Origin' });
}
