import { Kysely, PostgresDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from './database';
import { insertWithResultsStatement } from './result-writes';

describe('the PostgreSQL insert of a batch with its results', () => {
  // Compiled only, never run: the dialect needs no connection for that.
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as never }) });

  it('takes its columns\' arrays as its only parameters, in order, so one compilation serves every batch', () => {
    // 10 rollup columns, 10 answer set columns, then the feedbacks' columns.
    const columns = Array.from({ length: 33 }, (_, i) => [`value ${i}`]);
    const compiled = insertWithResultsStatement(db, ...columns).compile();
    expect(compiled.parameters).toHaveLength(columns.length);
    compiled.parameters.forEach((parameter, i) => expect(parameter).toBe(columns[i]));
    // The upserts ride in the feedbacks' insert.
    expect(compiled.sql).toMatch(/^with "counts" as \(insert into "result_counts".*"answer_sets" as \(insert into "result_answer_index".*\) insert into "feedbacks"/s);
  });
});
