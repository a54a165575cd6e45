import type { StoredFeedback } from '../storage/storage';

/**
 * Issue #25: spreadsheets skip leading spaces before a formula and read the full-width ＝＋－＠ as = + - @, so
 * those start a formula too.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uff1d\uff0b\uff0d\uff20])/;

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, tab, carriage return) gets a leading apostrophe
 * (OWASP "CSV injection"), then the cell is quoted per RFC 4180.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

const CSV_COLUMNS = ['feedback_id', 'created_at', 'node_id', 'flow_id', 'completed', 'language_id', 'question_id', 'option_id', 'body', 'ranking', 'customer_email', 'customer_name'] as const;

/** One row per response item, so a spreadsheet can pivot on questions; a feedback without answers still has one row. */
export function feedbackRows(feedback: StoredFeedback): string[][] {
  const { payload } = feedback;
  const base = [feedback.id, new Date(feedback.createdAt).toISOString(), feedback.nodeId, feedback.flowId, String(feedback.completed), payload.language_id ?? ''];
  const customer = [payload.customer?.email ?? '', payload.customer?.name ?? ''];
  const items = payload.responses.length > 0 ? payload.responses : [{ question_id: '' }];
  return items.map((item) => [...base, item.question_id, item.option_id ?? '', item.hidePersonalData ? '(hidden)' : (item.body ?? ''), item.ranking ?? '', ...customer].map(csvCell));
}

export function csvHeader(): string {
  return CSV_COLUMNS.join(',');
}
