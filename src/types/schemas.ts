/* Generated from schemas/*.schema.json by `npm run schemas:types`. Do not edit. */

/**
 * A time of day as an HHMM number: 930 is 09:30, 2400 the end of the day.
 *
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "hhmm".
 */
export type Hhmm = number;
/**
 * open: the customer may write and archive. queued: waiting for an agent; input disabled, chat_queue_body shown. closed or archived: input disabled, the rating prompt shown when rating is enabled (SPEC 4.7).
 *
 * This interface was referenced by `ChatDetail`'s JSON-Schema
 * via the `definition` "status".
 */
export type ChatStatus = 'open' | 'queued' | 'closed' | 'archived';
/**
 * The customer's ratings, oldest first. The chat counts as rated when the last one is not older than the last customer message (SPEC 4.7).
 *
 * This interface was referenced by `ChatDetail`'s JSON-Schema
 * via the `definition` "chatRatings".
 */
export type ChatRatings = ChatRating[];
/**
 * An identifier: letters, digits, '-', '_', '.' or ':' (UUIDs qualify).
 *
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "id".
 */
export type Id = string;
/**
 * The whole conversation, oldest first.
 *
 * This interface was referenced by `ChatDetail`'s JSON-Schema
 * via the `definition` "timelineItems".
 */
export type TimelineItems = TimelineItem[];
/**
 * An interface language code such as en, tr, zh-hans or fr-ca (SPEC 3.9); compared case-insensitively.
 *
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "languageCode".
 */
export type LanguageCode = string;
/**
 * An identifier: letters, digits, '-', '_', '.' or ':' (UUIDs qualify).
 */
export type Id1 = string;
/**
 * equals/not_equals/contains/not_contains compare text case-insensitively (numbers numerically); regex and its alias matches are case-insensitive.
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "operator".
 */
export type RuleOperator = 'equals' | 'not_equals' | 'contains' | 'not_contains' | 'regex' | 'matches';

export interface CanvassSchemas {
  chat?: ChatDetail;
  common?: Common;
  feedback?: FeedbackPayload;
  fixture?: Fixture;
  flow?: Flow;
  node?: NodeConfig;
  widget?: WidgetConfig;
}
/**
 * The chat of a feedback as the server answers GET /v1/feedbacks/{id}/chat?token= (SPEC 3.7, 4.7). Texts are already in the feedback's language. Lists are oldest first.
 */
export interface ChatDetail {
  node: ChatNode;
  /**
   * The customer who gave the feedback, as far as known. Null: anonymous.
   */
  creator?: ChatCreator | null;
  /**
   * The feedback's answers, shown above the conversation.
   */
  responses?: ChatResponse[];
  /**
   * When the feedback was created.
   */
  created_at: string;
  status: ChatStatus;
  /**
   * Offer the rating prompt once the chat is closed or archived.
   *
   * This interface was referenced by `ChatDetail`'s JSON-Schema
   * via the `definition` "chatRatingEnabled".
   */
  chat_rating_enabled?: boolean;
  chat_ratings?: ChatRatings;
  chat_rating_setting?: ChatRatingSetting;
  /**
   * Shown in place of the input while status is queued (SPEC 4.7).
   */
  chat_queue_body?: string | null;
  account?: ChatAccount;
  /**
   * Hide the attachment button; the server also refuses attachments (SPEC 5).
   */
  prevent_upload?: boolean;
  timeline_items: TimelineItems;
}
/**
 * What the chat screen needs of the node: header and operating hours (SPEC 3.2 fields of the same names).
 *
 * This interface was referenced by `ChatDetail`'s JSON-Schema
 * via the `definition` "chatNode".
 */
export interface ChatNode {
  name: string;
  logo_url?: string | null;
  /**
   * Inside operating hours when the server answered (client-side isOperating). Outside them the input is replaced by the out-of-hours notice, re-checked every 60 s from operating_hours (SPEC 4.7).
   */
  operating: boolean;
  /**
   * Always operating; operating_hours is then ignored.
   */
  operating_24_7?: boolean;
  /**
   * Read in time_zone; start inclusive, end exclusive (SPEC 9).
   *
   * @maxItems 100
   */
  operating_hours?: OperatingHoursEntry[];
  /**
   * IANA time-zone name in which operating_hours are read.
   */
  time_zone?: string;
}
/**
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "operatingHoursEntry".
 */
export interface OperatingHoursEntry {
  period: 'weekdays' | 'saturday' | 'sunday';
  start_hour: Hhmm;
  end_hour: Hhmm;
}
/**
 * This interface was referenced by `ChatDetail`'s JSON-Schema
 * via the `definition` "creator".
 */
