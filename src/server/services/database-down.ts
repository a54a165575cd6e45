/**
 * Connection-level failures of either driver: the database is away, not the request wrong (answer 503). pg's
 * "Query read timeout" is a query that got no answer within the pool's query_timeout (a silent network).
 */
const DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', 'SQLITE_BUSY', 'SQLITE_CANTOPEN', 'SQLITE_IOERR']);

export function isDatabaseDown(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DOWN_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Query read timeout/i.test(message)) return true;
  }
  return false;
}
