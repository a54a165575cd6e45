import { describe, it, expect } from 'vitest';
import {
  BADGE_WIDTH, CHAT_RATINGS, CHUNK_LOAD_TIMEOUT_MS, DATE_FORMAT_PLACEHOLDER, DEFAULT_LANGUAGE, DELAYS,
  DIAGNOSTIC_ACTIONS_KEPT, ERROR_REPORTING, EXIT_INTENT_THRESHOLD_PX, LINK_TRUNCATE_LENGTH, LOADER_SPINNER,
  ERROR_CODE_REPEAT_FEEDBACK, MAX_DISPLAYED_OPTIONS, MIN_MAXDIFF_ANSWERS, REALTIME_DEFAULTS, SIZE_FORMAT_PRECISION, SUBMIT_QUEUE,
  VERIFICATION_KIND, WEB_VITAL_THRESHOLDS, WIDGET_CODE_LENGTH, WIDGET_CODE_PREFIX, WIDGET_DEFAULTS,
} from './constants';

// Each test quotes the SPEC 9 line it pins, so a typo in a table of look-alike numbers fails loudly.
describe('SPEC 9 business constants', () => {
  it('uses tr for flows, en for the store and EN for the widget', () => {
    // SPEC 9: "Default language for the flow: tr; store default language code: en; widget default language EN."
    expect(DEFAULT_LANGUAGE).toEqual({ flow: 'tr', store: 'en', widget: 'EN' });
  });

  it('gives the widget its default look', () => {
    // SPEC 9: "Widget defaults: size 60, margin 20, primary and secondary colours #20B8F7, font colour #FFFFFF, radius 0."
    expect(WIDGET_DEFAULTS).toMatchObject({
      size: 60, margin: 20, primaryColor: '#20B8F7', secondaryColor: '#20B8F7', fontColor: '#FFFFFF', radius: 0,
    });
  });

  it('sizes and polls the widget frame', () => {
    // SPEC 9: "Frame width 355 px by default, or 30 percent for the rate type. Initial height 450; maximum height
    // min(600, window height minus reserved space); minimum content height 250. Frame size polled every 50 ms;
    // button height every 500 ms."
    expect(WIDGET_DEFAULTS).toMatchObject({
      frameWidthPx: 355, frameWidthRatePercent: 30, initialHeight: 450, maxHeight: 600, minContentHeight: 250,
      framePollMs: 50, buttonPollMs: 500,
    });
  });

  it('waits the documented delays', () => {
    // SPEC 9: "Delays: next state 250 ms; scroll to next question 100 ms; post-chat-feedback 2000 ms; thank-you
    // event 3000 ms ...; language picker animation 250 ms; operating-hours check 60 s."
    expect(DELAYS).toEqual({
      nextStateMs: 250, scrollToNextQuestionMs: 100, postChatFeedbackMs: 2000, thankYouEventMs: 3000,
      languagePickerAnimationMs: 250, operatingHoursCheckMs: 60_000,
    });
  });

  it('uses 50 px for exit intent and 25 characters for links', () => {
    // SPEC 9: "Exit intent thresholds 50 px. Link truncation 25 characters."
    expect(EXIT_INTENT_THRESHOLD_PX).toBe(50);
    expect(LINK_TRUNCATE_LENGTH).toBe(25);
  });

  it('rates chats 0, 50 or 100 and verifies phones by sms', () => {
    // SPEC 9: "Ratings 0, 50, 100. ... Verification kind sms. Option lists over 10 are not displayed."
    expect(CHAT_RATINGS).toEqual([0, 50, 100]);
    expect(VERIFICATION_KIND).toBe('sms');
    expect(MAX_DISPLAYED_OPTIONS).toBe(10);
  });

  it('makes a widget code PSN- plus 7 characters', () => {
    // SPEC 9: "Widget code PSN- plus 7 characters."
    expect(WIDGET_CODE_PREFIX).toBe('PSN-');
    expect(WIDGET_CODE_LENGTH - WIDGET_CODE_PREFIX.length).toBe(7);
  });

  it('formats sizes with 2 decimals and sizes the spinner and badge', () => {
    // SPEC 9: "Size formatter precision 2. Loader spinner default 50 px, border a tenth of the size. Badge width
    // 120 px, or 200 px on the thank-you image."
    expect(SIZE_FORMAT_PRECISION).toBe(2);
    expect(LOADER_SPINNER).toEqual({ sizePx: 50, borderRatio: 0.1 });
    expect(BADGE_WIDTH).toEqual({ defaultPx: 120, thankYouPx: 200 });
  });

  it('keeps one running and one waiting request, and the last 40 actions', () => {
    // SPEC 9: "Pending request queue keeps one current and one next request. Only the last 40 dispatched actions
    // are kept for diagnostics."
    expect(SUBMIT_QUEUE).toEqual({ running: 1, waiting: 1 });
    expect(DIAGNOSTIC_ACTIONS_KEPT).toBe(40);
  });

  it('reconnects the realtime socket without limit', () => {
    // SPEC 9: "Realtime defaults: connection timeout 20000 ms, reconnection delay 1000 to 5000 ms, randomization
    // 0.5, unlimited attempts."
    expect(REALTIME_DEFAULTS).toEqual({
      timeout: 20000, reconnectionDelay: 1000, reconnectionDelayMax: 5000, randomizationFactor: 0.5,
      reconnectionAttempts: Infinity,
    });
  });

  it('times out chunks and monitoring spans as documented', () => {
    // SPEC 9: "trace sample rate 0.1 ... Chunk load time-out 120 s. Monitoring idle time-out 1 s, final 30 s,
    // child-span 15 s. Previous-trace link kept up to 1 hour."
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(ERROR_REPORTING).toEqual({
      tracesSampleRate: 0.1, idleTimeoutMs: 1000, finalTimeoutMs: 30000, childSpanTimeoutMs: 15000,
      previousTraceLinkMs: 60 * 60 * 1000,
    });
  });

  it('grades web vitals good/poor', () => {
    // SPEC 9: "LCP 2500/4000 ms, FCP 1800/3000 ms, CLS 0.1/0.25, INP 200/500 ms, FID 100/300 ms, TTFB 800/1800 ms."
    expect(WEB_VITAL_THRESHOLDS).toEqual({
      LCP: [2500, 4000], FCP: [1800, 3000], CLS: [0.1, 0.25], INP: [200, 500], FID: [100, 300], TTFB: [800, 1800],
    });
  });

  it('shows DD/MM/YYYY as the date placeholder and needs 2 maxdiff answers', () => {
    // SPEC 2.2: "A fixed date-format placeholder is DD/MM/YYYY." SPEC 5: "maxdiff needs at least 2".
    expect(DATE_FORMAT_PLACEHOLDER).toBe('DD/MM/YYYY');
    expect(MIN_MAXDIFF_ANSWERS).toBe(2);
  });

  it('answers a repeated feedback with code 13045', () => {
    // SPEC 4.4: "Status 400 with code 13045: a flag is set".
    expect(ERROR_CODE_REPEAT_FEEDBACK).toBe(13045);
  });
});
