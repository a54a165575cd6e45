import { DIAGNOSTIC_ACTIONS_KEPT } from '../lib/constants';
import { createRingBuffer } from './ring-buffer';

/** One dispatched action, as a report shows it: its name and only the fields that identify, never an answer. */
export interface ActionRecord {
  type: string;
  /** Seconds since the epoch, as breadcrumbs count time. */
  timestamp: number;
  data?: Record<string, string | number | boolean>;
}

/** SPEC 9: "Only the last 40 dispatched actions are kept for diagnostics." One buffer for the page. */
export const recentActions = createRingBuffer<ActionRecord>(DIAGNOSTIC_ACTIONS_KEPT);

/** Payload fields that say what happened without saying what anyone typed. */
const IDENTIFYING_FIELDS = ['questionId', 'kind', 'type', 'route', 'preview', 'inWidget', 'clientId', 'progress', 'status'];
/** A bare string payload is kept only when it looks like a code ('tr', 'submit'), not like text someone wrote. */
const CODE_LIKE = /^[a-z0-9_-]{1,16}$/i;

/** What of an event's payload goes into the diagnostics: identifying fields only; values and text never. */
export function summarisePayload(payload: unknown): ActionRecord['data'] {
  if (typeof payload === 'number' || typeof payload === 'boolean') return { payload };
  if (typeof payload === 'string') return CODE_LIKE.test(payload) ? { payload } : undefined;
  if (typeof payload !== 'object' || payload === null) return undefined;
  const kept: Record<string, string | number | boolean> = {};
  for (const field of IDENTIFYING_FIELDS) {
    const value = (payload as Record<string, unknown>)[field];
    if (typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && value.length <= 64)) kept[field] = value;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

export function recordAction(type: string, payload?: unknown, now: number = Date.now()): void {
  recentActions.push({ type, timestamp: now / 1000, data: summarisePayload(payload) });
}
