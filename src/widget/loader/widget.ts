/**
 * The widget on the host page (loaded by loader.ts; README "Embedding the widget").
 *
 *   <script>window.CanvassSettings = { customer: { external_id: 'u-42' }, customAttributes: { plan: 'pro' }, language: 'tr' };</script>
 *   <script async src="https://feedback.example.com/loader.js" data-canvass-code="PSN-DEMO001"></script>
 *
 * Plain TypeScript, no framework, no dependencies: it fetches the widget configuration, decides visibility
 * (SPEC 4.6), draws the launcher in a shadow root and opens the widget frame (/widget) on demand.
 */
import type { WidgetConfig } from '../../types/schemas';
import { isValidWidgetCode } from '../../lib/widget-code';
import { isExitIntent } from '../../lib/exit-intent';
import { encodeCustomAttributes, type CustomAttributes } from '../../lib/base64-attributes';
import { WIDGET_DEFAULTS } from '../../lib/constants';
import { FRAME_MESSAGES, HOST_EVENTS, readMessage } from '../protocol';
import { launcherCss } from './launcher-styles';
import { periodsExpired, widgetVisible, type WidgetMemory } from './visibility';

interface Settings {
  customer?: { id?: string; external_id?: string; user_id?: string; [attribute: string]: unknown };
  customAttributes?: CustomAttributes;
  language?: string;
  securityToken?: string;
}

type Listener = (event: { type: string } & Record<string, unknown>) => void;

declare global {
  interface Window {
    CanvassSettings?: Settings;
    Canvass?: ReturnType<typeof createWidget>;
  }
}

const ICON = '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"/></svg>';

function memoryStore(code: string) {
  const key = `canvass:${code}`;
  let fallback: WidgetMemory = {};
  return {
    read(): WidgetMemory {
      try {
        return JSON.parse(localStorage.getItem(key) ?? '{}') as WidgetMemory;
      } catch {
        return fallback;
      }
    },
    write(memory: WidgetMemory) {
      fallback = memory;
      try {
        localStorage.setItem(key, JSON.stringify(memory));
      } catch {
        // Storage unavailable: the in-memory copy serves this page.
      }
    },
  };
}

const text = (localised: Record<string, string> | null | undefined, language: string) =>
  localised ? (localised[language] ?? localised[language.split('-')[0]!] ?? localised.en ?? Object.values(localised)[0] ?? '') : '';

