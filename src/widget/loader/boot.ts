import { isValidWidgetCode } from '../../lib/widget-code';
import { cacheMinute } from '../../lib/cache-minute';
import type { CanvassApi, CanvassSettings, ServedWidgetConfig } from './settings';
import { publish, widgetLoaded } from './stub';
import { createWidget } from './widget';

// SPEC 8 "Widget: Something went wrong while loading the widget". The console only: the page shows nothing.
const LOAD_ERROR = 'Canvass: Something went wrong while loading the widget';

/**
 * Starts the widget of a snippet's script tag: checks the code (SPEC 5), fetches the configuration (SPEC 7) from
 * the origin the loader came from, and draws the widget, exposed as window.Canvass (stub.ts: the snippet's queued
 * calls replayed, `Canvass.ready` settled). Returns null when nothing shows: a bad code, "Domain Not Allowed"
 * (SPEC 8), any other load failure, or a widget already on the page; window.Canvass then does nothing.
 */
export async function boot(script: HTMLScriptElement | null, settings: CanvassSettings = window.CanvassSettings ?? {}): Promise<CanvassApi | null> {
  const widget = await load(script, settings);
  if (!widget) publish(null);
  return widget;
}

async function load(script: HTMLScriptElement | null, settings: CanvassSettings): Promise<CanvassApi | null> {
  const code = script?.dataset.canvassCode;
  if (!script || !isValidWidgetCode(code)) {
    console.warn('Canvass: data-canvass-code must be PSN-XXXXXXX');
    return null;
  }
  const origin = new URL(script.src, location.href).origin;
  const query = new URLSearchParams({ t: cacheMinute(Date.now()) });
  const { external_id: externalId, user_id: userId } = settings.customer ?? {};
  if (externalId) query.set('external_id', String(externalId));
  if (userId) query.set('user_id', String(userId));
  if (settings.securityToken) query.set('security_token', settings.securityToken);
  if (settings.language) query.set('lang', settings.language);
  try {
    const response = await fetch(`${origin}/v1/web_widgets/code/${encodeURIComponent(code)}?${query}`);
    if (!response.ok) {
      const { error } = (await response.json().catch(() => ({}))) as { error?: string };
      if (error === 'domain_not_allowed') console.error('Canvass: Domain Not Allowed');
      else console.warn(LOAD_ERROR, error ?? response.status);
      return null;
    }
    const config = (await response.json()) as ServedWidgetConfig;
    // Pasted twice (a template and a tag manager, say): the first widget serves the page.
    // Published at once: a second snippet whose configuration arrives next must find this one.
    if (widgetLoaded()) return null;
    publish(createWidget(code, origin, config, settings));
    return window.Canvass!;
  } catch (error) {
    console.warn(LOAD_ERROR, error);
    return null;
  }
}
