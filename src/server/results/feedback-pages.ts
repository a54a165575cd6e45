import type { Storage, StoredFeedback } from '../storage/storage';
import type { FeedbackScan } from '../storage/results-repository';

/** The most rows one read asks for: a page's rows, twice over while the next is read, stay a few MB. */
const SCAN_PAGE = 2000;

/**
 * Every feedback a scan selects, in (created_at, id) order, a page at a time after the previous page's last row, so
 * a million never sit in memory and no page costs its depth. `firstPage` is how many the caller wants (a table
 * page's 50): the first read asks for that many and each next one for twice as many, up to SCAN_PAGE, so a table
 * page reads its own rows rather than 2000 (bench:results: 2000 rows cost a page 88 ms at 1M on SQLite).
 *
 * Once the reads are full-size (an export, a count) on PostgreSQL, the next page is read while the caller works
 * through this one: the database then works while the server formats, rather than in turns (bench: +5–15% rows).
 */
export async function* feedbackPages(storage: Storage, scan: Omit<FeedbackScan, 'after' | 'limit'>, after?: FeedbackScan['after'], firstPage = SCAN_PAGE): AsyncGenerator<StoredFeedback[]> {
  const read = (cursor: FeedbackScan['after'], limit: number) => storage.results.scan({ ...scan, after: cursor, limit });
  let ahead: Promise<StoredFeedback[]> | undefined;
  for (let cursor = after, limit = Math.max(1, Math.min(firstPage, SCAN_PAGE)); ; limit = Math.min(limit * 2, SCAN_PAGE)) {
    const page = await (ahead ?? read(cursor, limit));
    const last = page[page.length - 1];
    if (page.length < limit || !last) {
      if (page.length > 0) yield page;
      return;
    }
    cursor = { at: last.createdAt, id: last.id };
    // Read ahead only at full size (a table page stops after its first read), and only where the database works
    // beside this process (better-sqlite3 reads on this thread). A caller that stops early leaves the read ahead
    // unawaited: its failure is then nobody's to report.
    ahead = limit === SCAN_PAGE && storage.driver === 'postgres' ? read(cursor, SCAN_PAGE) : undefined;
    ahead?.catch(() => {});
    yield page;
  }
}
