import { sql, type Kysely } from 'kysely';
import { sqlBoolean } from './columns';
import type { Database, Driver } from './database';
import { toFeedback } from './feedback-rows';
import { rollupRows } from './result-rollups';
import { answerSetRows, readAnswerSets, rebuildResults, type AnswerSetQuery } from './answer-index';
import type { StoredFeedback } from './storage';
import { FEEDBACKS, type Channel } from '../results/rollup-keys';

/** The filters the rollups answer, each a rollup column; days are UTC day numbers, `toDay` included. */
export interface RollupFilter {
  flowId: string;
  fromDay?: number;
  toDay?: number;
  version?: number;
  nodeId?: string;
  channel?: Channel;
  language?: number;
  completed?: boolean;
}

export interface BucketCount {
  questionId: string;
  bucket: string;
  count: number;
}

/**
 * A page of feedbacks read in order from an index, before the filters no column holds are checked: a flow's (its
 * (flow_id, created_at, id) index), or without `flowId` every flow's (`canvass export feedbacks`).
 */
export interface FeedbackScan {
  flowId?: string;
  since?: number;
  until?: number;
  version?: number;
  nodeId?: string;
  completed?: boolean;
  order: 'desc' | 'asc';
  /** The previous page's last (created_at, id). */
  after?: { at: number; id: string };
  limit: number;
}

/** Issue #19: the rollup counts behind a results summary, and the raw reads its answer filters and table fall back to. */
export function createResultsRepository(db: Kysely<Database>, driver: Driver) {
  const rollups = (filter: RollupFilter) => {
    let query = db.selectFrom('result_counts').where('flow_id', '=', filter.flowId);
    if (filter.fromDay !== undefined) query = query.where('day', '>=', filter.fromDay);
    if (filter.toDay !== undefined) query = query.where('day', '<=', filter.toDay);
    if (filter.version !== undefined) query = query.where('flow_version', '=', filter.version);
    if (filter.nodeId !== undefined) query = query.where('node_id', '=', filter.nodeId);
    if (filter.channel !== undefined) query = query.where('channel', '=', filter.channel);
    if (filter.language !== undefined) query = query.where('language', '=', filter.language);
    if (filter.completed !== undefined) query = query.where('completed', '=', filter.completed ? 1 : 0);
    return query;
  };
  return {
    /** Sum of every (question, bucket) count the filter selects. */
    async counts(filter: RollupFilter): Promise<BucketCount[]> {
      const rows = await rollups(filter)
        .select(['question_id', 'bucket', ({ fn }) => fn.sum<number>('count').as('total')])
        .groupBy(['question_id', 'bucket']).execute();
      return rows.map((row) => ({ questionId: row.question_id, bucket: row.bucket, count: Number(row.total) })).filter((row) => row.count !== 0);
    },

    /** Per day: the feedbacks and completed ones, and each bucket of `questionIds` (the trend of a headline score). */
    async daily(filter: RollupFilter, questionIds: readonly string[]): Promise<{ day: number; questionId: string; bucket: string; completed: number; count: number }[]> {
      const rows = await rollups(filter).where('question_id', 'in', [FEEDBACKS, ...questionIds])
        .select(['day', 'question_id', 'bucket', 'completed', ({ fn }) => fn.sum<number>('count').as('total')])
        .groupBy(['day', 'question_id', 'bucket', 'completed']).execute();
      return rows.map((row) => ({ day: Number(row.day), questionId: row.question_id, bucket: row.bucket, completed: Number(row.completed), count: Number(row.total) }));
    },

    /** Feedbacks in (created_at, id) order from the flow's index (or the created_at one), a page at a time. */
    async scan(scan: FeedbackScan): Promise<StoredFeedback[]> {
      const rows = driver === 'postgres' ? await db.transaction().execute(async (trx) => {
        // Without statistics (a table just filled or restored, before ANALYZE; no autovacuum) PostgreSQL guesses a
        // few hundred rows, fewer than the page's limit, so it bitmap-scans the flow's whole remaining range and
        // sorts it for every page: an export's pages then read n²/2 rows (EXPLAIN ANALYZE: 80,000 rows read for a
        // 2,000-row page, 275 ms, against 0.8 ms). For this transaction only, the page is the index walked in
        // order whatever the guess; with statistics that is the plan chosen anyway.
        await sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true)`.execute(trx);
        return scanQuery(trx, scan).execute();
      }) : await scanQuery(db, scan).execute();
      return rows.map(toFeedback);
    },

    /**
     * Issue #19's answer index: the answer sets an answer filter selects, a window of days at a time, the windows
     * sized by the rollups' feedback counts (kept in the same transactions as the index).
     */
    async *answerSets(query: AnswerSetQuery) {
      const perDay = await rollups(query).where('question_id', '=', FEEDBACKS)
        .select(['day', ({ fn }) => fn.sum<number>('count').as('total')]).groupBy('day').orderBy('day').execute();
      yield* readAnswerSets(db, query, perDay.map((row) => ({ day: Number(row.day), count: Number(row.total) })));
    },

    rebuild: () => rebuildResults(db),
    rows: () => rollupRows(db),
    answerSetRows: () => answerSetRows(db),
  };
}

export type ResultsRepository = ReturnType<typeof createResultsRepository>;

function scanQuery(db: Kysely<Database>, scan: FeedbackScan) {
  const direction = scan.order;
  let query = db.selectFrom('feedbacks').selectAll().orderBy('created_at', direction).orderBy('id', direction).limit(scan.limit);
  if (scan.flowId !== undefined) query = query.where('flow_id', '=', scan.flowId);
  const after = scan.after;
  // The cursor replaces the range's bound on its side when it is the nearer one: SQLite takes one upper (or
  // lower) bound of the index, and with both it kept `until` and walked down from it to the cursor on every page.
  if (scan.since !== undefined && !(after && direction === 'asc' && after.at >= scan.since)) query = query.where('created_at', '>=', scan.since);
  if (scan.until !== undefined && !(after && direction === 'desc' && after.at < scan.until)) query = query.where('created_at', '<', scan.until);
  if (scan.version !== undefined) query = query.where('flow_version', '=', scan.version);
  if (scan.nodeId !== undefined) query = query.where('node_id', '=', scan.nodeId);
  if (scan.completed !== undefined) query = query.where('completed', '=', sqlBoolean(scan.completed));
  if (after) {
    const beyond = direction === 'desc' ? '<' : '>';
    // A row-value comparison, which both databases read as a range of the (flow_id, created_at, id) index: the
    // same condition spelled with OR made SQLite walk the flow's index from its newest entry on every page, so
    // a page cost its depth (bench:results).
    query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), beyond, eb.tuple(after.at, after.id)));
  }
  return query;
}