export function createWidget(code: string, origin: string, config: WidgetConfig, settings: Settings, now: () => number = Date.now) {
  const memory = memoryStore(code);
  const listeners = new Map<string, Set<Listener>>();
  const language = (settings.language ?? config.default_language_code ?? 'en').toLowerCase();
  const rtl = document.documentElement.dir === 'rtl';
  let customer = settings.customer ?? {};
  let attributes = settings.customAttributes ?? {};
  let opened = false;
  let hidden = false;
  let frame: HTMLIFrameElement | null = null;
  let savedOverflow = '';

  const host = document.createElement('div');
  host.setAttribute('data-canvass-widget', code);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<style>${launcherCss(config, rtl)}</style>`;
  const overlay = root.appendChild(document.createElement('div'));
  overlay.className = 'o';
  const container = root.appendChild(document.createElement('div'));
  container.className = `f${config.modal_mode ? ' modal' : ''}`;
  container.id = 'canvass-frame';
  const launcher = root.appendChild(document.createElement('button'));
  launcher.type = 'button';
  launcher.setAttribute('aria-controls', 'canvass-frame');
  launcher.setAttribute('aria-expanded', 'false');
  const label = config.modal_mode ? text(config.modal_toggle_text, language) || 'Feedback' : text(config.popover_text, language);
  launcher.className = config.modal_mode ? 'l tab' : 'l';
  if (config.modal_mode || label) launcher.textContent = label;
  else {
    launcher.innerHTML = ICON;
    launcher.setAttribute('aria-label', 'Feedback');
  }
  document.body.appendChild(host);

  const channel = () => ((config.enabled_domains ?? []).length > 0 && config.web_channel ? { channel_id: config.web_channel.id, channel_name: config.web_channel.name } : {});
  function emit(type: string, data: Record<string, unknown> = {}) {
    const event = { type, ...data, ...channel() };
    for (const listener of [...(listeners.get(type) ?? []), ...(listeners.get('*') ?? [])]) listener(event);
    window.dispatchEvent(new CustomEvent('canvass:event', { detail: event }));
  }
  const post = (type: string, data: Record<string, unknown> = {}) => frame?.contentWindow?.postMessage(JSON.stringify({ type, ...data }), origin);
  const visibleNow = () => widgetVisible({ config, memory: memory.read(), url: location.href, userAgent: navigator.userAgent, now: now() });
  const fullPage = () => config.full_page_on_mobile === true && innerWidth < 480;

  function ensureFrame() {
    if (frame) return frame;
    frame = document.createElement('iframe');
    frame.title = 'Feedback';
    frame.src = `${origin}/widget?code=${encodeURIComponent(code)}&host_origin=${encodeURIComponent(location.origin)}`;
    frame.allow = 'clipboard-write';
    container.appendChild(frame);
    return frame;
  }

  function open(automatic = false) {
    if (opened) return;
    const state = memory.read();
    // SPEC 4.6 display once: an automatic or scripted opening happens only if never displayed or the delay expired.
    if (automatic && !periodsExpired({ config, memory: state, now: now() })) {
      emit('PSN_WIDGET_DISPLAYED_BEFORE');
      return;
    }
    ensureFrame();
    opened = true;
    container.classList.add('open');
    container.classList.toggle('full', fullPage());
    launcher.setAttribute('aria-expanded', 'true');
    if (config.modal_mode) {
      overlay.classList.add('open');
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    memory.write({ ...state, displayedBefore: true, firstNow: state.firstNow ?? now() });
    if (!customer.id) recordVisit();
    emit('PSN_WIDGET_OPENED');
    post('CV_OPENED');
    frame!.focus();
  }

  function close() {
    if (!opened) return;
    opened = false;
    container.classList.remove('open');
    overlay.classList.remove('open');
    launcher.setAttribute('aria-expanded', 'false');
    if (config.modal_mode) document.body.style.overflow = savedOverflow;
    emit('PSN_WIDGET_CLOSED');
    post('CV_CLOSED');
    if (!launcher.hidden) launcher.focus();
    update();
  }

  function recordVisit() {
    const { id: _id, ...attributesOfCustomer } = customer;
    void fetch(`${origin}/v2/web_widgets/${encodeURIComponent(config.node_id)}/customers/visit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ node_id: config.node_id, ...attributesOfCustomer }),
    })
      .then((r) => (r.ok ? r.json() : null))
      .then((answer: { id?: string } | null) => {
        if (answer?.id) customer = { ...customer, id: answer.id };
      })
      .catch(() => undefined);
  }

  /** Re-applies visibility (configuration, URL, periods); hiding by configuration closes and posts PSN_WIDGET_HID. */
  function update() {
    const visible = visibleNow() && !hidden;
    if (!visible && opened) {
      close();
      emit('PSN_WIDGET_HID');
    }
    launcher.hidden = !visible || config.hide_widget === true;
  }

  launcher.addEventListener('click', () => (opened ? close() : open()));
  overlay.addEventListener('click', close);
  root.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape') close();
  });

  window.addEventListener('message', (event) => {
    if (!frame || event.source !== frame.contentWindow || event.origin !== origin) return;
    const message = readMessage(event.data, [...FRAME_MESSAGES, ...HOST_EVENTS]);
    if (!message) return;
    if (message.type === 'CV_READY') {
      post('CV_INIT', {
        hostUrl: location.href,
        customer,
        customAttributes: Object.keys(attributes).length > 0 ? encodeCustomAttributes(attributes) : undefined,
        language: settings.language,
        securityToken: settings.securityToken,
      });
    } else if (message.type === 'CV_RESIZE' && typeof message.height === 'number') {
      const max = Math.min(WIDGET_DEFAULTS.maxHeight, innerHeight - 3 * (config.margin ?? WIDGET_DEFAULTS.margin) - (config.size ?? WIDGET_DEFAULTS.size));
      container.style.height = `${Math.max(WIDGET_DEFAULTS.minContentHeight, Math.min(max, message.height))}px`;
    } else if (message.type === 'CV_CLOSE') {
      close();
    } else if ((HOST_EVENTS as readonly string[]).includes(message.type)) {
      if (message.type === 'PSN_FEEDBACK_SUBMITTED') memory.write({ ...memory.read(), lastFeedbackAt: now() });
      const { type, ...data } = message;
      emit(type, data);
    }
  });

  // Single-page apps change the address without a load: re-check enabled_urls on every change (issue #5).
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      update();
    };
  }
  window.addEventListener('popstate', update);
  window.addEventListener('hashchange', update);

  // SPEC 4.6 auto-open after display_interval seconds; exit intent when display_on_exit.
  if (config.display_interval) {
    setTimeout(() => {
      if (!opened && visibleNow() && !hidden) open(true);
    }, config.display_interval * 1000);
  }
  if (config.display_on_exit) {
    document.addEventListener('mouseout', (event) => {
      if (event.relatedTarget || opened || !visibleNow() || hidden) return;
      if (isExitIntent({ clientX: event.clientX, clientY: event.clientY, viewportWidth: innerWidth, leftThroughTop: event.clientY <= 0, targetTagName: (event.target as Element | null)?.tagName })) open(true);
    });
  }
  update();

  return {
    open: () => open(true),
    close,
    show() {
      hidden = false;
      update();
    },
    hide() {
      hidden = true;
      update();
    },
    setCustomer(next: Settings['customer']) {
      customer = { ...next };
    },
    setCustomAttributes(next: CustomAttributes) {
      attributes = { ...next };
    },
    on(type: string, listener: Listener): () => void {
      const set = listeners.get(type) ?? new Set();
      set.add(listener);
      listeners.set(type, set);
      return () => set.delete(listener);
    },
    /** For tests and debugging: the shadow root. */
    root,
  };
}

