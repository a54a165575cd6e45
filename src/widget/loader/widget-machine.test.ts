import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../types/schemas';
import { initialWidgetState, transition, type PageFacts, type WidgetEffect, type WidgetEvent, type WidgetState } from './widget-machine';

const CONFIG: WidgetConfig = { node_id: 'node-1' } as WidgetConfig;
const page = (facts: Partial<PageFacts> = {}): PageFacts => ({ url: 'https://shop.example/cart', userAgent: 'Desktop', now: 1_000_000, memory: {}, ...facts });

/** Runs events from a state; returns the last state and every effect in order. */
function run(events: WidgetEvent[], { config = CONFIG, from = initialWidgetState }: { config?: WidgetConfig; from?: WidgetState } = {}) {
  let state = from;
  const effects: WidgetEffect[] = [];
  for (const event of events) {
    const [next, done] = transition(config, state, event);
    state = next;
    effects.push(...done);
  }
  return { state, effects };
}

const emitted = (effects: WidgetEffect[]) => effects.filter((effect) => typeof effect === 'string' && effect.startsWith('PSN_'));
const types = (effects: WidgetEffect[]) => effects.map((effect) => (typeof effect === 'string' ? effect : 'remember'));
const launcher = (effects: WidgetEffect[]) => effects.filter((effect) => effect === 'showLauncher' || effect === 'hideLauncher');
const shown = { type: 'check', page: page() } as const;

describe('the widget on the host page as a transition function (SPEC 4.6)', () => {
  it('shows the launcher when visible and hides it when the address leaves enabled_urls, closing an open widget', () => {
    const config = { ...CONFIG, enabled_urls: ['https://shop.example/cart'] } as WidgetConfig;
    const { state, effects } = run([shown, { type: 'open', byVisitor: true, page: page() }, { type: 'check', page: page({ url: 'https://shop.example/pay' }) }], { config });
    expect(state).toMatchObject({ opened: false, visible: false });
    expect(emitted(effects)).toEqual(['PSN_WIDGET_OPENED', 'PSN_WIDGET_CLOSED', 'PSN_WIDGET_HID']);
    expect(launcher(effects)).toEqual(['showLauncher', 'hideLauncher']);
    expect(types(effects).at(-1)).toBe('returnFocus');
  });

  it('hide_widget hides only the launcher: the widget still opens', () => {
    const { state, effects } = run([shown, { type: 'open', byVisitor: false, page: page() }], { config: { ...CONFIG, hide_widget: true } as WidgetConfig });
    expect(effects[0]).toBe('hideLauncher');
    expect(state.opened).toBe(true);
  });

  it('opening remembers the display, loads and shows the frame, records the visit and tells the page', () => {
    const { state, effects } = run([shown, { type: 'open', byVisitor: false, page: page() }]);
    expect(state).toMatchObject({ opened: true, frame: 'loading' });
    expect(effects.slice(1)).toEqual([{ remember: { displayedBefore: true, firstNow: 1_000_000 } }, 'loadFrame', 'showFrame', 'recordVisit', 'PSN_WIDGET_OPENED']);
  });

  it('display once: inside the period the widget does not open by itself, but a click on the launcher opens it', () => {
    const config = { ...CONFIG, display_once: true, display_once_delay_period: 3600 } as WidgetConfig;
    const memory = { displayedBefore: true, firstNow: 1_000_000 - 60_000 };
    const auto = run([shown, { type: 'open', byVisitor: false, page: page({ memory }) }], { config });
    expect(auto.state.opened).toBe(false);
    expect(emitted(auto.effects)).toEqual(['PSN_WIDGET_DISPLAYED_BEFORE']);
    const click = run([shown, { type: 'toggle', page: page({ memory }) }], { config });
    expect(click.state.opened).toBe(true);
    // The period keeps its start: a click inside it does not begin a new one.
    expect(click.effects).toContainEqual({ remember: { displayedBefore: true, firstNow: memory.firstNow } });
    const later = run([shown, { type: 'open', byVisitor: false, page: page({ memory, now: memory.firstNow + 3_600_001 }) }], { config });
    expect(emitted(later.effects)).toEqual(['PSN_WIDGET_OPENED']);
  });

  it('after a feedback the multiple-feedback period hides the widget as it closes', () => {
    const config = { ...CONFIG, prevent_multiple_feedback: true, multiple_feedback_delay_period: 3600 } as WidgetConfig;
    const opened = run([shown, { type: 'open', byVisitor: true, page: page() }], { config });
    const { state, effects } = run([{ type: 'feedbackSent', now: 1_000_500 }, { type: 'close', page: page({ memory: { lastFeedbackAt: 1_000_500 } }) }], { config, from: opened.state });
    expect(effects[0]).toEqual({ remember: { lastFeedbackAt: 1_000_500 } });
    expect(emitted(effects)).toEqual(['PSN_WIDGET_CLOSED', 'PSN_WIDGET_HID']);
    expect(state.visible).toBe(false);
    expect(run([{ type: 'toggle', page: page({ memory: { lastFeedbackAt: 1_000_500 } }) }], { config, from: state }).state.opened).toBe(false);
  });

  it('Canvass.hide() closes and hides until show(); a hidden widget does not open', () => {
    const opened = run([shown, { type: 'open', byVisitor: true, page: page() }]);
    const hidden = run([{ type: 'hide', page: page() }, { type: 'open', byVisitor: false, page: page() }], { from: opened.state });
    expect(hidden.state).toMatchObject({ opened: false, hiddenByPage: true });
    expect(emitted(hidden.effects)).toEqual(['PSN_WIDGET_CLOSED', 'PSN_WIDGET_HID']);
    expect(run([{ type: 'show', page: page() }, { type: 'open', byVisitor: false, page: page() }], { from: hidden.state }).state.opened).toBe(true);
  });

  it('modal mode locks the page scroll while open and restores it on closing', () => {
    const config = { ...CONFIG, modal_mode: true } as WidgetConfig;
    const { effects } = run([shown, { type: 'open', byVisitor: true, page: page() }, { type: 'close', page: page() }], { config });
    expect(effects.filter((effect) => effect === 'lockScroll' || effect === 'unlockScroll')).toEqual(['lockScroll', 'unlockScroll']);
  });
});