export interface ChatCreator {
  name?: string | null;
  surname?: string | null;
  nickname?: string | null;
  email?: string | null;
  phone_number?: string | null;
  /**
   * Address of the avatar image. Null: initials on avatar_color.
   */
  avatar?: string | null;
  avatar_color?: string | null;
}
/**
 * One answer of the feedback as text.
 *
 * This interface was referenced by `ChatDetail`'s JSON-Schema
 * via the `definition` "response".
 */
export interface ChatResponse {
  question: ChatResponseQuestion;
  /**
   * The answer as displayed: chosen option bodies joined, typed text, or a value.
   */
  response: string;
}
export interface ChatResponseQuestion {
  body: string;
  /**
   * The question style (plugins/<style>).
   */
  style: string;
}
/**
 * A rating of the service; also the answer to POST /v1/feedbacks/{id}/chat_ratings.
 *
 * This interface was referenced by `ChatDetail`'s JSON-Schema
 * via the `definition` "chatRating".
 */
export interface ChatRating {
  /**
   * 0 frown, 50 neutral, 100 smile (SPEC 3.7).
   */
  rating: 0 | 50 | 100;
  created_at: string;
}
/**
 * This interface was referenced by `ChatDetail`'s JSON-Schema
 * via the `definition` "chatRatingSetting".
 */
export interface ChatRatingSetting {
  /**
   * The rating prompt. Null: the interface's default question.
   */
  body?: string | null;
}
/**
 * The provider organisation that owns the node; its name labels agent messages whose detail.user is null (sent by the system or a removed user).
 *
 * This interface was referenced by `ChatDetail`'s JSON-Schema
 * via the `definition` "account".
 */
export interface ChatAccount {
  name: string;
}
/**
 * This interface was referenced by `ChatDetail`'s JSON-Schema
 * via the `definition` "timelineItem".
 */
export interface TimelineItem {
  id: Id;
  /**
   * The only action so far: a message.
   */
  action: 'add_comment';
  /**
   * customer: the respondent's own message (shown on the right); other: an agent or the system (left).
   */
  actor: 'customer' | 'other';
  detail: TimelineItemDetail;
  /**
   * The sender's own id for the message: the customer's optimistic copy is matched and a retried send is stored once.
   */
  client_id?: string | null;
}
/**
 * This interface was referenced by `ChatDetail`'s JSON-Schema
 * via the `definition` "timelineItemDetail".
 */
export interface TimelineItemDetail {
  comment: TimelineComment;
  /**
   * The agent, for actor other; null or absent otherwise.
   */
  user?: TimelineUser | null;
  /**
   * The customer, for actor customer; null or absent otherwise.
   */
  customer?: TimelineCustomer | null;
}
/**
 * This interface was referenced by `ChatDetail`'s JSON-Schema
 * via the `definition` "comment".
 */
export interface TimelineComment {
  /**
   * Plain text; links are auto-linked on display. Empty when only an attachment was sent.
   */
  body: string;
  attachment?: ChatAttachment | null;
  created_at: string;
}
/**
 * This interface was referenced by `ChatDetail`'s JSON-Schema
 * via the `definition` "attachment".
 */
export interface ChatAttachment {
  url: string;
  name?: string;
  /**
   * MIME type as sniffed by the server; customers may send images only (SPEC 5).
   */
  content_type: string;
}
/**
 * An agent as shown beside their messages.
 *
 * This interface was referenced by `ChatDetail`'s JSON-Schema
 * via the `definition` "timelineUser".
 */
export interface TimelineUser {
  name?: string | null;
  surname?: string | null;
  avatar?: string | null;
  avatar_color?: string | null;
}
/**
 * This interface was referenced by `ChatDetail`'s JSON-Schema
 * via the `definition` "timelineCustomer".
 */
export interface TimelineCustomer {
  name?: string | null;
}
/**
 * The real-time reply_created event in room chat of a feedback (SPEC 7): the chat's state after a message, rating or status change. status and chat_ratings are current and replace the client's; timeline_items holds only the new message (none for a status or rating change), which a client merges into its timeline by id, confirming its optimistic message by client_id (SPEC 4.7). A client that was disconnected loads the chat detail once when it subscribes again, for the messages it missed (issue #21).
 *
 * This interface was referenced by `ChatDetail`'s JSON-Schema
 * via the `definition` "replyCreated".
 */
