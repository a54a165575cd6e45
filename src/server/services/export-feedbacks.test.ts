import { describe, expect, it } from 'vitest';
import type { StoredFeedback } from '../storage/storage';
import { csvHeader, feedbackCsv } from './export-feedbacks';

const feedback = (payload: Partial<StoredFeedback['payload']>): StoredFeedback => ({
  id: 'f-1', nodeId: 'node-1', flowId: 'flow-1', flowVersion: 1, completed: true, identity: {}, chatToken: null, chatStatus: null,
  createdAt: Date.UTC(2026, 2, 1, 12), updatedAt: Date.UTC(2026, 2, 1, 12),
  payload: { created_at: '2026-03-01T12:00:00Z', node_id: 'node-1', flow_id: 'flow-1', responses: [], ...payload },
});

describe('feedbackCsv (issue #19: the export line built once per feedback)', () => {
  it('writes one line per answer under the header, repeating the feedback and customer cells on each', () => {
    const lines = feedbackCsv(feedback({
      language_id: 2, customer: { email: 'ann@example.com', name: 'Ann, Jr.' },
      responses: [
        { question_id: 'color', option_id: 'red' },
        { question_id: 'why', body: '=HYPERLINK("x")' },
        { question_id: 'rank', option_id: 'b', ranking: 1 },
        { question_id: 'secret', body: 'my address', hidePersonalData: true },
        { question_id: 'nps', body: -3 },
      ],
    }));
    expect(csvHeader().split(',')).toHaveLength(12);
    expect(lines).toBe([
      'f-1,2026-03-01T12:00:00.000Z,node-1,flow-1,true,2,color,red,,,ann@example.com,"Ann, Jr."',
      'f-1,2026-03-01T12:00:00.000Z,node-1,flow-1,true,2,why,,"\'=HYPERLINK(""x"")",,ann@example.com,"Ann, Jr."',
      'f-1,2026-03-01T12:00:00.000Z,node-1,flow-1,true,2,rank,b,,1,ann@example.com,"Ann, Jr."',
      'f-1,2026-03-01T12:00:00.000Z,node-1,flow-1,true,2,secret,,(hidden),,ann@example.com,"Ann, Jr."',
      "f-1,2026-03-01T12:00:00.000Z,node-1,flow-1,true,2,nps,,'-3,,ann@example.com,\"Ann, Jr.\"",
      '',
    ].join('\n'));
  });

  it('still writes one line, its answer cells empty, for a feedback without answers', () => {
    expect(feedbackCsv(feedback({}))).toBe('f-1,2026-03-01T12:00:00.000Z,node-1,flow-1,true,,,,,,,\n');
  });
});
