import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { fromJson, sqlBoolean, toJson } from './columns';
import type { Database, Driver } from './database';
import type { WebhookEndpointsTable } from './webhook-tables';

export interface StoredEndpoint {
  id: string;
  url: string;
  description: string;
  events: string[];
  secret: string;
  enabled: boolean;
  disabledReason: 'failing' | null;
  failingSince: number | null;
  createdBy: string | null;
  createdAt: number;
  updatedAt: number;
  revision: number;
}

export interface EndpointChange {
  url?: string;
  description?: string;
  events?: string[];
  enabled?: boolean;
}

/** A delivery a worker holds (its lease) and is about to send. */
export interface ClaimedDelivery {
  id: string;
  eventId: string;
  eventType: string;
  /** The event's data as stored (JSON text): sent as it is. */
  eventData: string;
  eventAt: number;
  endpointId: string;
  url: string;
  secret: string;
  attempts: number;
  windowStartedAt: number | null;
}

export interface AttemptRecord {
  at: number;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseSnippet: string | null;
}

/** What follows an attempt: done, another try at a time, or given up. */
export type DeliveryStep = { status: 'delivered' } | { status: 'pending'; nextAttemptAt: number } | { status: 'failed' };

export interface DeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  nextAttemptAt: number | null;
  createdAt: number;
  lastAttempt: AttemptRecord | null;
}

export interface WebhookRepository {
  listEndpoints(): Promise<StoredEndpoint[]>;
  getEndpoint(id: string): Promise<StoredEndpoint | undefined>;
  createEndpoint(input: { url: string; description: string; events: string[]; enabled: boolean; secret: string; createdBy: string | null; now: number }): Promise<StoredEndpoint>;
  /** Applies the change when the endpoint is at `expectedRevision`; enabling it again clears the failure record. */
  updateEndpoint(id: string, change: EndpointChange, expectedRevision: number, now: number): Promise<StoredEndpoint | 'stale' | undefined>;
  rotateSecret(id: string, secret: string, now: number): Promise<StoredEndpoint | undefined>;
  removeEndpoint(id: string): Promise<boolean>;
  /**
   * Turns up to `limit` outbox events into deliveries, one per enabled endpoint subscribed to the event's type, and
   * marks them dispatched; returns how many events it took. Several processes on PostgreSQL each take other events.
   */
  dispatch(now: number, limit: number): Promise<number>;
  /** Takes up to `limit` deliveries that are due and held by no one, holding them until `now + leaseMs`. */
  claimDue(now: number, leaseMs: number, limit: number): Promise<ClaimedDelivery[]>;
  /**
   * Logs the attempt, moves the delivery on and keeps the endpoint's health: a success clears its failure record; a
   * failure starts one, and disables the endpoint once it is `disableAfterMs` old (returned then, to tell its owner).
   */
  recordAttempt(delivery: ClaimedDelivery, attempt: AttemptRecord, step: DeliveryStep, disableAfterMs: number): Promise<{ disabled: StoredEndpoint | null }>;
  /** Newest first, `before` a cursor (created_at, id). */
  deliveries(endpointId: string, options: { limit: number; before?: { at: number; id: string } }): Promise<DeliveryView[]>;
  attempts(endpointId: string, deliveryId: string): Promise<AttemptRecord[] | undefined>;
  /** Schedules the delivery again now with a fresh 24 h window; false when the endpoint has no such delivery. */
  redeliver(endpointId: string, deliveryId: string, now: number): Promise<boolean>;
}

