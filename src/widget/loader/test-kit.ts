import { vi } from 'vitest';
import { boot } from './boot';
import type { CanvassSettings, HostEvent, ServedWidgetConfig } from './settings';
import { widgetCss } from '../../lib/widget-css';
import { launcherText } from '../../lib/launcher-text';

/** Test helpers for the loader's jsdom tests: a stubbed Canvass server, a snippet, and a stand-in frame window. */

export const CANVASS_ORIGIN = 'https://feedback.example.com';
export const CODE = 'PSN-DEMO001';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The configuration with the widget's CSS and launcher text, as the server adds them (served-widget-config.ts). */
const served = (config: ServedWidgetConfig, language: string): ServedWidgetConfig => ({
  ...config,
  launcher_css: { ltr: widgetCss(config, false), rtl: widgetCss(config, true) },
  launcher_text: launcherText(config, language),
});

/** fetch as the Canvass server answers it: the widget configuration by code, and customer visits. */
export function stubCanvassServer(config: Partial<ServedWidgetConfig> = {}, configAnswer?: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith(`${CANVASS_ORIGIN}/v1/web_widgets/code/`)) return configAnswer ? configAnswer() : json(200, served({ code: CODE, node_id: 'node-1', ...config }, new URL(url).searchParams.get('lang') || config.default_language_code || 'en'));
    if (url.startsWith(`${CANVASS_ORIGIN}/v2/web_widgets/`)) return json(200, { id: 'customer-7', ...(JSON.parse(String(init?.body)) as object) });
    return json(404, { error: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function snippetScript(code = CODE): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = `${CANVASS_ORIGIN}/loader.js`;
  script.dataset.canvassCode = code;
  document.head.appendChild(script);
  return script;
}

/** Hidden from the visitor: the element or one of its ancestors carries `hidden`. */
export const isShown = (element: Element | null): boolean => !!element && !element.closest('[hidden]');

/** Loads the snippet against the stubbed server and returns what the visitor and the site owner see. */
export async function loadWidget(config: Partial<ServedWidgetConfig> = {}, settings: CanvassSettings = {}) {
  const fetchMock = stubCanvassServer(config);
  const widget = await boot(snippetScript(), settings);
  if (!widget) throw new Error('The widget did not load');
  const root = document.querySelector('[data-canvass-widget]')!.shadowRoot!;
  const events: HostEvent[] = [];
  widget.on('*', (event) => events.push(event));
  const launcher = root.querySelector('button')!;
  const frameContainer = root.querySelector<HTMLElement>('.f')!;
  return {
    widget,
    root,
    fetchMock,
    /** Every event the host page's listeners received, in order. */
    events,
    eventTypes: () => events.map((event) => event.type),
    launcher,
    overlay: root.querySelector<HTMLElement>('.o')!,
    frameContainer,
    iframe: () => root.querySelector('iframe'),
    isOpen: () => isShown(frameContainer),
    launcherShown: () => isShown(launcher),
  };
}

type PostedMessage = Record<string, unknown> & { type: string; targetOrigin: string };

/**
 * jsdom gives an iframe inside a shadow root no window, so the widget's iframe borrows one from an iframe in the
 * light DOM. `send` delivers a message as if that window posted it; `posted` records what the loader sends it.
 */
export function standInFrameWindow(iframe: HTMLIFrameElement) {
  const standIn = document.body.appendChild(document.createElement('iframe')).contentWindow!;
  Object.defineProperty(iframe, 'contentWindow', { get: () => standIn });
  const posted = vi.spyOn(standIn, 'postMessage').mockImplementation(() => undefined);
  return {
    window: standIn,
    posted,
    /** The messages the loader posted to the frame, parsed, with the target origin each was posted to. */
    messages: () =>
      (posted.mock.calls as unknown as [string, string][]).map(([data, targetOrigin]) => ({ ...(JSON.parse(data) as object), targetOrigin }) as PostedMessage),
    send(message: unknown, { origin = CANVASS_ORIGIN, source = standIn as MessageEventSource | null } = {}) {
      dispatchEvent(new MessageEvent('message', { data: typeof message === 'string' ? message : JSON.stringify(message), origin, source }));
    },
  };
}

/** Resets the page between tests: the widget, storage, address, timers and stubs. */
export function resetPage() {
  window.Canvass?.destroy();
  delete window.Canvass;
  delete window.CanvassSettings;
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('dir');
  history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
