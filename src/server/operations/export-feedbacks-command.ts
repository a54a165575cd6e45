import type { Storage } from '../storage/storage';
import { readablePayload } from '../services/answer-limits';
import { csvHeader, feedbackCsv } from '../services/export-feedbacks';
import { feedbackPages } from '../results/feedback-pages';

export interface FeedbackExportOptions {
  format: 'csv' | 'json';
  /** Only completed feedbacks. */
  completed: boolean;
}

/** Where the export goes: text to write (a promise while the reader is behind), and a line for the operator. */
export interface FeedbackExportOutput {
  write(text: string): Promise<void> | void;
  warn(line: string): void;
}

/**
 * `canvass export feedbacks`: every flow's feedbacks, newest first (ties by id), in the CSV the console's export
 * writes or as JSON lines. Read a page at a time after the previous page's last (created_at, id), as the results
 * export reads (results/feedback-pages.ts), so a page costs the same at any depth and a feedback saved meanwhile
 * neither shifts a row into the next page twice nor out of the export, as OFFSET pages did; a page's text is
 * written at once. `firstPage` is for tests: pages grow from it to the export's size.
 */
export async function exportFeedbacks(storage: Storage, options: FeedbackExportOptions, output: FeedbackExportOutput, firstPage?: number): Promise<{ exported: number; leftOut: number }> {
  const csv = options.format === 'csv';
  if (csv) await output.write(`${csvHeader()}\n`);
  let exported = 0;
  let leftOutCount = 0;
  for await (const page of feedbackPages(storage, { order: 'desc', ...(options.completed ? { completed: true } : {}) }, undefined, firstPage)) {
    let text = '';
    for (const stored of page) {
      // A row no reader can handle (issue #25) is exported without the unreadable part, reported, and the export goes on.
      const { payload, leftOut } = readablePayload(stored.payload);
      for (const { path: where, reason } of leftOut) output.warn(`feedback ${stored.id}: ${where} left out (${reason})`);
      leftOutCount += leftOut.length;
      const feedback = payload === stored.payload ? stored : { ...stored, payload };
      text += csv
        ? feedbackCsv(feedback)
        : `${JSON.stringify({ id: feedback.id, completed: feedback.completed, received_at: new Date(feedback.createdAt).toISOString(), ...feedback.payload })}\n`;
    }
    exported += page.length;
    await output.write(text);
  }
  return { exported, leftOut: leftOutCount };
}
