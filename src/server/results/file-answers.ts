import { fileNameFromUrl, fileTypeFromUrl } from '../../lib/file-size';
import { STORED_NAME } from '../services/file-store';
import type { Storage, StoredFeedback, StoredUpload } from '../storage/storage';
import type { ResultsFilter } from './filters';
import { filteredFeedbacks } from './results-service';

/** One file a respondent gave, as a results card shows it; `url` only for a file this server stores. */
export interface FileAnswerView {
  name: string;
  type: string;
  size: number | null;
  url: string | null;
}

const UPLOAD_PATH = /\/uploads\/([0-9a-f-]{36}\.[a-z0-9]{2,5})(?:[?#].*)?$/;

/** The stored name a file answer's URL points at, when it is one of this server's uploads. */
const storedNameOf = (url: string): string | undefined => {
  const name = UPLOAD_PATH.exec(url)?.[1];
  return name && STORED_NAME.test(name) ? name : undefined;
};

/** A question's file answers in one feedback, the hidden ones (personal data) left out. */
const fileUrlsOf = (feedback: StoredFeedback, questionId: string): string[] =>
  feedback.payload.responses.flatMap((item) => (item.question_id === questionId && !item.hidePersonalData && typeof item.body === 'string' && item.body !== '' ? [item.body] : []));

/** Whether the feedback names this stored file in an answer people may see (the file route serves nothing else). */
export const feedbackNamesFile = (feedback: StoredFeedback, storedName: string): boolean =>
  feedback.payload.responses.some((item) => !item.hidePersonalData && typeof item.body === 'string' && storedNameOf(item.body) === storedName);

/** The console's address of a stored file of a feedback: served only to people who may read that feedback. */
const feedbackFileUrl = (feedbackId: string, storedName: string) => `/v1/manage/feedbacks/${encodeURIComponent(feedbackId)}/files/${storedName}`;

/** A file answer as the console shows it: the upload's record when this server stores it, else the name in its URL. */
const fileView = (feedbackId: string, url: string, uploads: Map<string, StoredUpload>): FileAnswerView => {
  const stored = storedNameOf(url);
  const upload = stored === undefined ? undefined : uploads.get(stored);
  if (!upload) return { name: fileNameFromUrl(url).slice(0, 200) || 'file', type: fileTypeFromUrl(url), size: null, url: null };
  return { name: upload.originalName, type: upload.contentType, size: upload.size, url: feedbackFileUrl(feedbackId, upload.storedName) };
};

/** The upload records of the stored files the given answers name, in one read. */
const uploadsNamed = async (storage: Storage, urls: string[]) => {
  const names = urls.map(storedNameOf).filter((name) => name !== undefined);
  return new Map((await storage.uploads.byStoredNames(names)).map((upload) => [upload.storedName, upload]));
};

/** A feedback's files by question id, for the answers that name a file this server stores (the hidden ones left out). */
export type FilesByQuestion = Record<string, FileAnswerView[]>;

/**
 * The files each feedback's answers name, by feedback id then question id (issue #19: the responses table shows a
 * file answer as a chip, the side panel as a thumbnail or a download, never as the raw `/uploads/` text). Only an
 * answer naming one of this server's uploads counts: an outside URL stays the text it is. One read of the upload
 * records for the whole page.
 */
export async function storedFilesOf(storage: Storage, feedbacks: StoredFeedback[]): Promise<Map<string, FilesByQuestion>> {
  const answers = feedbacks.map((feedback) => ({
    feedback,
    named: feedback.payload.responses.filter((item): item is typeof item & { body: string } => !item.hidePersonalData && typeof item.body === 'string' && storedNameOf(item.body) !== undefined),
  }));
  const uploads = await uploadsNamed(storage, answers.flatMap(({ named }) => named.map((item) => item.body)));
  const byFeedback = new Map<string, FilesByQuestion>();
  for (const { feedback, named } of answers) {
    if (named.length === 0) continue;
    const files: FilesByQuestion = {};
    for (const item of named) (files[item.question_id] ??= []).push(fileView(feedback.id, item.body, uploads));
    byFeedback.set(feedback.id, files);
  }
  return byFeedback;
}

/**
 * A file question's newest answers under the results filters (issue #19, "files/screenshots as thumbnails"), a
 * page of feedbacks at a time, each with its files' names, types and sizes from the upload records. An answer
 * naming a file elsewhere (an outside URL) is listed by the name in its URL and never fetched by the console.
 */
export async function fileAnswerPage(storage: Storage, filter: ResultsFilter, questionId: string, limit: number, after?: { at: number; id: string }) {
  // The feedbacks that answered the question: the same condition the text card sends (an empty `contains`).
  const answered: ResultsFilter = { ...filter, answers: [...filter.answers, { questionId, operator: 'contains', value: '' }] };
  const feedbacks: StoredFeedback[] = [];
  for await (const feedback of filteredFeedbacks(storage, answered, 'desc', after)) {
    if (fileUrlsOf(feedback, questionId).length > 0) feedbacks.push(feedback);
    if (feedbacks.length === limit) break;
  }
  const uploads = await uploadsNamed(storage, feedbacks.flatMap((feedback) => fileUrlsOf(feedback, questionId)));
  const items = feedbacks.map((feedback) => ({
    feedback_id: feedback.id,
    created_at: new Date(feedback.createdAt).toISOString(),
    files: fileUrlsOf(feedback, questionId).map((url) => fileView(feedback.id, url, uploads)),
  }));
  const last = feedbacks[feedbacks.length - 1];
  return { items, last: feedbacks.length === limit && last ? { at: last.createdAt, id: last.id } : null };
}
