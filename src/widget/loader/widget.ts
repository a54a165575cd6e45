import { encodeCustomAttributes } from '../../lib/base64-attributes';
import type { HostMessageType } from '../protocol';
import { watchAutoOpen } from './auto-open';
import { listenToFrame, postToFrame } from './frame-channel';
import { hostEvents } from './host-events';
import { widgetMemory, type WidgetMemory } from './memory';
import type { CanvassApi, CanvassSettings, ServedWidgetConfig } from './settings';
import { onUrlChange } from './url-changes';
import { drawWidget } from './view';
import { savesData, whenIdle } from './idle';
import { initialWidgetState, transition, type PageFacts, type WidgetEffect, type WidgetEvent } from './widget-machine';

/** An event as the loader sends it: `dispatch` adds the page's facts. */
type EventWithoutPage = WidgetEvent extends infer E ? (E extends { page: PageFacts } ? Omit<E, 'page'> : E) : never;

/** How long a loaded frame has to say CV_READY: its scripts have run by its load event, React mounts right after. */
const FRAME_READY_GRACE_MS = 5000;

/**
 * One widget on the host page (SPEC 4.6): draws it, keeps it visible or hidden as the configuration, the page
 * address and the periods say, opens and closes it, talks to its frame and tells the host page what happened.
 */
export function createWidget(code: string, origin: string, config: ServedWidgetConfig, settings: CanvassSettings): CanvassApi {
  const memory = widgetMemory(code);
  const events = hostEvents(config);
  // A frame that loaded and never said CV_READY in this time failed (an error page): a prepared one is dropped.
  const onFrameLoad = () => setTimeout(() => dispatch({ type: 'frameFailed' }), FRAME_READY_GRACE_MS);
  const view = drawWidget(config, { code, origin, rtl: document.documentElement.dir === 'rtl', onFrameLoad });
  const lifetime = new AbortController();
  const { signal } = lifetime;
  let state = initialWidgetState;
  let customer = { ...settings.customer };
  let attributes = { ...settings.customAttributes };
  let visiting = false;
  let visit: Promise<unknown> = Promise.resolve();
  let savedOverflow = '';
  let focusBefore: Element | null = null;

  const page = (): PageFacts => ({ url: location.href, userAgent: navigator.userAgent, now: Date.now(), memory: memory.read() });

  // Only a frame that said CV_READY hears anything: before that its window holds about:blank, whose origin is not
  // Canvass's, and the browser drops the message with a console error on the host page (issue #16 item 5).
  const post = (type: HostMessageType, data?: Record<string, unknown>) => state.frame === 'ready' && postToFrame(view.frameWindow(), origin, type, data);

  function sendInit() {
    post('CV_INIT', {
      hostUrl: location.href,
      customer,
      customAttributes: Object.keys(attributes).length ? encodeCustomAttributes(attributes) : undefined,
      language: settings.language,
      securityToken: settings.securityToken,
      kept: memory.read().kept,
    });
  }

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

  /** Carries out what the rules decided (widget-machine.ts), in order. */
  function run(effect: WidgetEffect) {
    if (typeof effect === 'object') return memory.change(effect.remember);
    if (effect.startsWith('PSN_')) return events.emit(effect);
    if (effect.startsWith('CV_')) return post(effect as HostMessageType);
    switch (effect) {
      case 'sendInit':
        return sendInit();
      case 'sendInitAfterVisit':
        return void visit.then(sendInit);
      case 'loadFrame':
        // Loaded while closed (prepared at idle, or to send what waits): the frame is seen only from its opening.
        return view.load(!state.opened);
      case 'dropFrame':
        return view.drop();
      case 'showFrame':
        focusBefore = document.activeElement;
        return view.setOpen(true);
      case 'hideFrame':
        return view.setOpen(false);
      case 'lockScroll':
        savedOverflow = document.body.style.overflow;
        return void (document.body.style.overflow = 'hidden');
      case 'unlockScroll':
        return void (document.body.style.overflow = savedOverflow);
      case 'recordVisit':
        return recordVisit();
      case 'showLauncher':
      case 'hideLauncher':
        return void (view.launcher.hidden = effect === 'hideLauncher');
      case 'returnFocus': {
        // Focus in the frame or the launcher shows as the widget's host element; a click on the overlay leaves the body.
        const focusInside = ([view.host, document.body, null] as (Element | null)[]).includes(document.activeElement);
        if (focusInside) (view.launcher.hidden ? (focusBefore as HTMLElement | null) : view.launcher)?.focus?.();
      }
    }
  }

  /** Every event goes with the page's facts at that moment (the events that read none ignore them). */
  function dispatch(event: EventWithoutPage) {
    const [next, effects] = transition(config, state, { page: page(), ...event } as WidgetEvent);
    state = next;
    effects.forEach(run);
    view.host.dataset.frame = state.frame;
  }

  listenToFrame(origin, view.frameWindow, ({ type, ...data }) => {
    if (type === 'CV_READY') dispatch({ type: 'frameReady' });
    else if (type === 'CV_RESIZE') view.setHeight(Number(data.height));
    else if (type === 'CV_CLOSE') dispatch({ type: 'close' });
    // The frame may not store: the host page keeps its entries (issue #16).
    else if (type === 'CV_KEEP') memory.change({ kept: data.kept as WidgetMemory['kept'], unsent: !!data.unsent });
    // The flow's events are relayed; the PSN_WIDGET_* ones are the loader's own, so the frame cannot fake them.
    else if (type.startsWith('PSN_') && !type.startsWith('PSN_WIDGET_')) {
      if (type === 'PSN_FEEDBACK_SUBMITTED') dispatch({ type: 'feedbackSent', now: Date.now() });
      events.emit(type, data);
    }
  }, signal);

  view.launcher.addEventListener('pointerdown', () => dispatch({ type: 'press' }));
  view.launcher.addEventListener('click', () => dispatch({ type: 'toggle' }));
  view.overlay.addEventListener('click', () => dispatch({ type: 'close' }));
  // Escape inside the frame arrives as CV_CLOSE (a cross-origin frame's keys never reach the page).
  view.root.addEventListener('keydown', (event) => (event as KeyboardEvent).key === 'Escape' && dispatch({ type: 'close' }));
  addEventListener('resize', () => view.setHeight(), { signal });
  onUrlChange(() => dispatch({ type: 'check' }), signal);
  watchAutoOpen(config, () => dispatch({ type: 'open', byVisitor: false }), signal);
  dispatch({ type: 'check' });
  // A feedback the last frame could not send: a hidden frame sends it now, not at the next opening.
  if (memory.read().unsent) dispatch({ type: 'unsentWaiting' });
  else whenIdle(() => dispatch({ type: 'idle', prewarm: settings.prewarm !== false && !savesData() }), signal);

  return {
    open: () => dispatch({ type: 'open', byVisitor: false }),
    close: () => dispatch({ type: 'close' }),
    show: () => dispatch({ type: 'show' }),
    hide: () => dispatch({ type: 'hide' }),
    setCustomer(next) {
      customer = { ...next };
      dispatch({ type: 'contextChanged' });
    },
    setCustomAttributes(next) {
      attributes = { ...next };
      dispatch({ type: 'contextChanged' });
    },
    on: events.on,
    destroy() {
      dispatch({ type: 'close' });
      lifetime.abort();
      view.host.remove();
    },
  };
}
