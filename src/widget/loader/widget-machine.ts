import type { WidgetConfig } from '../../types/schemas';
import type { HostEventType } from '../protocol';
import type { WidgetMemory } from './memory';
import { displayOnceAllows, widgetVisible } from './visibility';

/**
 * The widget's behaviour on the host page (SPEC 4.6) as one pure function, like the engine's: what the loader does
 * is `transition(state, event)` followed by running the effects it returns (widget.ts). Everything the rules read
 * from the page (address, user agent, clock, the browser's memory) arrives inside the event, so the rules are
 * tested without a DOM (widget-machine.test.ts).
 */
export interface WidgetState {
  opened: boolean;
  /** The last visibility verdict: the launcher shows (unless hide_widget) and the widget may open. */
  visible: boolean;
  /** Canvass.hide() was called and show() not since. */
  hiddenByPage: boolean;
  /**
   * none: no iframe yet; loading: created at an opening, not yet CV_READY; prepared: the same, created while closed
   * (`&prepared`: it counts as shown from the CV_OPENED it is told); ready: it said CV_READY and hears messages.
   */
  frame: 'none' | 'loading' | 'prepared' | 'ready';
  /** The customer or attributes changed while open: the frame gets a new CV_INIT once the widget closes. */
  initPending: boolean;
  /** The page was idle and may prepare the frame: a widget that becomes visible later (SPA address) prepares it then. */
  warm: boolean;
}

/** What the rules read from the page at the moment of an event. */
export interface PageFacts {
  url: string;
  userAgent: string;
  now: number;
  memory: WidgetMemory;
}

export type WidgetEvent =
  /** Canvass.open(), the display interval or exit intent; `byVisitor` for a click on the launcher. */
  | { type: 'open'; byVisitor: boolean; page: PageFacts }
  | { type: 'close'; page: PageFacts }
  | { type: 'toggle'; page: PageFacts }
  /** Anything that may change visibility: start, a new page address, show(), hide(). */
  | { type: 'check'; page: PageFacts }
  | { type: 'show'; page: PageFacts }
  | { type: 'hide'; page: PageFacts }
  | { type: 'frameReady' }
  /** The frame's document loaded but never said CV_READY (an error page, a failed script): it is dropped. */
  | { type: 'frameFailed' }
  /** setCustomer / setCustomAttributes. */
  | { type: 'contextChanged' }
  /** The browser is idle after the launcher showed; `prewarm` is false on save-data, 2G or when the page opted out. */
  | { type: 'idle'; prewarm: boolean }
  /** The visitor pressed the launcher (pointerdown): the click that opens comes when the press ends. */
  | { type: 'press' }
  /** The last frame left a feedback it could not send: a hidden frame sends it now, visible or not. */
  | { type: 'unsentWaiting' }
  | { type: 'feedbackSent'; now: number };

/**
 * What the loader must do, in order: a host event to emit (PSN_WIDGET_*), a message to post to a ready frame
 * (CV_OPENED, CV_CLOSED), a command, or `{ remember }` for the browser's memory. Plain strings keep the loader small
 * (issue #21: at most 5 KB gzip).
 */
export type WidgetEffect =
  | HostEventType
  | 'CV_OPENED'
  | 'CV_CLOSED'
  /** CV_INIT with the current context; ...AfterVisit: once a customer visit under way has answered. */
  | 'sendInit'
  | 'sendInitAfterVisit'
  /** Creates the iframe, hidden (a no-op when it exists). */
  | 'loadFrame'
  /** Removes the iframe, so the next opening loads it afresh. */
  | 'dropFrame'
  | 'showFrame'
  | 'hideFrame'
  | 'lockScroll'
  | 'unlockScroll'
  | 'recordVisit'
  | 'showLauncher'
  | 'hideLauncher'
  /** Focus back to the launcher (or where it was) if it was inside the widget. */
  | 'returnFocus'
  | { remember: WidgetMemory };

export const initialWidgetState: WidgetState = { opened: false, visible: false, hiddenByPage: false, frame: 'none', initPending: false, warm: false };

type Result = [WidgetState, WidgetEffect[]];

const allowedOn = (config: WidgetConfig, state: WidgetState, page: PageFacts) =>
  !state.hiddenByPage && widgetVisible({ config, memory: page.memory, url: page.url, userAgent: page.userAgent, now: page.now });

