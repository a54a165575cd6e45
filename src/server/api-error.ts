import type { FlowProblem } from '../engine/flow-problem';
import { ERROR_CODE_REPEAT_FEEDBACK } from '../lib/constants';

/**
 * Error codes in answer bodies (SPEC 8 leaves the server's own codes open). Numbers keep the SPEC's style
 * (13045); `error` names them for people reading logs.
 */
export const ERROR_CODES = {
  invalid_request: 10400,
  invalid_token: 10401,
  forbidden: 10403,
  not_found: 10404,
  request_timeout: 10408,
  payload_too_large: 10413,
  unsupported_media_type: 10415,
  rate_limited: 10429,
  headers_too_large: 10431,
  internal: 10500,
  upstream_failed: 10502,
  unavailable: 10503,
  // Issue #25 finding 4: uploads refused while the disk is nearly full, or past an address's hourly quota.
  insufficient_storage: 10507,
  upload_quota_exceeded: 10430,
  invalid_widget_code: 11001,
  domain_not_allowed: 11002,
  invalid_security_token: 11003,
  node_not_active: 12001,
  flow_not_found: 12002,
  // Issue #25: a feedback names a flow its node does not show (finding 8), or lacks the node's signature (finding 5).
  flow_not_of_node: 12003,
  invalid_signature: 12004,
  // SPEC 4.4: "Status 400 with code 13045: a flag is set". We use it for a device that already gave this node a
  // feedback while the node forbids multiple feedback (the client then shows the repeat-feedback message).
  multiple_feedback_prevented: ERROR_CODE_REPEAT_FEEDBACK,
  continued_feedback_not_found: 13046,
  continued_feedback_completed: 13047,
  unknown_question: 13048,
  // Issue #25 finding 11: continuing an incomplete feedback (X-FID) needs the secret its first save returned.
  continuation_refused: 13049,
  verification_expired: 14001,
  verification_wrong_code: 14002,
  verification_too_many_attempts: 14003,
  // Issue #25 finding 9: a phone_verification answer without a confirmed verification of its number.
  phone_not_verified: 14004,
  // Codes are texted only for a phone_verification question a node shows.
  verification_question_unknown: 14005,
  chat_closed: 15001,
  csrf_failed: 16001,
  account_locked: 16002,
  sign_in_failed: 16003,
  weak_password: 16004,
  email_taken: 16005,
  setup_link_invalid: 16006,
  invitation_invalid: 16007,
  precondition_failed: 16008,
  precondition_required: 16009,
  last_owner: 16010,
  conflict: 16011,
  // Issue #18: publishing refused because one of the flow's fixtures fails against the draft.
  fixture_failed: 16012,
  // Issue #18: publishing or importing refused because a value is beyond a question plugin's own settings limits.
  settings_out_of_limits: 16014,
  // Issue #20: a password reset link that expired or was used.
  reset_link_invalid: 16013,
  // Issue #20: a webhook URL naming a private, loopback or link-local address (WEBHOOK_ALLOW_PRIVATE allows it).
  refused_address: 17001,
} as const;

export type ErrorName = keyof typeof ERROR_CODES;

/** An error the API answers with on purpose: a status, a code and a message for people; never a stack trace. */
export class ApiError extends Error {
  /** Sent as Retry-After (a locked sign-in, say). */
  retryAfterSeconds?: number;
  /** A 412's current version of the record, sent as `current`. */
  current?: unknown;
  /** A refused publish's failing fixtures with their steps (issue #18), sent as `failures`. */
  failures?: unknown;

  constructor(
    readonly status: number,
    readonly error: ErrorName,
    message: string,
    readonly problems?: readonly FlowProblem[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get body(): { code: number; error: ErrorName; message: string; problems?: readonly FlowProblem[]; current?: unknown; failures?: unknown } {
    return {
      code: ERROR_CODES[this.error], error: this.error, message: this.message,
      ...(this.problems ? { problems: this.problems } : {}),
      ...(this.current !== undefined ? { current: this.current } : {}),
      ...(this.failures !== undefined ? { failures: this.failures } : {}),
    };
  }
}

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);
export const badRequest = (message: string, problems?: readonly FlowProblem[]) => new ApiError(400, 'invalid_request', message, problems);
