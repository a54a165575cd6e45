import { randomFillSync } from 'node:crypto';

/**
 * A new feedback's id: a version 4 UUID whose first 48 bits are the save's time in milliseconds, the other 74 random
 * (the "COMB" layout; RFC 9562's version 7 has the same layout, but SPEC 5 has clients accept versions 1 to 5 only,
 * so the version nibble stays 4).
 *
 * Why not plain random UUIDs: the id keys the feedbacks table and, through the idempotency keys' foreign key, one
 * more index. A random id lands each of a submit batch's 25 new rows on another leaf page of both indexes, so every
 * commit wrote some 50 pages more to SQLite's log than the rows fill, and PostgreSQL dirtied (and after each
 * checkpoint logged whole) as many pages. Ids that grow with time append at the right edge of those indexes, as
 * the other keys of a new feedback (its times) already do: saving batches of 25 in-process on SQLite, 33 → 10 KB
 * written and 99 → 70-75 µs of CPU a save without the results (README "Benchmarks", issue #19). The id then tells
 * when the feedback was first saved, which its `created_at` tells anyone who may read it anyway; 74 random bits
 * keep ids unguessable, and nothing is granted by an id alone (a chat needs its token, a continuation its secret).
 */
export function newFeedbackId(now: number = Date.now()): string {
  const bytes = randomFillSync(Buffer.alloc(16));
  bytes.writeUIntBE(Math.max(0, Math.min(Math.floor(now), MAX_MILLISECONDS)), 0, 6);
  bytes[6] = 0x40 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** 48 bits of milliseconds: until the year 10889. */
const MAX_MILLISECONDS = 2 ** 48 - 1;
