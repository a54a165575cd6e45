/**
 * Messages between the host page (the loader) and the widget frame. Every message is a JSON string (SPEC 7
 * "JSON with a type plus data fields"); each side posts only to the other's origin and accepts only messages
 * from it whose type is listed here (issue #5). No React, no dependencies: the loader imports this file.
 */

/** Frame → host: the SPEC 4.4/4.6 events, relayed to the host page's listeners. */
export const HOST_EVENTS = [
  'PSN_WIDGET_OPENED',
  'PSN_WIDGET_CLOSED',
  'PSN_WIDGET_HID',
  'PSN_WIDGET_DISPLAYED_BEFORE',
  'PSN_END_OF_FLOW',
  'PSN_FEEDBACK_SUBMITTED',
  'PSN_REDIRECT_TO_STORE',
] as const;
export type HostEventType = (typeof HOST_EVENTS)[number];

/** Frame → host: coordination with the loader. */
export const FRAME_MESSAGES = [
  /** The frame has loaded and wants the host context (CV_INIT). */
  'CV_READY',
  /** The content's height in px, so the loader sizes the frame (instead of SPEC 9's 50 ms polling). */
  'CV_RESIZE',
  /** The frame's close button. */
  'CV_CLOSE',
  /** The frame loaded its configuration and says whether the widget may show (SPEC 4.6 visibility inputs). */
  'CV_CONFIG',
  /**
   * The frame may not use storage (a browser refusing it to cross-site frames): keep these entries for the next
   * frame, in the host page's storage (issue #16). See KeepMessage.
   */
  'CV_KEEP',
] as const;
export type FrameMessageType = (typeof FRAME_MESSAGES)[number];

/** Host → frame. */
export const HOST_MESSAGES = [
  /** Context from the host page: its URL, the customer, custom attributes, language, security token. */
  'CV_INIT',
  'CV_OPENED',
  'CV_CLOSED',
] as const;
export type HostMessageType = (typeof HOST_MESSAGES)[number];

export interface InitMessage {
  type: 'CV_INIT';
  hostUrl: string;
  /** identity_hash: hex HMAC-SHA256 of external_id (else user_id) under the widget's identity secret (SECURITY.md). */
  customer?: { id?: string; external_id?: string; user_id?: string; identity_hash?: string; [attribute: string]: unknown };
  /** base64 question/answer pairs (SPEC 4.6), from src/lib/base64-attributes.ts. */
  customAttributes?: string;
  language?: string;
  securityToken?: string;
  /** What an earlier frame asked the loader to keep (KeepMessage.kept), handed back to this one. */
  kept?: Record<string, unknown>;
}

/** Frame → host. The loader replaces what it keeps with `kept`; `unsent` makes it load the frame on the next page. */
export interface KeepMessage {
  type: 'CV_KEEP';
  kept: Record<string, unknown>;
  /** A feedback waits to be sent: the next page loads the frame (hidden) so it goes without waiting for a click. */
  unsent: boolean;
}

/** Parses a message body of one of the allowed types, or null: anything else is ignored, never thrown. */
export function readMessage<T extends string>(data: unknown, allowed: readonly T[]): ({ type: T } & Record<string, unknown>) | null {
  if (typeof data !== 'string' || data.length > 100_000) return null;
  try {
    const message = JSON.parse(data) as { type?: unknown };
    return message && typeof message === 'object' && typeof message.type === 'string' && (allowed as readonly string[]).includes(message.type)
      ? (message as { type: T } & Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