export interface ReplyCreated {
  status: ChatStatus;
  /**
   * Offer the rating prompt once the chat is closed or archived.
   *
   * This interface was referenced by `ChatDetail`'s JSON-Schema
   * via the `definition` "chatRatingEnabled".
   */
  chat_rating_enabled: boolean;
  chat_ratings: ChatRatings;
  timeline_items: TimelineItems;
}
/**
 * Definitions shared by the other Canvass schemas.
 */
export interface Common {
  [k: string]: unknown;
}
/**
 * Text by language code, e.g. {"en": "Thank you", "tr": "Teşekkürler"}.
 *
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "localisedText".
 */
export interface LocalisedText {
  [k: string]: string;
}
/**
 * How the respondent screens look beyond the accent colour (issue #16): a system font stack (no web font is downloaded), corner radius, page background colour or image, card or full-bleed layout, and light or dark following the visitor. Every text colour the theme produces is kept at 4.5:1 against what it sits on (src/lib/theme.ts).
 *
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "theme".
 */
export interface Theme {
  /**
   * A stack of fonts already on the visitor's device (after modernfontstacks.com), each ending in families with Arabic and Japanese glyphs: system_sans is the platform's interface font.
   */
  font_family?: 'system_sans' | 'system_serif' | 'rounded' | 'humanist' | 'geometric' | 'old_style' | 'monospace';
  /**
   * Corner radius of buttons, fields and options, px (the card uses twice it). In the widget it wins over `radius` for the controls; `radius` stays the frame's corner.
   */
  radius?: number;
  /**
   * Page background, #RRGGBB. In the dark scheme a light colour is darkened, keeping its hue.
   */
  background_color?: string | null;
  /**
   * Page background image, covering the page under a veil of the background colour (85% or more) so text keeps 4.5:1 whatever the image holds. Browsers load it only from this server or an IMAGE_ORIGINS origin (img-src of the Content-Security-Policy).
   */
  background_image_url?: string | null;
  /**
   * card: the questions on a raised surface over the background; full_bleed: the questions directly on the background, edge to edge.
   */
  layout?: 'card' | 'full_bleed';
  /**
   * auto follows the visitor's prefers-color-scheme.
   */
  color_scheme?: 'light' | 'dark' | 'auto';
}
/**
 * The body of POST /v1/feedbacks (SPEC 3.5). A retried submit carries the same Idempotency-Key header and never makes a second feedback.
 */
export interface FeedbackPayload {
  device_id?: string;
  created_at: string;
  node_id: Id;
  flow_id: Id;
  user_id?: string | null;
  origin_url?: string | null;
  language_id?: number | null;
  created_offline?: boolean;
  time_spent_in_seconds?: number;
  /**
   * Base64 list of {question, answer} pairs from the host page (SPEC 4.6).
   */
  custom_attributes?: string;
  /**
   * Event-dispatch trigger events active at submit (e.g. PSN_REDIRECT_TO_STORE).
   *
   * @maxItems 100
   */
  events?: string[];
  /**
   * The page address's signature, sent back on submit to a node with use_signature_verify: the server checks it against signed_responses with the node's public key (issue #25 finding 5).
   */
  signature?: string;
  /**
   * The exact `responses` text of the page address that the signature covers.
   */
  signed_responses?: string;
  final_state_id?: Id1;
  /**
   * @maxItems 10000
   */
  responses: ResponseItem[];
  customer?: FeedbackCustomer;
}
/**
 * One answer: option_id for a chosen option (one item per option), body for typed values. Matrix answers use the statement id as question_id.
 *
 * This interface was referenced by `FeedbackPayload`'s JSON-Schema
 * via the `definition` "responseItem".
 */
export interface ResponseItem {
  question_id: Id;
  option_id?: Id;
  body?:
    | string
    | number
    | boolean
    | {
        [k: string]: unknown;
      };
  ranking?: number;
  /**
   * A phone_verification answer: the verification the SMS code was sent under (POST /v1/customers/send_verification_token). The server accepts the number only when this verification was confirmed for it and this question.
   */
  verification_id?: string;
  /**
   * A phone_verification answer: the code the respondent confirmed with POST /v1/customers/verify, checked again against its stored hash on submit.
   */
  verification_code?: string;
  active_storage_blob_id?: string;
  hidePersonalData?: boolean;
}
/**
 * Customer fields mapped from question styles (SPEC 3.3, 5).
 *
 * This interface was referenced by `FeedbackPayload`'s JSON-Schema
 * via the `definition` "customer".
 */
