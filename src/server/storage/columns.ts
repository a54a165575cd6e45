import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

export type SqlBoolean = RawBuilder<boolean>;

/**
 * A boolean both dialects accept: PostgreSQL has a boolean type, SQLite (3.23+) reads TRUE/FALSE as 1/0, and
 * better-sqlite3 refuses to bind JS booleans, so the value goes into the SQL text rather than a parameter.
 */
export function sqlBoolean(value: boolean): SqlBoolean {
  return value ? sql<boolean>`true` : sql<boolean>`false`;
}

export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

export function fromJson<T>(text: string): T {
  return JSON.parse(text) as T;
}

export function fromNullableJson<T>(text: string | null): T | null {
  return text === null ? null : fromJson<T>(text);
}

/** JSON with object keys sorted, so two bodies that differ only in key order compare equal. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
