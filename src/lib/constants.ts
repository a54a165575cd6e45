// SPEC 9: the business constants and limits, in one module so that changing a limit is a one-line edit
// and nothing else in the code base spells a magic number of its own.

/** SPEC 3.9 / 9: "Default language for the flow: tr; store default language code: en; widget default language EN". */
export const DEFAULT_LANGUAGE = { flow: 'tr', store: 'en', widget: 'EN' } as const;

/** SPEC 9: widget defaults, frame geometry and the loader's polling intervals. */
export const WIDGET_DEFAULTS = {
  size: 60,
  margin: 20,
  primaryColor: '#20B8F7',
  secondaryColor: '#20B8F7',
  fontColor: '#FFFFFF',
  radius: 0,
  frameWidthPx: 355,
  /** Used when width_type is "rate" (SPEC 3.1: rate means percentage). */
  frameWidthRatePercent: 30,
  initialHeight: 450,
  /** Upper bound only: the frame's maximum is min(600, window height minus reserved space). */
  maxHeight: 600,
  minContentHeight: 250,
  framePollMs: 50,
  buttonPollMs: 500,
} as const;

/** SPEC 9: delays, all in milliseconds. */
export const DELAYS = {
  nextStateMs: 250,
  scrollToNextQuestionMs: 100,
  postChatFeedbackMs: 2000,
  /** 0 instead with is_internal_feedback=true or a final state that is not a thank-you state (SPEC 4.4). */
  thankYouEventMs: 3000,
  languagePickerAnimationMs: 250,
  operatingHoursCheckMs: 60_000,
} as const;

/** SPEC 4.6 / 9: exit intent needs the pointer within this distance of the top and at least this far from the right. */
export const EXIT_INTENT_THRESHOLD_PX = 50;

/** SPEC 5 / 9: auto-linked text longer than this is shortened. */
export const LINK_TRUNCATE_LENGTH = 25;

/** SPEC 3.7 / 9: chat rating choices, shown as frown, neutral and smile faces. */
export const CHAT_RATINGS = [0, 50, 100] as const;

/** SPEC 4.6 / 5 / 9: "Widget code PSN- plus 7 characters". */
export const WIDGET_CODE_PREFIX = 'PSN-';
export const WIDGET_CODE_LENGTH = 11;

/** SPEC 7 / 9: the `kind` sent with send_verification_token. */
export const VERIFICATION_KIND = 'sms';

/** SPEC 2.2 / 9: option lists longer than this are not displayed (a message says so). */
export const MAX_DISPLAYED_OPTIONS = 10;

/** SPEC 5 / 9: decimals shown by the file-size formatter. */
export const SIZE_FORMAT_PRECISION = 2;

/** SPEC 9: the loader spinner's default size; its border is a tenth of it. */
export const LOADER_SPINNER = { sizePx: 50, borderRatio: 0.1 } as const;

/** SPEC 9: "powered by" badge width, wider on the thank-you image. */
export const BADGE_WIDTH = { defaultPx: 120, thankYouPx: 200 } as const;

/** SPEC 7 / 9: the feedback request queue holds one running request and keeps only the latest waiting one. */
export const SUBMIT_QUEUE = { running: 1, waiting: 1 } as const;

/** SPEC 9: only the last 40 dispatched actions are kept for diagnostics. */
export const DIAGNOSTIC_ACTIONS_KEPT = 40;

/** SPEC 9: realtime socket client defaults (names follow the socket.io client options). */
export const REALTIME_DEFAULTS = {
  timeout: 20000,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
} as const;

/** SPEC 7 / 9: lazy script chunks give up after 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** SPEC 9: error reporting and tracing. */
export const ERROR_REPORTING = {
  tracesSampleRate: 0.1,
  idleTimeoutMs: 1000,
  finalTimeoutMs: 30000,
  childSpanTimeoutMs: 15000,
  previousTraceLinkMs: 3_600_000,
} as const;

/** SPEC 9: web-vital thresholds as [good, poor]; ms except CLS, which is unitless. */
export const WEB_VITAL_THRESHOLDS = {
  LCP: [2500, 4000],
  FCP: [1800, 3000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  FID: [100, 300],
  TTFB: [800, 1800],
} as const;

/** SPEC 2.2 / 9: the fixed date-format placeholder. */
export const DATE_FORMAT_PLACEHOLDER = 'DD/MM/YYYY';

/** SPEC 4.4 / 5: "maxdiff needs at least 2" answers. */
export const MIN_MAXDIFF_ANSWERS = 2;

/** SPEC 4.4 "Status 400 with code 13045": the server's code for a repeated feedback from one device. */
export const ERROR_CODE_REPEAT_FEEDBACK = 13045;