export interface FeedbackCustomer {
  id?: string | null;
  email?: string;
  name?: string;
  phone_number?: string;
  gender?: string;
  birth_year?: number;
  external_id?: string;
  /**
   * At most 32 levels deep (checked by the server, src/server/services/answer-limits.ts).
   */
  schema?: {
    [k: string]: unknown;
  };
}
/**
 * The answer to a create (SPEC 3.5): the feedback id, its status, and for a completed feedback of a chat-style flow the chat token.
 *
 * This interface was referenced by `FeedbackPayload`'s JSON-Schema
 * via the `definition` "createAnswer".
 */
export interface FeedbackCreated {
  id: string;
  status: string;
  token?: string;
  /**
   * Given by the save that creates an incomplete feedback: later saves continuing it (X-FID) send it as X-Continuation-Token.
   */
  continuation_token?: string;
  code?: number;
}
/**
 * A flow with scripted answers and the results expected after each step; replayed by `npm run fixtures`.
 */
export interface Fixture {
  name: string;
  description?: string;
  /**
   * The flow under test. Kept loose here so that a fixture can hold an invalid flow and expect its errors.
   */
  flow: {
    [k: string]: unknown;
  };
  setup?: FixtureSetup;
  /**
   * The flow must be rejected, and each of these texts must appear in one of its error messages. Such a fixture has no steps.
   *
   * @minItems 1
   */
  expectFlowErrors?: string[];
  steps?: FixtureStep[];
  /**
   * Subset of the feedback payload built at the end: every key given must match (arrays element by element, same length).
   */
  expectPayload?: {
    [k: string]: unknown;
  };
}
/**
 * This interface was referenced by `Fixture`'s JSON-Schema
 * via the `definition` "setup".
 */
export interface FixtureSetup {
  /**
   * The clock at load; steps may move it with `at`.
   */
  now?: string;
  /**
   * The `lang` address parameter.
   */
  language?: string;
  widgetLanguage?: string;
  nodeDefaultLanguageId?: number;
  preview?: boolean;
  /**
   * Answers by question id or key given with the address (SPEC 2.1 `responses`).
   */
  preloadedResponses?: {
    [k: string]: unknown;
  };
  /**
   * Payload fields that come from outside the flow.
   */
  context?: {
    nodeId?: string;
    deviceId?: string;
    userId?: string;
    originUrl?: string;
    customerId?: string;
    createdOffline?: boolean;
  };
}
/**
 * This interface was referenced by `Fixture`'s JSON-Schema
 * via the `definition` "step".
 */
export interface FixtureStep {
  /**
   * Set the clock before this step.
   */
  at?: string;
  answer?: {
    /**
     * Question id.
     */
    question: string;
    /**
     * The answer in the style's answer shape (see README).
     */
    value: {
      [k: string]: unknown;
    };
  };
  next?: 'button' | 'auto' | 'submit';
  back?: true;
  language?: string;
  expect?: FixtureExpectation;
}
/**
 * This interface was referenced by `Fixture`'s JSON-Schema
 * via the `definition` "expectation".
 */
export interface FixtureExpectation {
  /**
   * Id of the current state.
   */
  state?: string;
  final?: boolean;
  /**
   * Element ids that must be visible.
   */
  visible?: string[];
  /**
   * Element ids that must be hidden.
   */
  hidden?: string[];
  /**
   * By question id: exactly the visible options, in order.
   */
  visibleOptions?: {
    [k: string]: string[];
  };
  /**
   * By question id: the validation message key, or null for none.
   */
  errors?: {
    [k: string]: string | null;
  };
  /**
   * Exactly the question ids marked hasRequiredError.
   */
  requiredErrors?: string[];
  /**
   * By question id: the stored answer (null for empty).
   */
  answers?: {
    [k: string]: unknown;
  };
  canProceed?: boolean;
  /**
   * The step's move was refused.
   */
  blocked?: boolean;
  /**
   * The message keys of why the step's move was refused, in order (e.g. validation.required).
   */
  reasons?: string[];
  /**
   * The step's move was refused because the respondent is already on a final state.
   */
  finished?: boolean;
  /**
   * The step's move reached a final state that submits the feedback.
   */
  submit?: boolean;
  autoMoveDue?: boolean;
  /**
   * A partial feedback would be saved after this answer.
   */
  partialSave?: boolean;
  /**
   * Host-page events due at submit, in order.
   */
  events?: string[];
  language?: string;
  /**
   * The step raises a system error with this message.
   */
  throws?: string;
}
/**
 * A survey flow as the server stores and serves it (SPEC 3.4): languages, states holding elements, transitions with rules, and triggers on questions.
 */