describe('talking to the frame', () => {
  it('posts nothing before CV_READY; the first CV_INIT waits for the visit; CV_OPENED and CV_CLOSED reach a ready frame', () => {
    const { state, effects } = run([shown, { type: 'open', byVisitor: true, page: page() }, { type: 'frameReady' }, { type: 'close', page: page() }, { type: 'toggle', page: page() }]);
    expect(effects.filter((effect) => typeof effect === 'string' && /^(CV_|sendInit)/.test(effect))).toEqual(['sendInitAfterVisit', 'CV_CLOSED', 'CV_OPENED']);
    expect(state).toMatchObject({ opened: true, frame: 'ready' });
  });

  it('a changed customer reaches a closed ready frame at once, an open one only after it closes', () => {
    const ready = run([shown, { type: 'idle', prewarm: true }, { type: 'frameReady' }]).state;
    expect(run([{ type: 'contextChanged' }], { from: ready }).effects).toEqual(['sendInit']);
    const { effects } = run([{ type: 'open', byVisitor: true, page: page() }, { type: 'contextChanged' }, { type: 'contextChanged' }], { from: ready });
    expect(types(effects)).not.toContain('sendInit');
    const closing = run([{ type: 'open', byVisitor: true, page: page() }, { type: 'contextChanged' }, { type: 'close', page: page() }], { from: ready });
    expect(closing.effects.filter((effect) => effect === 'sendInit')).toEqual(['sendInit']);
    expect(closing.state.initPending).toBe(false);
  });
});

