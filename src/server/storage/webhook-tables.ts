import type { ColumnType } from 'kysely';
import type { SqlBoolean } from './columns';

/** Tables of the webhooks (issue #20): the outbox of events, the endpoints, and each endpoint's deliveries and attempts. */
type Millis = number;
type JsonText = string;
type BooleanColumn = ColumnType<boolean | number, SqlBoolean, SqlBoolean>;

/**
 * The outbox: one row per event, written in the transaction of the change it describes, so an acknowledged change
 * always has its event and a rolled-back one never does. `dispatched_at` is set once a worker has made the event's
 * deliveries (one per subscribed endpoint).
 */
interface WebhookEventsTable {
  /** The `webhook-id` receivers see, the same on every attempt (`msg_...`). */
  id: string;
  type: string;
  data: JsonText;
  created_at: Millis;
  dispatched_at: Millis | null;
}

export interface WebhookEndpointsTable {
  id: string;
  url: string;
  description: string;
  /** JSON array of event types. */
  events: JsonText;
  /** `whsec_` + base64 of 32 random bytes: stored as is, since signing needs it. */
  secret: string;
  enabled: BooleanColumn;
  /** Why it was disabled by the server ('failing'), or null. */
  disabled_reason: string | null;
  /** The first failed attempt of the current run of failures; null after a success. */
  failing_since: Millis | null;
  /** The account that created it: told when the server disables it. */
  created_by: string | null;
  created_at: Millis;
  updated_at: Millis;
  revision: number;
}

/** One event to one endpoint, tried until delivered or given up. */
interface WebhookDeliveriesTable {
  id: string;
  event_id: string;
  endpoint_id: string;
  /** pending, delivered or failed. */
  status: string;
  attempts: number;
  next_attempt_at: Millis | null;
  /** A worker holds the delivery until then (it is sending it); another worker skips it. */
  locked_until: Millis | null;
  /** Start of the retry window (24 h): the first attempt, or the latest redeliver. */
  window_started_at: Millis | null;
  created_at: Millis;
  updated_at: Millis;
}

/** The delivery log: every attempt, what came back and how long it took. */
interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  endpoint_id: string;
  at: Millis;
  status_code: number | null;
  duration_ms: number;
  /** Why no answer came (timeout, refused address, connection error); null when one did. */
  error: string | null;
  /** The first bytes of the answer, for the log. */
  response_snippet: string | null;
}

export interface WebhookTables {
  webhook_events: WebhookEventsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}