export interface Flow {
  id: Id;
  name?: string;
  creatorId?: string;
  userId?: string;
  /**
   * Set by the server on import; a new import of the same id makes a new version.
   */
  version?: number;
  /**
   * Id of one of `languages`; used when neither the widget, the address nor the node names a language (SPEC 4.4).
   */
  defaultLanguageId?: number;
  /**
   * @minItems 1
   */
  languages: FlowLanguage[];
  /**
   * Save a partial feedback after each answer (SPEC 4.3).
   */
  allowSavingIncompleteSurvey?: boolean;
  /**
   * state: each state's elements on one screen. one_question: each visible question of a state on a screen of its own (Enter continues, letters choose options, digits choose scores), the engine's rules unchanged; after a state's last question the usual move to the next state happens.
   */
  presentation?: 'state' | 'one_question';
  /**
   * Where the server's integration proxy forwards answers for questions with a bindingModel (SPEC 7, POST {proxy}/integration).
   */
  integrationUrl?: string;
  /**
   * @minItems 1
   */
  states: FlowState[];
  transitions?: FlowTransition[];
}
/**
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "language".
 */
export interface FlowLanguage {
  id: number;
  code: LanguageCode;
  /**
   * The language's own name, shown in the picker (e.g. Türkçe).
   */
  name?: string;
}
/**
 * A page of the flow. Style thank and chat are final states: reaching one submits the feedback.
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "state".
 */
export interface FlowState {
  id: Id;
  name?: string;
  isInitialState?: boolean;
  style?: 'default' | 'thank' | 'chat';
  nextStateId?: Id;
  elements: FlowElement[];
}
/**
 * One thing on a page. A question element carries `question`; labels, footers and buttons carry `body` (markdown for labels).
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "element".
 */
export interface FlowElement {
  id: Id;
  type: 'question' | 'next_page' | 'label' | 'submit' | 'footer' | 'button_link' | 'gauge';
  /**
   * Sort key within the state; elements without one keep their array position.
   */
  order?: number;
  /**
   * Visibility before any trigger applies; a trigger's target that starts hidden has false here.
   */
  isVisible?: boolean;
  body?: LocalisedText;
  /**
   * Target of a button_link.
   */
  url?: string;
  /**
   * On next_page or submit: optional questions must be answered too before moving on (SPEC 4.4).
   */
  requireAnswer?: boolean;
  triggers?: FlowTrigger[];
  question?: FlowQuestion;
}
/**
 * Shows or hides elements or options, or raises host-page events, while the answer of the question it sits on matches (SPEC 3.4, 4.3).
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "trigger".
 */
export interface FlowTrigger {
  id?: Id;
  /**
   * controlType option: the key (or id) of the option whose choice activates the trigger.
   */
  key?: string;
  /**
   * controlType value: compared with the answer by ruleType.
   */
  answerValue?: string | number | boolean;
  controlType?: 'option' | 'value';
  ruleType?: RuleOperator;
  action: 'show' | 'hide';
  scope?: 'element' | 'option' | 'event-dispatch';
  targetIds?: Id[];
  targetOptionIds?: {
    questionKey: string;
    optionKey: string;
  }[];
  targetEvents?: string[];
}
/**
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "question".
 */
export interface FlowQuestion {
  id: Id;
  /**
   * Stable name used by customer mapping, option triggers and dynamic requests.
   */
  key?: string;
  /**
   * A registered question style (plugins/<style>).
   */
  style: string;
  body?: LocalisedText;
  description?: LocalisedText;
  placeholder?: LocalisedText;
  options?: FlowOption[];
  statements?: FlowStatement[];
  isRequired?: boolean;
  isMultiSelect?: boolean;
  minSelectionCount?: number;
  maxSelectionCount?: number;
  minResponseLength?: number;
  maxResponseLength?: number;
  lowerlimit?: number;
  upperlimit?: number;
  min?: number;
  max?: number;
  step?: number;
  hidePersonalData?: boolean;
  /**
   * Name under which the integration proxy receives this answer (SPEC 7).
   */
  bindingModel?: string;
  extra?: QuestionExtra;
}
/**
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "option".
 */
export interface FlowOption {
  id: Id;
  key?: string;
  body?: LocalisedText;
  isVisible?: boolean;
  /**
   * Numeric worth of the option (scores, ces).
   */
  value?: number;
}
/**
 * A row of a matrix question; its answer is sent with the statement id as question_id (SPEC 3.5).
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "statement".
 */
