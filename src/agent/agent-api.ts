import type { ChatDetail, ChatStatus, TimelineItem } from '../types/schemas';
import type { SessionData } from '../console/api/types';
import { request, RequestError } from '../net/request';

export interface ChatSummary {
  feedback_id: string;
  status: ChatStatus;
  created_at: string;
  customer: { name: string | null; email: string | null };
  last_message: { body: string; actor: string; created_at: string } | null;
}

export interface AgentApiOptions {
  /** '' in the browser (same origin, the session cookie rides along); tests pass the mocked server's address. */
  base?: string;
  /** The session's CSRF token, sent with every state-changing call (the server refuses a cookie call without it). */
  csrfToken(): string | undefined;
}

/**
 * The agent console's calls, made with the person's console session: who is signed in (/v1/auth/), and the agent
 * API (src/server/routes/agent.ts), which takes replies with an image. A reply carries no name: the server signs it
 * with the account's display name.
 */
export function createAgentApi({ base = '', csrfToken }: AgentApiOptions) {
  const writing = (): Record<string, string> => {
    const token = csrfToken();
    return token ? { 'X-CSRF-Token': token } : {};
  };
  const chatUrl = (id: string) => `${base}/v1/agent/chats/${encodeURIComponent(id)}`;
  return {
    session: () => request<SessionData>(`${base}/v1/auth/session`),
    signOut: () => request<null>(`${base}/v1/auth/sign-out`, { method: 'POST', headers: writing() }),
    chats: (status: ChatStatus) => request<ChatSummary[]>(`${base}/v1/agent/chats?status=${status}`),
    chat: async (id: string) => (await request<{ detail: ChatDetail }>(chatUrl(id))).detail,
    reply: (id: string, message: { body: string; attachment?: File | null }) => {
      const form = new FormData();
      form.append('body', message.body);
      form.append('client_id', crypto.randomUUID());
      if (message.attachment) form.append('attachment', message.attachment);
      return request<TimelineItem>(`${chatUrl(id)}/messages`, { method: 'POST', body: form, headers: writing() });
    },
    setStatus: (id: string, status: ChatStatus) => request<{ status: ChatStatus }>(`${chatUrl(id)}/status`, { method: 'POST', body: { status }, headers: writing() }),
  };
}

export type AgentApi = ReturnType<typeof createAgentApi>;

/** The server no longer takes this session (signed out elsewhere, expired, the account removed or its role changed). */
export const isRefused = (error: unknown): boolean => error instanceof RequestError && (error.status === 401 || error.status === 403);