/** The transition function: the next state and what the loader must do, in order. */
export function transition(config: WidgetConfig, state: WidgetState, event: WidgetEvent): Result {
  switch (event.type) {
    case 'open':
      return open(config, state, event.byVisitor, event.page);
    case 'toggle':
      return state.opened ? closeAndCheck(config, state, event.page) : open(config, state, true, event.page);
    case 'close':
      return closeAndCheck(config, state, event.page);
    case 'check':
      return check(config, state, event.page);
    case 'show':
      return check(config, { ...state, hiddenByPage: false }, event.page);
    case 'hide':
      return check(config, { ...state, hiddenByPage: true }, event.page);
    case 'frameReady':
      // The first CV_INIT waits for a visit under way, so the frame starts with the customer id. A frame prepared
      // hidden and opened before it was ready heard no CV_OPENED at the opening (it heard nothing yet): it does now.
      return [{ ...state, frame: 'ready', initPending: false }, state.opened && state.frame === 'prepared' ? ['sendInitAfterVisit', 'CV_OPENED'] : ['sendInitAfterVisit']];
    case 'contextChanged':
      // A frame that already started its flow restarts it on a new CV_INIT, so changes wait until it is closed.
      if (state.frame !== 'ready') return [state, []];
      return state.opened ? [{ ...state, initPending: true }, []] : [state, ['sendInit']];
    case 'idle':
      // Issue #21: the frame is prepared hidden, so a click shows the first question without a network round trip.
      // Never for a widget that may not show here; loading it records no display (only opening does, SPEC 4.6).
      return prewarm({ ...state, warm: event.prewarm });
    case 'press':
      // Issue #21: a tap's press lasts about 100 ms before its click. A frame not prepared yet (the page was not
      // idle, saves data or opted out) starts loading then, hidden, and the click shows it. The opening is under
      // way, so saving data does not hold it back, and it records nothing: the click records the display.
      return prewarm({ ...state, warm: true });
    case 'frameFailed':
      // A closed frame that failed (prepared, or loaded at an opening closed since) is dropped, and a prepared one is
      // not tried again: the click opens cold. An open one stays: the visitor sees what it shows, as on any cold open.
      return (state.frame === 'prepared' || state.frame === 'loading') && !state.opened ? [{ ...state, frame: 'none', warm: false }, ['dropFrame']] : [state, []];
    case 'unsentWaiting':
      // Without a frame the widget is closed (an open one has one): the frame is loaded hidden.
      return state.frame === 'none' ? [{ ...state, frame: 'prepared' }, ['loadFrame']] : [state, []];
    case 'feedbackSent':
      return [state, [{ remember: { lastFeedbackAt: event.now } }]];
  }
}

/** Prepares the frame of a widget that may show here, once the page was idle (issue #21). */
const prewarm = (state: WidgetState): Result =>
  state.warm && state.visible && state.frame === 'none' ? [{ ...state, frame: 'prepared' }, ['loadFrame']] : [state, []];

/**
 * SPEC 4.6 opening. Display once limits the widget opening by itself (interval, exit intent, Canvass.open()):
 * inside the period only PSN_WIDGET_DISPLAYED_BEFORE is posted. A visitor's click on the launcher always opens.
 */
function open(config: WidgetConfig, state: WidgetState, byVisitor: boolean, page: PageFacts): Result {
  if (state.opened || !allowedOn(config, state, page)) return [state, []];
  const newPeriod = displayOnceAllows({ config, memory: page.memory, now: page.now });
  if (!byVisitor && !newPeriod) return [state, ['PSN_WIDGET_DISPLAYED_BEFORE']];
  const effects: WidgetEffect[] = [
    { remember: { displayedBefore: true, firstNow: newPeriod ? page.now : page.memory.firstNow } },
    ...(config.modal_mode ? (['lockScroll'] as const) : []),
    ...(state.frame === 'none' ? (['loadFrame'] as const) : []),
    'showFrame',
    'recordVisit',
    'PSN_WIDGET_OPENED',
  ];
  // A frame that is not ready hears nothing yet: it shows its flow as soon as it has loaded, focused.
  if (state.frame === 'ready') effects.push('CV_OPENED');
  return [{ ...state, opened: true, frame: state.frame === 'none' ? 'loading' : state.frame }, effects];
}

function close(config: WidgetConfig, state: WidgetState): Result {
  if (!state.opened) return [state, []];
  const effects: WidgetEffect[] = [
    'hideFrame',
    ...(config.modal_mode ? (['unlockScroll'] as const) : []),
    'PSN_WIDGET_CLOSED',
  ];
  if (state.frame === 'ready') effects.push('CV_CLOSED');
  if (state.initPending && state.frame === 'ready') effects.push('sendInit');
  return [{ ...state, opened: false, initPending: false }, effects];
}

/** Closing by the visitor or the page: then visibility again (a feedback may start its period), then focus back. */
function closeAndCheck(config: WidgetConfig, state: WidgetState, page: PageFacts): Result {
  if (!state.opened) return [state, []];
  const [closed, closing] = close(config, state);
  const [checked, checking] = check(config, closed, page);
  return [checked, [...closing, ...checking, 'returnFocus']];
}

/** Re-applies visibility; a widget that stops being visible closes and posts PSN_WIDGET_HID (SPEC 4.6). */
function check(config: WidgetConfig, state: WidgetState, page: PageFacts): Result {
  const visible = allowedOn(config, state, page);
  let next: WidgetState = { ...state, visible };
  const effects: WidgetEffect[] = [];
  if (state.visible && !visible) {
    const [closed, closing] = close(config, next);
    next = closed;
    effects.push(...closing, 'PSN_WIDGET_HID');
  }
  effects.push(visible && config.hide_widget !== true ? 'showLauncher' : 'hideLauncher');
  // After the launcher's fate is known: focus goes to it, or back where it was when the launcher is hidden.
  if (state.opened && !next.opened) effects.push('returnFocus');
  // A single-page app moved to an address where the widget may show: prepared now, as it would have been at idle.
  const [warmed, warming] = prewarm(next);
  return [warmed, [...effects, ...warming]];
}