/** Finds its own script tag, checks the code, fetches the configuration and starts the widget. */
export async function boot(script: HTMLScriptElement | null = (document.currentScript as HTMLScriptElement | null) ?? document.querySelector('script[data-canvass-code]')): Promise<ReturnType<typeof createWidget> | null> {
  const code = script?.dataset.canvassCode;
  if (!script || !isValidWidgetCode(code)) {
    console.warn('Canvass: the widget code must be PSN- followed by 7 characters; nothing is shown.');
    return null;
  }
  const origin = new URL(script.src, location.href).origin;
  const settings = window.CanvassSettings ?? {};
  const query = new URLSearchParams({ t: String(Date.now()) });
  if (settings.customer?.external_id) query.set('external_id', String(settings.customer.external_id));
  if (settings.customer?.user_id) query.set('user_id', String(settings.customer.user_id));
  if (settings.securityToken) query.set('security_token', settings.securityToken);
  let response: Response;
  try {
    response = await fetch(`${origin}/v1/web_widgets/code/${encodeURIComponent(code)}?${query}`);
  } catch {
    console.warn('Canvass: Something went wrong while loading the widget. Please try again later.');
    return null;
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    if (body.error === 'domain_not_allowed') console.error('Canvass: Domain Not Allowed');
    else console.warn('Canvass: Something went wrong while loading the widget. Please try again later.');
    return null;
  }
  const widget = createWidget(code, origin, (await response.json()) as WidgetConfig, settings);
  window.Canvass = widget;
  return widget;
}