describe('preparing the frame before the first click (issue #21)', () => {
  it('when idle, a visible widget loads its frame hidden, once, and records no display', () => {
    const { state, effects } = run([shown, { type: 'idle', prewarm: true }, { type: 'idle', prewarm: true }]);
    expect(effects.filter((effect) => effect === 'loadFrame')).toHaveLength(1);
    expect(types(effects)).not.toContain('remember');
    expect(emitted(effects)).toEqual([]);
    // Marked as prepared (loaded hidden), apart from a frame loaded at an opening.
    expect(state).toMatchObject({ opened: false, frame: 'prepared' });
  });

  it('opening a prepared frame shows it and tells it at once (CV_OPENED), without loading again', () => {
    const ready = run([shown, { type: 'idle', prewarm: true }, { type: 'frameReady' }]).state;
    const { effects } = run([{ type: 'toggle', page: page() }], { from: ready });
    expect(types(effects)).not.toContain('loadFrame');
    expect(effects.at(-1)).toBe('CV_OPENED');
  });

  it('never for a widget that may not show here, nor when the visitor saves data or the page opted out', () => {
    const hiddenConfig = { ...CONFIG, is_visible: false } as WidgetConfig;
    expect(types(run([shown, { type: 'idle', prewarm: true }], { config: hiddenConfig }).effects)).not.toContain('loadFrame');
    expect(types(run([shown, { type: 'idle', prewarm: false }]).effects)).not.toContain('loadFrame');
  });

  it('a widget that may show only after the idle moment (a single-page app\'s new address) is prepared then, once', () => {
    const config = { ...CONFIG, enabled_urls: ['/checkout'] } as WidgetConfig;
    const idle = run([shown, { type: 'idle', prewarm: true }], { config });
    expect(types(idle.effects)).not.toContain('loadFrame');
    const moved = run([{ type: 'check', page: page({ url: 'https://shop.example/checkout' }) }, { type: 'check', page: page({ url: 'https://shop.example/checkout/2' }) }], { config, from: idle.state });
    expect(moved.effects.filter((effect) => effect === 'loadFrame')).toHaveLength(1);
    expect(emitted(moved.effects)).toEqual([]);
    const optedOut = run([shown, { type: 'idle', prewarm: false }, { type: 'check', page: page({ url: 'https://shop.example/checkout' }) }], { config });
    expect(types(optedOut.effects)).not.toContain('loadFrame');
  });

  it('a prepared frame that failed is dropped and not prepared again; the opening then loads a new one', () => {
    const failed = run([shown, { type: 'idle', prewarm: true }, { type: 'frameFailed' }, shown]);
    expect(types(failed.effects).filter((effect) => effect === 'loadFrame' || effect === 'dropFrame')).toEqual(['loadFrame', 'dropFrame']);
    expect(failed.state.frame).toBe('none');
    expect(types(run([{ type: 'toggle', page: page() }], { from: failed.state }).effects)).toContain('loadFrame');
    // A frame that answered, or one the visitor is looking at, stays.
    const ready = run([shown, { type: 'idle', prewarm: true }, { type: 'frameReady' }, { type: 'frameFailed' }]);
    expect(types(ready.effects)).not.toContain('dropFrame');
    const open = run([shown, { type: 'open', byVisitor: true, page: page() }, { type: 'frameFailed' }]);
    expect(types(open.effects)).not.toContain('dropFrame');
    // One loaded at an opening and closed before it answered is dropped too: the next opening loads a new one.
    const closed = run([shown, { type: 'open', byVisitor: true, page: page() }, { type: 'close', page: page() }, { type: 'frameFailed' }]);
    expect(types(closed.effects)).toContain('dropFrame');
    expect(types(run([{ type: 'toggle', page: page() }], { from: closed.state }).effects)).toContain('loadFrame');
  });

  it('a feedback left unsent by the last page loads the frame even while the widget is hidden', () => {
    const hiddenConfig = { ...CONFIG, is_visible: false } as WidgetConfig;
    const { state, effects } = run([shown, { type: 'unsentWaiting' }], { config: hiddenConfig });
    expect(types(effects)).toContain('loadFrame');
    expect(state.frame).toBe('prepared');
  });

  // The frame learns that it is shown from CV_OPENED (its web vitals count from then, its heading takes focus), and
  // a frame that is not ready hears nothing: one opened while still loading hidden hears it once it is ready.
  it('a prepared frame opened before it was ready is told CV_OPENED when it is, once; one loaded at the opening is not', () => {
    const opened = run([shown, { type: 'idle', prewarm: true }, { type: 'toggle', page: page() }]);
    expect(types(opened.effects)).not.toContain('CV_OPENED');
    expect(opened.effects.filter((effect) => effect === 'loadFrame')).toHaveLength(1);
    const ready = run([{ type: 'frameReady' }], { from: opened.state });
    expect(ready.effects).toEqual(['sendInitAfterVisit', 'CV_OPENED']);
    expect(ready.state).toMatchObject({ opened: true, frame: 'ready' });
    // Closed again before it was ready: nothing to tell it.
    const closed = run([{ type: 'toggle', page: page() }, { type: 'frameReady' }], { from: opened.state });
    expect(closed.effects.filter((effect) => effect === 'CV_OPENED')).toEqual([]);
    // Loaded by the click itself: it is shown from its first frame and needs no CV_OPENED.
    const cold = run([shown, { type: 'toggle', page: page() }, { type: 'frameReady' }]);
    expect(cold.effects.filter((effect) => effect === 'CV_OPENED')).toEqual([]);
  });

  it('a press on the launcher loads a frame not prepared yet, hidden, whatever idle allowed; the click then shows it', () => {
    const pressed = run([shown, { type: 'idle', prewarm: false }, { type: 'press' }]);
    expect(types(pressed.effects).filter((effect) => effect === 'loadFrame')).toEqual(['loadFrame']);
    expect(types(pressed.effects)).not.toContain('remember');
    expect(emitted(pressed.effects)).toEqual([]);
    expect(pressed.state).toMatchObject({ opened: false, frame: 'prepared' });
    const opened = run([{ type: 'toggle', page: page() }, { type: 'frameReady' }], { from: pressed.state });
    expect(types(opened.effects)).not.toContain('loadFrame');
    expect(opened.effects.filter((effect) => effect === 'CV_OPENED')).toEqual(['CV_OPENED']);
    // Nothing for a widget that may not show, nor for one that has its frame already.
    const hiddenConfig = { ...CONFIG, is_visible: false } as WidgetConfig;
    expect(types(run([shown, { type: 'press' }], { config: hiddenConfig }).effects)).not.toContain('loadFrame');
    expect(run([{ type: 'press' }], { from: opened.state }).effects).toEqual([]);
  });

  it('a prepared frame the visitor opened is kept when it fails: they see what it shows', () => {
    const { effects } = run([shown, { type: 'idle', prewarm: true }, { type: 'toggle', page: page() }, { type: 'frameFailed' }]);
    expect(types(effects)).not.toContain('dropFrame');
  });
});
