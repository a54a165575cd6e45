// A flow with a screenshot and a file question, and feedbacks whose answers are real uploads, for the results
// files API test and the e2e journey (issue #19: files and screenshots as thumbnails).
import { crc32, deflateSync } from 'node:zlib';
import type { Flow } from '../../src/types/schemas';
import type { SaveFeedbackInput, Storage, StoredFeedback, StoredNode } from '../../src/server/storage/storage';

const FILES_FLOW: Flow = {
  id: 'flow-files',
  name: 'Files flow',
  defaultLanguageId: 1,
  languages: [{ id: 1, code: 'en', name: 'English' }],
  states: [
    {
      id: 's-files', name: 'Files', isInitialState: true,
      elements: [
        { id: 'e-shot', type: 'question', question: { id: 'q-shot', style: 'screenshot', body: { en: 'Show us the problem' } } },
        { id: 'e-file', type: 'question', question: { id: 'q-file', style: 'file', body: { en: 'Attach your receipt' } } },
        { id: 'e-submit', type: 'submit' },
      ],
    },
    { id: 'thanks', name: 'Thanks', style: 'thank', elements: [{ id: 'e-thanks', type: 'label', body: { en: '# Thanks' } }] },
  ],
  transitions: [{ fromStateId: 's-files', toStateId: 'thanks' }],
};

const FILES_NODE: StoredNode = { id: 'node-files', name: 'Files node', flow_id: 'flow-files', status: 'active', operating: true, operating_24_7: true };

/** A PNG of `width` x `height` in two colours (a page with a header band), so a thumbnail shows something. */
export function bandedPng(width: number, height: number, band: [number, number, number], page: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const colour = y < height / 4 ? band : page;
    for (let x = 0; x < width; x++) rows.set(colour, y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Sends a file through the respondent's upload route, as the file and screenshot views do. */
export async function uploadFile(serverUrl: string, bytes: Buffer, name: string, type: string): Promise<{ url: string; id: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${serverUrl}/v2/storage/direct_uploads`, { method: 'POST', body: form });
  if (response.status !== 200) throw new Error(`upload of ${name} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { url: string; id: string } }).data;
}

export interface FileFeedback {
  /** Answers by question id: each an uploaded file's URL and id. */
  answers: Record<string, { url: string; id: string }>;
  /** A chat opened from it (agents may read its files). */
  chat?: boolean;
  completed?: boolean;
  at: number;
}

/** Stores the flow and its node (once), then one feedback per entry, oldest first as given. */
export async function seedFileFeedbacks(storage: Storage, feedbacks: FileFeedback[]): Promise<StoredFeedback[]> {
  await storage.flows.put(FILES_FLOW, Date.parse('2026-01-01T00:00:00Z'));
  await storage.nodes.put(FILES_NODE);
  const stored: StoredFeedback[] = [];
  for (const [n, entry] of feedbacks.entries()) {
    const completed = entry.completed ?? true;
    const input: SaveFeedbackInput = {
      idempotencyKey: null, continuesId: null, continuationHash: completed ? null : 'seed', nodeId: FILES_NODE.id, flowId: FILES_FLOW.id, flowVersion: 1, completed,
      payload: {
        created_at: new Date(entry.at).toISOString(), node_id: FILES_NODE.id, flow_id: FILES_FLOW.id, language_id: 1,
        responses: Object.entries(entry.answers).map(([questionId, file]) => ({ question_id: questionId, body: file.url, active_storage_blob_id: file.id })),
        ...(completed ? { final_state_id: 'thanks' } : {}),
      },
      identity: {}, chatToken: entry.chat ? `chat-token-${n}-${entry.at}` : null, now: entry.at,
    };
    const result = await storage.feedbacks.save(input);
    if (!('feedback' in result)) throw new Error('the feedback was not saved');
    stored.push(result.feedback);
  }
  return stored;
}
