import type { ChatDetail, ChatStatus, TimelineItem } from '../types/schemas';
import type { SessionData } from '../console/api/types';
import type { components } from '../console/api/schema';
import { request, RequestError } from '../net/request';

type Schemas = components['schemas'];
export type InboxItem = Schemas['manage-workspace-inboxItem'];
export type InboxPage = Schemas['manage-workspace-inboxPage'];
export type ChatContext = Schemas['manage-workspace-chatContext'];
export type ChatNote = Schemas['manage-workspace-note'];
export type WorkspaceAgent = Schemas['manage-workspace-agent'];
export type CannedResponse = Schemas['manage-workspace-cannedResponse'];
export type Availability = Schemas['manage-workspace-availability'];
export type AgentRef = Schemas['manage-workspace-agentRef'];
export type Report = Schemas['manage-workspace-report'];
export type InboxView = 'mine' | 'unassigned' | 'all';

export interface InboxQuery {
  view: InboxView;
  status: ChatStatus;
  search: string;
  cursor?: string | null;
  limit?: number;
}

export interface AgentApiOptions {
  /** '' in the browser (same origin, the session cookie rides along); tests pass the mocked server's address. */
  base?: string;
  /** The session's CSRF token, sent with every state-changing call (the server refuses a cookie call without it). */
  csrfToken(): string | undefined;
}

/**
 * The agent console's calls, made with the person's console session: who is signed in (/v1/auth/), the agent API
 * (src/server/routes/agent.ts: a chat, replies with an image, status) and the workspace (issue #22,
 * src/server/manage/workspace-routes.ts: inbox, context, assignment, reads, notes, agents, canned responses). A reply
 * carries no name: the server signs it with the account's display name.
 */
export function createAgentApi({ base = '', csrfToken }: AgentApiOptions) {
  const writing = (): Record<string, string> => {
    const token = csrfToken();
    return token ? { 'X-CSRF-Token': token } : {};
  };
  const chatUrl = (id: string) => `${base}/v1/agent/chats/${encodeURIComponent(id)}`;
  const post = <T>(url: string, body?: unknown, method = 'POST') => request<T>(url, { method, body, headers: writing() });
  return {
    session: () => request<SessionData>(`${base}/v1/auth/session`),
    signOut: () => post<null>(`${base}/v1/auth/sign-out`),
    inbox: ({ view, status, search, cursor, limit }: InboxQuery) => {
      const query = new URLSearchParams({ view, status });
      if (search.trim()) query.set('q', search.trim());
      if (cursor) query.set('cursor', cursor);
      if (limit) query.set('limit', String(limit));
      return request<InboxPage>(`${base}/v1/agent/inbox?${query}`);
    },
    chat: async (id: string) => (await request<{ detail: ChatDetail }>(chatUrl(id))).detail,
    context: (id: string) => request<ChatContext>(`${chatUrl(id)}/context`),
    reply: (id: string, message: { body: string; attachment?: File | null }) => {
      const form = new FormData();
      form.append('body', message.body);
      form.append('client_id', crypto.randomUUID());
      if (message.attachment) form.append('attachment', message.attachment);
      return request<TimelineItem>(`${chatUrl(id)}/messages`, { method: 'POST', body: form, headers: writing() });
    },
    setStatus: (id: string, status: ChatStatus) => post<{ status: ChatStatus }>(`${chatUrl(id)}/status`, { status }),
    assign: (id: string, userId: string | null) => post<{ assignee: AgentRef | null }>(`${chatUrl(id)}/assignee`, { user_id: userId }),
    markRead: (id: string) => post<{ unread_chats: number }>(`${chatUrl(id)}/read`),
    addNote: (id: string, body: string) => post<ChatNote>(`${chatUrl(id)}/notes`, { body }),
    agents: () => request<WorkspaceAgent[]>(`${base}/v1/agent/agents`),
    setAvailability: (availability: Availability) => post<{ availability: Availability }>(`${base}/v1/agent/availability`, { availability }, 'PUT'),
    cannedResponses: () => request<CannedResponse[]>(`${base}/v1/agent/canned-responses`),
    addCanned: (input: { shortcut: string; body: string }) => post<CannedResponse>(`${base}/v1/agent/canned-responses`, input),
    report: (range: { from: string; to: string; utcOffset: number }) =>
      request<Report>(`${base}/v1/agent/reports?${new URLSearchParams({ from: range.from, to: range.to, utc_offset: String(range.utcOffset) })}`),
    removeCanned: (id: string) => post<{ removed: boolean }>(`${base}/v1/agent/canned-responses/${encodeURIComponent(id)}`, undefined, 'DELETE'),
  };
}

export type AgentApi = ReturnType<typeof createAgentApi>;

/** The server no longer takes this session (signed out elsewhere, expired, the account removed or its role changed). */
export const isRefused = (error: unknown): boolean => error instanceof RequestError && (error.status === 401 || error.status === 403);
