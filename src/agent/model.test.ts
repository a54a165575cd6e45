import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import type { SessionData } from '../console/api/types';
import type { ChatDetail, TimelineItem } from '../types/schemas';
import type { AgentApi } from './agent-api';
import { createAgentModel } from './model';
import { createAgentSession } from './session-model';

const agentSession: SessionData = {
  user: { id: 'u1', email: 'a@example.com', display_name: 'Ayşe Yılmaz', initials: 'AY', role: 'agent', created_at: '2026-03-01T09:00:00Z', revision: 1 },
  csrf_token: 'csrf',
};
const item = (id: string, body: string, minute: number): TimelineItem => ({
  id, action: 'add_comment', actor: 'customer', detail: { comment: { body, attachment: null, created_at: `2026-03-02T10:0${minute}:00Z` }, user: null, customer: { name: 'Deniz' } },
});
const detailWith = (items: TimelineItem[]): ChatDetail => ({
  node: { name: 'Demo', operating: true, operating_24_7: true }, created_at: '2026-03-02T10:00:00Z', status: 'open', chat_rating_enabled: true, chat_ratings: [], responses: [], timeline_items: items,
});

/** An agent console whose server holds `stored` as the chat's timeline (changed by the test between loads). */
async function consoleOn(stored: { items: TimelineItem[] }) {
  const api = {
    session: async () => agentSession,
    inbox: async () => ({ items: [], next_cursor: null, unread_chats: 0 }),
    chat: async () => detailWith(stored.items),
    context: async () => ({ title: 'Deniz', flow_name: 'Demo', assignee: null, notes: [], related: [] }),
    markRead: async () => ({ unread_chats: 0 }),
    agents: async () => [],
    cannedResponses: async () => [],
  } as unknown as AgentApi;
  const session = createAgentSession(api);
  const model = createAgentModel(api, session);
  const scope = fork();
  await allSettled(session.pageOpened, { scope });
  await allSettled(model.chatChosen, { scope, params: 'fb' });
  const bodies = () => scope.getState(model.$detail)?.timeline_items.map((t) => t.detail.comment.body);
  return { model, scope, bodies };
}

describe('the agent console\'s open conversation (issue #21: reply_created carries only the new message)', () => {
  it('adds a reply that carries only its new message to the conversation, and takes its status', async () => {
    const { model, scope, bodies } = await consoleOn({ items: [item('m1', 'Hello', 1)] });
    await allSettled(model.replyArrived, { scope, params: { feedbackId: 'fb', status: 'queued', chat_rating_enabled: true, chat_ratings: [], timeline_items: [item('m2', 'Anyone?', 2)] } });
    expect(bodies()).toEqual(['Hello', 'Anyone?']);
    expect(scope.getState(model.$detail)?.status).toBe('queued');
    // A status change alone carries no message: the conversation stays whole.
    await allSettled(model.replyArrived, { scope, params: { feedbackId: 'fb', status: 'closed', chat_rating_enabled: true, chat_ratings: [], timeline_items: [] } });
    expect(bodies()).toEqual(['Hello', 'Anyone?']);
    expect(scope.getState(model.$detail)?.status).toBe('closed');
  });

  it('loads the whole chat again after a reconnect, for the messages whose deltas it missed', async () => {
    const stored = { items: [item('m1', 'Hello', 1)] };
    const { model, scope, bodies } = await consoleOn(stored);
    stored.items = [...stored.items, item('m2', 'Missed while away', 2), item('m3', 'Also missed', 3)];
    // LiveIndicator calls chatUpdated for the open chat when its socket connects again.
    await allSettled(model.chatUpdated, { scope, params: { feedbackId: 'fb' } });
    expect(bodies()).toEqual(['Hello', 'Missed while away', 'Also missed']);
  });

  it('keeps a message that arrived over the socket while a load was under way', async () => {
    const stored = { items: [item('m1', 'Hello', 1)] };
    const { model, scope, bodies } = await consoleOn(stored);
    const load = allSettled(model.chatUpdated, { scope, params: { feedbackId: 'fb' } });
    await allSettled(model.replyArrived, { scope, params: { feedbackId: 'fb', status: 'open', chat_rating_enabled: true, chat_ratings: [], timeline_items: [item('m2', 'Just now', 2)] } });
    await load;
    expect(bodies()).toEqual(['Hello', 'Just now']);
  });
});
