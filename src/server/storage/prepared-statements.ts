import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Times a text is sent on a connection before it is prepared there: a one-off statement never is. */
const SEEN_BEFORE_PREPARED = 3;
/**
 * Statements prepared per connection, at most: each holds a plan in the server's memory for the connection's life,
 * and pg cannot release one. The write path of a submit batch needs four; the rest are room for other hot writes.
 */
const PREPARED_PER_CONNECTION = 64;
/** Texts counted per connection before the counts start over, so texts that vary (IN lists) cannot grow it. */
const COUNTED_PER_CONNECTION = 1_000;

/**
 * A write (the statements of a submit batch recur with the same text), or a WITH whose statements write. Not
 * `returning *`: a prepared statement's result columns are fixed when it is prepared, and a column added by a later
 * migration (another process of a rolling upgrade) would fail it with "cached plan must not change result type".
 */
const WRITE = /^\s*(insert|update|delete)\b/i;
const WITH_A_WRITE = /^\s*with\b[\s\S]*\b(insert\s+into|update|delete\s+from)\b/i;
const RESULT_OF_ANY_SHAPE = /\breturning\s+\*/i;
const preparable = (text: string) => (WRITE.test(text) || WITH_A_WRITE.test(text)) && !RESULT_OF_ANY_SHAPE.test(text);

type Query = (...args: unknown[]) => unknown;

/**
 * Issues #19 and #21: makes a PostgreSQL connection prepare the writes it sends again and again. Kysely sends every
 * statement unnamed, which PostgreSQL parses and plans anew each time: a submit batch's fused insert (the feedbacks
 * with their rollup counts and answer sets, result-writes.ts) spent 0.34 ms parsing and 0.25 ms binding and planning
 * of its 1.4 ms, every batch (the server's statement log, bench:server). A statement prepared once per connection
 * (pg's named statements, by a hash of the text) is only bound and executed, and after five runs PostgreSQL keeps a
 * generic plan. Only texts seen SEEN_BEFORE_PREPARED times are prepared, up to PREPARED_PER_CONNECTION, so a
 * statement whose text varies costs what it did. DATABASE_PREPARED_STATEMENTS=false turns it off, for a pooler
 * that cannot keep a connection's prepared statements (PgBouncer in transaction mode before 1.21).
 */
export function prepareRecurringWrites(client: pg.ClientBase): void {
  const send = client.query.bind(client) as Query;
  const names = new Map<string, string>();
  const seen = new Map<string, number>();
  const query: Query = (text, values, ...rest) => {
    if (typeof text !== 'string' || !Array.isArray(values)) return send(text, values, ...rest);
    const name = nameOf(text);
    return name === undefined ? send(text, values, ...rest) : send({ name, text, values }, ...rest);
  };
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= PREPARED_PER_CONNECTION || !preparable(text)) return known;
    const times = (seen.get(text) ?? 0) + 1;
    if (times < SEEN_BEFORE_PREPARED) {
      if (seen.size >= COUNTED_PER_CONNECTION) seen.clear();
      seen.set(text, times);
      return undefined;
    }
    seen.delete(text);
    const name = `canvass_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
    return name;
  };
  (client as unknown as { query: Query }).query = query;
}
