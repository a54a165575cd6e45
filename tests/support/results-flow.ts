// A flow with one question of each kind the results screen draws, and feedbacks made from a seed, for the results
// API test, the e2e journey and the bench (issue #19).
import type { FeedbackPayload, Flow } from '../../src/types/schemas';
import type { SaveFeedbackInput, Storage, StoredNode } from '../../src/server/storage/storage';

export const RESULTS_FLOW: Flow = {
  id: 'flow-results',
  name: 'Results flow',
  defaultLanguageId: 1,
  languages: [{ id: 1, code: 'en', name: 'English' }, { id: 2, code: 'tr', name: 'Türkçe' }],
  states: [
    {
      id: 's-score', name: 'Score', isInitialState: true,
      elements: [
        { id: 'e-nps', type: 'question', question: { id: 'q-nps', style: 'score', body: { en: 'How likely are you to recommend us?' } } },
        { id: 'e-color', type: 'question', question: { id: 'q-color', style: 'radio', body: { en: 'Favourite colour' }, options: [{ id: 'o-red', body: { en: 'Red' } }, { id: 'o-green', body: { en: 'Green' } }, { id: 'o-blue', body: { en: 'Blue' } }] } },
        { id: 'e-next', type: 'next_page' },
      ],
    },
    {
      id: 's-more', name: 'More',
      elements: [
        { id: 'e-likes', type: 'question', question: { id: 'q-likes', style: 'checklist', body: { en: 'What do you like?' }, options: [{ id: 'o-speed', body: { en: 'Speed' } }, { id: 'o-price', body: { en: 'Price' } }, { id: 'o-help', body: { en: 'Help' } }] } },
        { id: 'e-stars', type: 'question', question: { id: 'q-stars', style: 'star', body: { en: 'Rate the support' } } },
        { id: 'e-comment', type: 'question', question: { id: 'q-comment', style: 'textarea', body: { en: 'Anything else?' } } },
        { id: 'e-submit', type: 'submit' },
      ],
    },
    { id: 'thanks', name: 'Thanks', style: 'thank', elements: [{ id: 'e-thanks', type: 'label', body: { en: '# Thanks' } }] },
  ],
  transitions: [{ fromStateId: 's-score', toStateId: 's-more' }, { fromStateId: 's-more', toStateId: 'thanks' }],
};

export const RESULTS_NODE: StoredNode = { id: 'node-results', name: 'Results node', flow_id: 'flow-results', status: 'active', operating: true, operating_24_7: true };

/** A small deterministic generator, so a seeded set is the same on every run and machine. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const COLORS = ['o-red', 'o-green', 'o-blue'];
const LIKES = ['o-speed', 'o-price', 'o-help'];

/** One seeded feedback: completed ones answer everything, partial ones stop after the first page. */
function resultsFeedback(random: () => number, now: number): SaveFeedbackInput {
  const completed = random() < 0.8;
  const responses: FeedbackPayload['responses'] = [
    { question_id: 'q-nps', body: Math.floor(random() * 11) },
    { question_id: 'q-color', option_id: COLORS[Math.floor(random() * 3)]! },
  ];
  if (completed) {
    for (const like of LIKES) if (random() < 0.5) responses.push({ question_id: 'q-likes', option_id: like });
    responses.push({ question_id: 'q-stars', body: 1 + Math.floor(random() * 5) });
    if (random() < 0.5) responses.push({ question_id: 'q-comment', body: `Comment ${Math.floor(random() * 1000)}` });
  }
  const widget = random() < 0.5;
  return {
    idempotencyKey: null, continuesId: null, continuationHash: completed ? null : 'seed', nodeId: RESULTS_NODE.id, flowId: RESULTS_FLOW.id, flowVersion: 1,
    completed,
    payload: {
      created_at: new Date(now).toISOString(), node_id: RESULTS_NODE.id, flow_id: RESULTS_FLOW.id, language_id: random() < 0.7 ? 1 : 2, responses,
      ...(completed ? { final_state_id: 'thanks', time_spent_in_seconds: 20 + Math.floor(random() * 100) } : {}),
    },
    identity: widget ? { wwid: RESULTS_NODE.id } : {},
    chatToken: null, now,
  };
}

/** Stores the flow and its node, then `count` seeded feedbacks spread over `days` days ending at `end`. */
export async function seedResults(storage: Storage, count: number, { seed = 19, end = Date.parse('2026-03-01T12:00:00Z'), days = 14 } = {}): Promise<SaveFeedbackInput[]> {
  await storage.flows.put(RESULTS_FLOW, end - days * 86_400_000);
  await storage.nodes.put(RESULTS_NODE);
  const random = seeded(seed);
  const inputs = Array.from({ length: count }, (_, i) => resultsFeedback(random, end - Math.floor((i / count) * days) * 86_400_000 - i));
  for (let i = 0; i < inputs.length; i += 200) await Promise.all(inputs.slice(i, i + 200).map((input) => storage.feedbacks.save(input)));
  return inputs;
}