export interface FlowStatement {
  id: Id;
  key?: string;
  body?: LocalisedText;
  options?: FlowOption[];
}
/**
 * Settings only some styles read.
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "questionExtra".
 */
export interface QuestionExtra {
  matrix_question_type?: 'conjoint' | 'maxdiff' | 'others';
  /**
   * JSON Schema of the form a customer_schema question renders; answers go to customer.schema by key.
   */
  customer_schema?: {
    [k: string]: unknown;
  };
  contract_text?: LocalisedText;
  /**
   * Where a dynamic_request question's answer is sent to fill other questions.
   */
  request_url?: string;
  randomize_options?: boolean;
  show_labels?: boolean;
  min_label?: LocalisedText;
  max_label?: LocalisedText;
}
/**
 * Taken from fromStateId when every rule matches; the first matching transition wins (SPEC 4.4). No rules: always taken.
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "transition".
 */
export interface FlowTransition {
  fromStateId: Id;
  toStateId: Id;
  rules?: FlowRule[];
}
/**
 * Without an operator the rule matches when any of optionIds is chosen (for statementId: in that matrix row).
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "rule".
 */
export interface FlowRule {
  elementId: Id;
  operator?: RuleOperator;
  value?: string | number | boolean;
  optionIds?: Id[];
  statementId?: Id;
}
/**
 * A node (channel) configuration as the server answers GET /v1/nodes/{id} (SPEC 3.2, 4.2), with the node's active flow id and the flow to show now embedded. Client-only additions (preventMultipleFeedbackMessage, the fetched stylesheet text, the customer) are not part of it.
 */
export interface NodeConfig {
  id: Id;
  name: string;
  /**
   * Logo shown in the flow and widget header: an absolute http(s) address or a path on the Canvass server.
   */
  logo_url?: string | null;
  /**
   * Custom stylesheet for the flow screens; when set, the client fetches its text at node load and injects it (SPEC 4.2).
   */
  css_url_react?: string | null;
  /**
   * Page icon for the full-page flow (/feedback).
   */
  favicon_url?: string | null;
  /**
   * After this many seconds without an answer or move, the flow resets to its initial state and drops its answers (kiosk use; SPEC 4.1 'reset idle time-out'). Null or absent: never.
   */
  idle_reset_timeout_in_seconds?: number | null;
  /**
   * How long the thank-you state stays before the flow starts again from its initial state. Null or absent: it stays.
   */
  thank_you_duration_in_seconds?: number | null;
  /**
   * Id of one of the flow's languages; third in the language choice after the widget language and the `lang` address parameter (SPEC 4.4). Ignored when the flow has no such language.
   */
  default_language_id?: number | null;
  /**
   * Whether the node was inside its operating hours when the server answered (operating_24_7, or an operating_hours entry covering now in time_zone). Clients re-check from operating_hours themselves (SPEC 4.7).
   */
  operating?: boolean;
  /**
   * Always operating; operating_hours is then ignored.
   */
  operating_24_7?: boolean;
  /**
   * When not operating_24_7: the node operates while any entry covers the current time in time_zone (start inclusive, end exclusive; saturday and sunday use their own entries, other days the weekdays ones; SPEC 9). Several entries per period make split shifts. Empty: never operating.
   *
   * @maxItems 100
   */
  operating_hours?: OperatingHoursEntry[];
  /**
   * IANA time-zone name in which operating_hours are read.
   */
  time_zone?: string;
  /**
   * ISO 3166-1 alpha-2 country of the channel (e.g. TR); the default region for phone-number questions.
   */
  country_code?: string | null;
  /**
   * The channel collects feedback from this instant (inclusive). Null: from always.
   */
  activation_start_date?: string | null;
  /**
   * The channel stops collecting feedback at this instant (exclusive). Null: never. Outside the activation window the answer has no `flow` and the client shows activation_expired_message.
   */
  activation_end_date?: string | null;
  /**
   * Shown instead of a flow outside the activation window or while status is passive.
   */
  activation_expired_message?: LocalisedText;
  /**
   * Offer the unsubscribe action (SMS, WhatsApp and push-notification unsubscribe flows, SPEC 4.1) on this channel.
   */
  unsubscribe_visible?: boolean;
  channel_quota?: ChannelQuota;
  /**
   * The kind of channel: web for a site widget, link for a shared address, and so on. A link channel keeps its own prevent-multiple-feedback record (SPEC 4.4).
   */
  type?: string;
  /**
   * Show the repeat-feedback message instead of the flow on a device that was shown this channel before, until multiple_feedback_delay_period has passed since its first display (SPEC 4.2).
   */
  prevent_multiple_feedback?: boolean;
  /**
   * Seconds after the first display (firstNow) from which the channel may be shown again. Null or absent with prevent_multiple_feedback: never again on that device.
   */
  multiple_feedback_delay_period?: number | null;
  /**
   * Accent colour of the flow screens, #RRGGBB.
   */
  primary_color?: string | null;
  /**
   * Font, radius, background, layout and colour scheme of the hosted flow page.
   */
  theme?: Theme;
  /**
   * Flow shown instead of the active flow while the node is not operating. Null: the active flow is shown at all hours.
   */
  non_operating_hours_flow_id?: Id | null;
  /**
   * Show the 'powered by Canvass' badge and the thank-you image (SPEC 1).
   */
  canvass_branding?: boolean;
  /**
   * The host gives a `signature` address parameter (SPEC 2.1) which the server verifies with public_key over the `responses` parameter exactly as given, so that preloaded answers can be trusted.
   */
  use_signature_verify?: boolean;
  /**
   * PEM-encoded public key (SPKI) for use_signature_verify. Public by nature, so it may be answered to browsers.
   */
  public_key?: string | null;
  /**
   * Set by the server on each answer: the result of checking the request's `signature`; null when use_signature_verify is off or no signature was given. False makes the client show 'Invalid Signature!' (SPEC 5) instead of the flow.
   */
  signature_valid?: boolean | null;
  /**
   * active: the channel collects feedback. passive: the channel is paused: the answer has no `flow`, the client shows activation_expired_message, and the server refuses feedbacks for it.
   */
  status?: 'active' | 'passive';
  /**
   * The node's active flow. Null: none assigned, nothing to show.
   */
  flow_id?: Id | null;
  /**
   * The flow to show now: the active one, or non_operating_hours_flow_id's while not operating. Absent when nothing is to be shown (no active flow, status passive, outside the activation window). Feedbacks carry this flow's id, which may differ from flow_id.
   */
  flow?: Flow;
}
/**
 * A limit on the channel's use (client-side channelQuota {isActive, type}, SPEC 3.2). With an active quota of action_kind submit, a submitted-quota event fires after each submit (SPEC 4.4).
 *
 * This interface was referenced by `NodeConfig`'s JSON-Schema
 * via the `definition` "channelQuota".
 */
