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
  // Most cells (ids, dates, option ids, numbers ≥ 0, single words) need neither: one test instead of three.
  if (PLAIN.test(text)) return text;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Starts with a letter, digit or underscore, and holds no space, quote, comma or line break: the cell as it is. */
const PLAIN = /^[\p{L}\p{N}_][\p{L}\p{N}_.:-]*$/u;

const CSV_COLUMNS = ['feedback_id', 'created_at', 'node_id', 'flow_id', 'completed', 'language_id', 'question_id', 'option_id', 'body', 'ranking', 'customer_email', 'customer_name'] as const;

/**
 * The feedback's CSV lines, each ending in a newline: one per response item, so a spreadsheet can pivot on
 * questions; a feedback without answers still has one. Issue #19: the cells every line of a feedback repeats (its
 * id, date, node, flow, completion, language, customer) are formatted once per feedback rather than once per answer,
 * and the line is built as text, not as arrays joined (export 50,000 feedbacks/s).
 */
export function feedbackCsv(feedback: StoredFeedback): string {
  const { payload } = feedback;
  const start = `${csvCell(feedback.id)},${csvCell(new Date(feedback.createdAt).toISOString())},${csvCell(feedback.nodeId)},${csvCell(feedback.flowId)},${csvCell(String(feedback.completed))},${csvCell(payload.language_id ?? '')},`;
  const end = `,${csvCell(payload.customer?.email ?? '')},${csvCell(payload.customer?.name ?? '')}\n`;
  if (payload.responses.length === 0) return `${start},,,${end}`;
  let lines = '';
  for (const item of payload.responses) {
    lines += `${start}${csvCell(item.question_id)},${csvCell(item.option_id ?? '')},${item.hidePersonalData ? '(hidden)' : csvCell(item.body ?? '')},${csvCell(item.ranking ?? '')}${end}`;
  }
  return lines;
}

export function csvHeader(): string {
  return CSV_COLUMNS.join(',');
}
