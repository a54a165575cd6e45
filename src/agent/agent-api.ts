import type { ChatDetail, ChatStatus, TimelineItem } from '../types/schemas';
import { request } from '../net/request';

export interface ChatSummary {
  feedback_id: string;
  status: ChatStatus;
  created_at: string;
  customer: { name: string | null; email: string | null };
  last_message: { body: string; actor: string; created_at: string } | null;
}

/** The agent API (src/server/routes/agent.ts), every call with the agent token. */
export function createAgentApi(token: string, base = '') {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    chats: (status: ChatStatus) => request<ChatSummary[]>(`${base}/v1/agent/chats?status=${status}`, { headers }),
    chat: (id: string) => request<{ detail: ChatDetail }>(`${base}/v1/agent/chats/${encodeURIComponent(id)}`, { headers }),
    reply: (id: string, message: { body: string; name: string; attachment?: File | null }) => {
      const form = new FormData();
      form.append('body', message.body);
      form.append('name', message.name);
      form.append('client_id', crypto.randomUUID());
      if (message.attachment) form.append('attachment', message.attachment);
      return request<TimelineItem>(`${base}/v1/agent/chats/${encodeURIComponent(id)}/messages`, { method: 'POST', body: form, headers });
    },
    setStatus: (id: string, status: ChatStatus) => request<{ status: ChatStatus }>(`${base}/v1/agent/chats/${encodeURIComponent(id)}/status`, { method: 'POST', body: { status }, headers }),
  };
}

export type AgentApi = ReturnType<typeof createAgentApi>;