export interface ChannelQuota {
  active: boolean;
  /**
   * The action the quota counts.
   */
  action_kind: string;
}
/**
 * A web widget configuration as the server answers GET /v1/web_widgets/code/{code} (SPEC 3.1, 4.6), and as it is imported. Defaults are those of SPEC 9. Periods and intervals are in seconds, sizes and positions in px unless their *_type says otherwise.
 */
export interface WidgetConfig {
  /**
   * The code the host page embeds: PSN- plus 7 characters (SPEC 5). Any other code loads nothing.
   */
  code: string;
  /**
   * The node (channel) whose flow the widget shows.
   */
  node_id: Id;
  /**
   * The node's logo for the widget header, copied from the node so the header draws before the node loads.
   */
  node_logo_url?: string | null;
  web_channel?: WebChannel;
  /**
   * False: the widget hides on a mobile user agent (SPEC 4.6).
   */
  enabled_on_mobile?: boolean;
  /**
   * On a mobile user agent, the open frame fills the screen.
   */
  full_page_on_mobile?: boolean;
  /**
   * The button is a side tab with modal_toggle_text, the frame opens over an overlay that closes it on click, and the page body is scroll-locked while open (SPEC 2.4, 4.6).
   */
  modal_mode?: boolean;
  /**
   * False: the widget is hidden (and closed) regardless of the periods (SPEC 4.6).
   */
  is_visible?: boolean;
  /**
   * Hide the floating button only: the widget still opens by display_interval, display_on_exit or a host-page call.
   */
  hide_widget?: boolean;
  /**
   * Side-tab label in modal mode, by language code; 'Feedback' when missing for the language.
   */
  modal_toggle_text?: LocalisedText;
  /**
   * Text on the floating button in plain mode, by language code; without it the button shows an icon.
   */
  popover_text?: LocalisedText;
  /**
   * Write popover_text top to bottom (a button on the page edge).
   */
  popover_text_vertical?: boolean;
  /**
   * Width of the popover-text button, px. Null: fits the text.
   */
  popover_text_width?: number | null;
  /**
   * Height of the popover-text button, px. Null: fits the text.
   */
  popover_text_height?: number | null;
  /**
   * The widget language: first in the flow's language choice (SPEC 4.4). Compared case-insensitively with the flow's language codes.
   */
  default_language_code?: LanguageCode;
  /**
   * JavaScript regular expressions; when non-empty the widget shows only on pages whose full address matches one of them, case-insensitively (SPEC 4.6). Empty or absent: every page.
   *
   * @maxItems 500
   */
  enabled_urls?: string[];
  /**
   * Host names the widget may run on: the page host must equal one or be a subdomain of one (end with '.' plus it; a bare suffix match would let evil-example.com pass for example.com). Canvass's own host always passes. Empty or absent: any host (SPEC 5). Non-empty also turns on host-page messages carrying channel_id and channel_name (SPEC 7).
   *
   * @maxItems 500
   */
  enabled_domains?: string[];
  /**
   * The host page must give a security token; the server answers the configuration only when it equals security_token.
   */
  secure_mode?: boolean;
  /**
   * The stored secret for secure_mode. Write-only: accepted on import, compared with the token the page gives (in constant time), and never included in an answer.
   */
  security_token?: string;
  /**
   * The widget's identity-verification secret (SECURITY.md): the provider's backend signs a customer's external_id (or user_id) with HMAC-SHA256 under it and the host page passes the hex digest as CanvassSettings.customer.identity_hash. Generated at import when missing, kept across re-imports that leave it out; never included in an answer.
   */
  identity_secret?: string;
  /**
   * Seconds after page load at which a loaded, closed widget opens by itself when its display-once and multiple-feedback periods have expired (SPEC 4.6). Null or absent: no auto-open.
   */
  display_interval?: number | null;
  /**
   * Open on this device only if it was never displayed or display_once_delay_period has passed since its first display; otherwise only a 'displayed before' message is posted (SPEC 4.6).
   */
  display_once?: boolean;
  /**
   * Seconds after the first display from which a display_once widget may open again. Null or absent: never again.
   */
  display_once_delay_period?: number | null;
  /**
   * Open on exit intent: the pointer leaves through the top edge, under 50 px from the top and at least 50 px from the right, not from an input, select or fieldset (SPEC 4.6).
   */
  display_on_exit?: boolean;
  /**
   * Hide the widget on a device that was shown it before, until multiple_feedback_delay_period has passed since its first display.
   */
  prevent_multiple_feedback?: boolean;
  /**
   * Seconds after the first display from which the widget shows again. Null or absent with prevent_multiple_feedback: never again on that device.
   */
  multiple_feedback_delay_period?: number | null;
  /**
   * Diameter of the floating button, px.
   */
  size?: number;
  /**
   * Frame width in width_type units (percent of the window for rate, at most 100). Null or absent: 355 px, or 30 percent for rate (SPEC 9).
   */
  width?: number | null;
  /**
   * rate: width is a percentage of the window width; px: pixels.
   */
  width_type?: 'rate' | 'px';
  /**
   * Distance of the button and frame from the window edges, px, where no widget_*_position is set.
   */
  margin?: number;
  /**
   * Text colour on primary_color surfaces (button, header), #RRGGBB.
   */
  font_color?: string;
  /**
   * Button and header colour, #RRGGBB.
   */
  primary_color?: string;
  /**
   * Hover and accent colour, #RRGGBB.
   */
  secondary_color?: string;
  /**
   * Corner radius of the frame, px.
   */
  radius?: number;
  /**
   * Font, radius, background, layout and colour scheme of the widget frame.
   */
  theme?: Theme;
  /**
   * Show the 'powered by Canvass' badge in the widget footer (SPEC 2.4).
   */
  canvass_branding?: boolean;
  /**
   * How matrix questions draw in the widget: table puts statements in rows and options in columns; list stacks each statement above its own options, for narrow frames.
   */
  matrix_question_view_type?: 'table' | 'list';
  /**
   * Distance of the button from the window top, in widget_top_position_type units. Null or absent: the button sits at the bottom, margin from the edge.
   */
  widget_top_position?: number | null;
  /**
   * percent: of the window height.
   */
  widget_top_position_type?: 'px' | 'percent';
  /**
   * Distance of the button from the window's right edge, in widget_right_position_type units. Null or absent: margin.
   */
  widget_right_position?: number | null;
  /**
   * percent: of the window width.
   */
  widget_right_position_type?: 'px' | 'percent';
}
/**
 * The channel the widget belongs to; its id and name go into host-page messages as channel_id and channel_name (SPEC 7).
 *
 * This interface was referenced by `WidgetConfig`'s JSON-Schema
 * via the `definition` "webChannel".
 */
export interface WebChannel {
  id: Id;
  name: string;
}
