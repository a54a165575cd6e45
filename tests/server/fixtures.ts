// Small nodes, flows and widgets for server tests, stored straight through the storage contract.
import type { Flow, WidgetConfig } from '../../src/types/schemas';
import type { Storage, StoredNode } from '../../src/server/storage/storage';

export const TEST_FLOW: Flow = {
  id: 'flow-1',
  name: 'Test flow',
  languages: [{ id: 1, code: 'en', name: 'English' }, { id: 2, code: 'tr', name: 'Türkçe' }],
  states: [
    {
      id: 's1',
      isInitialState: true,
      elements: [
        { id: 'e-mood', type: 'question', question: { id: 'q-mood', style: 'radio', body: { en: 'Mood?' }, options: [{ id: 'o-good', body: { en: 'Good' } }, { id: 'o-bad', body: { en: 'Bad' } }] } },
        { id: 'e-grid', type: 'question', question: { id: 'q-grid', style: 'matrix', body: { en: 'Rate' }, options: [{ id: 'o-1' }, { id: 'o-2' }], statements: [{ id: 'st-food', body: { en: 'Food' } }] } },
        { id: 'e-text', type: 'question', question: { id: 'q-text', style: 'text', body: { en: 'Why?' } } },
        { id: 'e-next', type: 'next_page' },
      ],
    },
    { id: 'chat', style: 'chat', elements: [{ id: 'e-chat', type: 'label', body: { en: 'An agent will join.' } }] },
    { id: 'thanks', style: 'thank', elements: [{ id: 'e-thanks', type: 'label', body: { en: '# Thanks' } }] },
  ],
  transitions: [
    { fromStateId: 's1', toStateId: 'chat', rules: [{ elementId: 'e-mood', optionIds: ['o-bad'] }] },
    { fromStateId: 's1', toStateId: 'thanks' },
  ],
};

export const TEST_NODE: StoredNode = { id: 'node-1', name: 'Test node', flow_id: 'flow-1', status: 'active', operating: true, operating_24_7: true };

export const TEST_WIDGET: WidgetConfig = { code: 'PSN-TEST001', node_id: 'node-1', enabled_domains: ['customer.example'], web_channel: { id: 'web-1', name: 'Web' } };

/** A flow with a phone_verification question (q-phone) and the node that shows it: codes are texted only for such a question. */
export const PHONE_FLOW: Flow = {
  id: 'flow-phone',
  name: 'Phone flow',
  languages: [{ id: 1, code: 'en', name: 'English' }],
  states: [
    { id: 'p1', isInitialState: true, elements: [{ id: 'e-phone', type: 'question', question: { id: 'q-phone', style: 'phone_verification', body: { en: 'Your number?' } } }, { id: 'e-send', type: 'next_page' }] },
    { id: 'thanks', style: 'thank', elements: [{ id: 'e-thanks', type: 'label', body: { en: '# Thanks' } }] },
  ],
  transitions: [{ fromStateId: 'p1', toStateId: 'thanks' }],
};

export const PHONE_NODE: StoredNode = { id: 'node-phone', name: 'Phone node', flow_id: 'flow-phone', status: 'active', operating: true, operating_24_7: true };

export async function seedPhoneVerification(storage: Storage, now = Date.parse('2026-03-01T00:00:00Z')): Promise<void> {
  await storage.flows.put(PHONE_FLOW, now);
  await storage.nodes.put(PHONE_NODE);
}

export async function seedTestData(storage: Storage, now = Date.parse('2026-03-01T00:00:00Z')): Promise<void> {
  await storage.flows.put(TEST_FLOW, now);
  await storage.nodes.put(TEST_NODE);
  await storage.widgets.put(TEST_WIDGET);
}

export function feedbackBody(overrides: Record<string, unknown> = {}) {
  return {
    node_id: 'node-1',
    flow_id: 'flow-1',
    created_at: '2026-03-02T10:00:00.000Z',
    device_id: 'device-1',
    language_id: 1,
    responses: [{ question_id: 'q-mood', option_id: 'o-good' }, { question_id: 'q-text', body: 'Fine' }],
    final_state_id: 'thanks',
    ...overrides,
  };
}