export function createWebhookRepository(db: Kysely<Database>, driver: Driver): WebhookRepository {
  const getEndpoint = async (id: string, trx: Kysely<Database> | Transaction<Database> = db) => {
    const row = await trx.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toEndpoint(row);
  };
  /** PostgreSQL: rows another worker's transaction holds are passed over, so two workers never take the same one. */
  const lockedFor = <Q extends { forUpdate(): Q; skipLocked(): Q }>(query: Q): Q => (driver === 'postgres' ? query.forUpdate().skipLocked() : query);

  return {
    async listEndpoints() {
      return (await db.selectFrom('webhook_endpoints').selectAll().orderBy('created_at').orderBy('id').execute()).map(toEndpoint);
    },

    getEndpoint: (id) => getEndpoint(id),

    async createEndpoint({ url, description, events, enabled, secret, createdBy, now }) {
      const row = await db.insertInto('webhook_endpoints').values({
        id: randomUUID(), url, description, events: toJson(events), secret, enabled: sqlBoolean(enabled), disabled_reason: null,
        failing_since: null, created_by: createdBy, created_at: now, updated_at: now, revision: 1,
      }).returningAll().executeTakeFirstOrThrow();
      return toEndpoint(row);
    },

    async updateEndpoint(id, change, expectedRevision, now) {
      const enabling = change.enabled === true ? { disabled_reason: null, failing_since: null } : {};
      const row = await db.updateTable('webhook_endpoints')
        .set((eb) => ({
          ...(change.url !== undefined ? { url: change.url } : {}),
          ...(change.description !== undefined ? { description: change.description } : {}),
          ...(change.events !== undefined ? { events: toJson(change.events) } : {}),
          ...(change.enabled !== undefined ? { enabled: sqlBoolean(change.enabled) } : {}),
          ...enabling,
          updated_at: now,
          revision: eb('revision', '+', 1),
        }))
        .where('id', '=', id).where('revision', '=', expectedRevision)
        .returningAll().executeTakeFirst();
      if (row) return toEndpoint(row);
      return (await getEndpoint(id)) ? 'stale' : undefined;
    },

    async rotateSecret(id, secret, now) {
      const row = await db.updateTable('webhook_endpoints').set((eb) => ({ secret, updated_at: now, revision: eb('revision', '+', 1) }))
        .where('id', '=', id).returningAll().executeTakeFirst();
      return row && toEndpoint(row);
    },

    async removeEndpoint(id) {
      const deleted = await db.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },

    dispatch: (now, limit) => db.transaction().execute(async (trx) => {
      const events = await lockedFor(trx.selectFrom('webhook_events').select(['id', 'type'])
        .where('dispatched_at', 'is', null).orderBy('created_at').orderBy('id').limit(limit)).execute();
      if (events.length === 0) return 0;
      const endpoints = (await trx.selectFrom('webhook_endpoints').select(['id', 'events']).where('enabled', '=', sqlBoolean(true)).execute())
        .map((row) => ({ id: row.id, events: new Set(fromJson<string[]>(row.events)) }));
      const deliveries = events.flatMap((event) => endpoints.filter((endpoint) => endpoint.events.has(event.type)).map((endpoint) => ({
        id: randomUUID(), event_id: event.id, endpoint_id: endpoint.id, status: 'pending', attempts: 0, next_attempt_at: now,
        locked_until: null, window_started_at: null, created_at: now, updated_at: now,
      })));
      // Chunks keep each statement under SQLite's limit of bound parameters.
      for (let start = 0; start < deliveries.length; start += 500) {
        await trx.insertInto('webhook_deliveries').values(deliveries.slice(start, start + 500))
          .onConflict((conflict) => conflict.columns(['event_id', 'endpoint_id']).doNothing()).execute();
      }
      await trx.updateTable('webhook_events').set({ dispatched_at: now }).where('id', 'in', events.map((event) => event.id)).execute();
      return events.length;
    }),

    claimDue: (now, leaseMs, limit) => db.transaction().execute(async (trx) => {
      const due = await lockedFor(trx.selectFrom('webhook_deliveries').select('id')
        .where('status', '=', 'pending').where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        // A disabled endpoint's deliveries wait for it to be enabled again.
        .where('endpoint_id', 'in', (eb) => eb.selectFrom('webhook_endpoints').select('id').where('enabled', '=', sqlBoolean(true)))
        .orderBy('next_attempt_at').limit(limit)).execute();
      if (due.length === 0) return [];
      const ids = due.map((row) => row.id);
      await trx.updateTable('webhook_deliveries').set({ locked_until: now + leaseMs }).where('id', 'in', ids).execute();
      const rows = await trx.selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
        .innerJoin('webhook_endpoints as p', 'p.id', 'd.endpoint_id')
        .select(['d.id', 'd.event_id', 'e.type', 'e.data', 'e.created_at as event_at', 'd.endpoint_id', 'p.url', 'p.secret', 'd.attempts', 'd.window_started_at'])
        .where('d.id', 'in', ids).execute();
      return rows.map((row) => ({
        id: row.id, eventId: row.event_id, eventType: row.type, eventData: row.data, eventAt: row.event_at, endpointId: row.endpoint_id,
        url: row.url, secret: row.secret, attempts: row.attempts, windowStartedAt: row.window_started_at,
      }));
    }),

    recordAttempt: (delivery, attempt, given, disableAfterMs) => db.transaction().execute(async (trx) => {
      // An attempt that was in flight while the server disabled its endpoint (another one failed) is not retried.
      const endpoint = await trx.selectFrom('webhook_endpoints').select('disabled_reason').where('id', '=', delivery.endpointId).executeTakeFirst();
      const step: DeliveryStep = given.status === 'pending' && endpoint?.disabled_reason === 'failing' ? { status: 'failed' } : given;
      await trx.insertInto('webhook_attempts').values({
        id: randomUUID(), delivery_id: delivery.id, endpoint_id: delivery.endpointId, at: attempt.at, status_code: attempt.statusCode,
        duration_ms: attempt.durationMs, error: attempt.error, response_snippet: attempt.responseSnippet,
      }).execute();
      await trx.updateTable('webhook_deliveries').set((eb) => ({
        status: step.status,
        attempts: eb('attempts', '+', 1),
        next_attempt_at: step.status === 'pending' ? step.nextAttemptAt : null,
        locked_until: null,
        window_started_at: delivery.windowStartedAt ?? attempt.at,
        updated_at: attempt.at,
      })).where('id', '=', delivery.id).execute();
      if (step.status === 'delivered') {
        await trx.updateTable('webhook_endpoints').set({ failing_since: null }).where('id', '=', delivery.endpointId).where('failing_since', 'is not', null).execute();
        return { disabled: null };
      }
      await trx.updateTable('webhook_endpoints').set({ failing_since: attempt.at }).where('id', '=', delivery.endpointId).where('failing_since', 'is', null).execute();
      // Disabled in the same statement that checks it, so of two workers failing at once only one disables (and tells).
      const disabled = await trx.updateTable('webhook_endpoints')
        .set((eb) => ({ enabled: sqlBoolean(false), disabled_reason: 'failing', updated_at: attempt.at, revision: eb('revision', '+', 1) }))
        .where('id', '=', delivery.endpointId).where('enabled', '=', sqlBoolean(true)).where('failing_since', '<=', attempt.at - disableAfterMs)
        .returningAll().executeTakeFirst();
      if (disabled) {
        // Nothing more goes to a disabled endpoint; its pending deliveries stay in its log, ready to redeliver.
        await trx.updateTable('webhook_deliveries').set({ status: 'failed', next_attempt_at: null })
          .where('endpoint_id', '=', delivery.endpointId).where('status', '=', 'pending').execute();
      }
      return { disabled: disabled ? toEndpoint(disabled) : null };
    }),

    async deliveries(endpointId, { limit, before }) {
      let query = db.selectFrom('webhook_deliveries as d').innerJoin('webhook_events as e', 'e.id', 'd.event_id')
        .select(['d.id', 'd.event_id', 'e.type', 'd.status', 'd.attempts', 'd.next_attempt_at', 'd.created_at'])
        .where('d.endpoint_id', '=', endpointId)
        .orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').limit(limit);
      if (before) query = query.where((eb) => eb.or([eb('d.created_at', '<', before.at), eb.and([eb('d.created_at', '=', before.at), eb('d.id', '<', before.id)])]));
      const rows = await query.execute();
      const last = new Map<string, AttemptRecord>();
      if (rows.length > 0) {
        const attempts = await db.selectFrom('webhook_attempts').selectAll().where('delivery_id', 'in', rows.map((row) => row.id)).orderBy('at').orderBy('id').execute();
        for (const attempt of attempts) last.set(attempt.delivery_id, toAttempt(attempt));
      }
      return rows.map((row) => ({
        id: row.id, eventId: row.event_id, eventType: row.type, status: row.status as DeliveryView['status'], attempts: row.attempts,
        nextAttemptAt: row.next_attempt_at, createdAt: row.created_at, lastAttempt: last.get(row.id) ?? null,
      }));
    },

    async attempts(endpointId, deliveryId) {
      const delivery = await db.selectFrom('webhook_deliveries').select('id').where('id', '=', deliveryId).where('endpoint_id', '=', endpointId).executeTakeFirst();
      if (!delivery) return undefined;
      return (await db.selectFrom('webhook_attempts').selectAll().where('delivery_id', '=', deliveryId).orderBy('at', 'desc').orderBy('id').execute()).map(toAttempt);
    },

    async redeliver(endpointId, deliveryId, now) {
      const updated = await db.updateTable('webhook_deliveries')
        .set({ status: 'pending', next_attempt_at: now, window_started_at: null, locked_until: null, updated_at: now })
        .where('id', '=', deliveryId).where('endpoint_id', '=', endpointId).executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },
  };
}

function toEndpoint(row: Selectable<WebhookEndpointsTable>): StoredEndpoint {
  return {
    id: row.id, url: row.url, description: row.description, events: fromJson<string[]>(row.events), secret: row.secret,
    enabled: Boolean(row.enabled), disabledReason: row.disabled_reason === 'failing' ? 'failing' : null, failingSince: row.failing_since,
    createdBy: row.created_by, createdAt: row.created_at, updatedAt: row.updated_at, revision: row.revision,
  };
}

function toAttempt(row: { at: number; status_code: number | null; duration_ms: number; error: string | null; response_snippet: string | null }): AttemptRecord {
  return { at: row.at, statusCode: row.status_code, durationMs: row.duration_ms, error: row.error, responseSnippet: row.response_snippet };
}
