import { encodeCustomAttributes } from '../../lib/base64-attributes';
import type { HostMessageType } from '../protocol';
import { watchAutoOpen } from './auto-open';
import { listenToFrame, postToFrame } from './frame-channel';
import { hostEvents } from './host-events';
import { widgetMemory, type WidgetMemory } from './memory';
import type { CanvassApi, CanvassSettings, ServedWidgetConfig } from './settings';
import { onUrlChange } from './url-changes';
import { drawWidget } from './view';
import { displayOnceAllows, widgetVisible } from './visibility';

/**
 * One widget on the host page (SPEC 4.6): draws it, keeps it visible or hidden as the configuration, the page
 * address and the periods say, opens and closes it, talks to its frame and tells the host page what happened.
 */
export function createWidget(code: string, origin: string, config: ServedWidgetConfig, settings: CanvassSettings): CanvassApi {
  const memory = widgetMemory(code);
  const events = hostEvents(config);
  const language = settings.language ?? config.default_language_code ?? 'en';
  const view = drawWidget(config, { code, origin, language, rtl: document.documentElement.dir === 'rtl' });
  const lifetime = new AbortController();
  const { signal } = lifetime;
  let customer = { ...settings.customer };
  let attributes = { ...settings.customAttributes };
  let opened = false;
  let visible = false;
  let hiddenByPage = false;
  let frameReady = false;
  let visiting = false;
  let initPending = false;
  let visit: Promise<unknown> = Promise.resolve();
  let savedOverflow = '';
  let focusBefore: Element | null = null;

  // Only a frame that said CV_READY hears anything: before that its window holds about:blank, whose origin is not
  // Canvass's, and the browser drops the message with a console error on the host page (issue #16 item 5).
  const post = (type: HostMessageType, data?: Record<string, unknown>) => frameReady && postToFrame(view.frameWindow(), origin, type, data);
  const allowed = () => !hiddenByPage && widgetVisible({ config, memory: memory.read(), url: location.href, userAgent: navigator.userAgent, now: Date.now() });

  function sendInit() {
    initPending = false;
    post('CV_INIT', {
      hostUrl: location.href,
      customer,
      customAttributes: Object.keys(attributes).length ? encodeCustomAttributes(attributes) : undefined,
      language: settings.language,
      securityToken: settings.securityToken,
      kept: memory.read().kept,
    });
  }

  // A frame that already started its flow restarts it on a new CV_INIT, so changes wait until the widget is closed.
  const contextChanged = () => frameReady && (opened ? (initPending = true) : sendInit());

  /** SPEC 4.6 / 7: a customer visit gives the visitor a customer id; later openings reuse it. */
  function recordVisit() {
    if (customer.id || visiting) return;
    visiting = true;
    const { id: _unknown, ...known } = customer;
    // The widget's code and token let the server check the visit as it checks the configuration (SECURITY.md);
    // customer.identity_hash, when the host page gives it, lets the visit change the stored customer.
    const query = new URLSearchParams({ code, ...(settings.securityToken ? { security_token: settings.securityToken } : {}) });
    visit = fetch(`${origin}/v2/web_widgets/${encodeURIComponent(config.node_id)}/customers/visit?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ node_id: config.node_id, ...known }),
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: { id?: string } | null) => {
        if (answer?.id) customer = { ...customer, id: answer.id };
      })
      .catch(() => undefined)
      .finally(() => (visiting = false));
  }

  /**
   * SPEC 4.6 opening. Display once limits the widget opening by itself (interval, exit intent, Canvass.open()):
   * inside the period only PSN_WIDGET_DISPLAYED_BEFORE is posted. A visitor's click on the launcher always opens.
   */
  function open(byVisitor = false) {
    if (opened || !allowed()) return;
    const state = memory.read();
    const now = Date.now();
    const newPeriod = displayOnceAllows({ config, memory: state, now });
    if (!byVisitor && !newPeriod) return events.emit('PSN_WIDGET_DISPLAYED_BEFORE');
    opened = true;
    memory.change({ displayedBefore: true, firstNow: newPeriod ? now : state.firstNow });
    focusBefore = document.activeElement;
    if (config.modal_mode) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    view.setOpen(true);
    recordVisit();
    events.emit('PSN_WIDGET_OPENED');
    post('CV_OPENED');
  }

  function close() {
    if (!opened) return;
    opened = false;
    // Focus in the frame or the launcher shows as the widget's host element; a click on the overlay leaves the body.
    const focusInside = ([view.host, document.body, null] as (Element | null)[]).includes(document.activeElement);
    view.setOpen(false);
    if (config.modal_mode) document.body.style.overflow = savedOverflow;
    events.emit('PSN_WIDGET_CLOSED');
    post('CV_CLOSED');
    if (initPending) sendInit();
    update();
    // Focus returns to the launcher, or where it was before opening when the launcher is hidden.
    if (focusInside) (view.launcher.hidden ? (focusBefore as HTMLElement | null) : view.launcher)?.focus?.();
  }

  /** Re-applies visibility; a widget that stops being visible closes and posts PSN_WIDGET_HID (SPEC 4.6). */
  function update() {
    const was = visible;
    visible = allowed();
    if (was && !visible) {
      close();
      events.emit('PSN_WIDGET_HID');
    }
    view.launcher.hidden = !visible || config.hide_widget === true;
  }

  listenToFrame(origin, view.frameWindow, ({ type, ...data }) => {
    if (type === 'CV_READY') {
      frameReady = true;
      void visit.then(sendInit);
    } else if (type === 'CV_RESIZE') view.setHeight(Number(data.height));
    else if (type === 'CV_CLOSE') close();
    // The frame may not store: the host page keeps its entries (issue #16).
    else if (type === 'CV_KEEP') memory.change({ kept: data.kept as WidgetMemory['kept'], unsent: !!data.unsent });
    // The flow's events are relayed; the PSN_WIDGET_* ones are the loader's own, so the frame cannot fake them.
    else if (type.startsWith('PSN_') && !type.startsWith('PSN_WIDGET_')) {
      if (type === 'PSN_FEEDBACK_SUBMITTED') memory.change({ lastFeedbackAt: Date.now() });
      events.emit(type, data);
    }
  }, signal);

  view.launcher.addEventListener('click', () => (opened ? close() : open(true)));
  view.overlay.addEventListener('click', close);
  // Escape inside the frame arrives as CV_CLOSE (a cross-origin frame's keys never reach the page).
  view.root.addEventListener('keydown', (event) => (event as KeyboardEvent).key === 'Escape' && close());
  addEventListener('resize', () => view.setHeight(), { signal });
  onUrlChange(update, signal);
  watchAutoOpen(config, () => open(), signal);
  update();
  // A feedback the last frame could not send: a hidden frame sends it now, not at the next opening.
  if (memory.read().unsent) view.load();

  return {
    open: () => open(),
    close,
    show() {
      hiddenByPage = false;
      update();
    },
    hide() {
      hiddenByPage = true;
      update();
    },
    setCustomer(next) {
      customer = { ...next };
      contextChanged();
    },
    setCustomAttributes(next) {
      attributes = { ...next };
      contextChanged();
    },
    on: events.on,
    destroy() {
      close();
      lifetime.abort();
      view.host.remove();
    },
  };
}
