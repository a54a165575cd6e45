import type { ChatDetail, TimelineItem } from '../types/schemas';
import { request } from '../net/request';

/** SPEC 7 chat calls; every one carries the chat token. */
export function createChatApi(base = '') {
  const path = (feedbackId: string, rest: string) => `${base}/v1/feedbacks/${encodeURIComponent(feedbackId)}${rest}`;
  return {
    detail: (feedbackId: string, token: string) => request<ChatDetail>(path(feedbackId, `/chat?token=${encodeURIComponent(token)}`)),
    sendMessage: (feedbackId: string, token: string, message: { body: string; clientId: string; attachment?: File }, onProgress?: (percent: number) => void) => {
      const form = new FormData();
      form.append('token', token);
      form.append('body', message.body);
      form.append('client_id', message.clientId);
      if (message.attachment) form.append('attachment', message.attachment);
      return request<TimelineItem>(path(feedbackId, '/chat_messages'), { method: 'POST', body: form, onUploadProgress: onProgress });
    },
    rate: (feedbackId: string, token: string, rating: 0 | 50 | 100) =>
      request<{ rating: number; created_at: string }>(path(feedbackId, '/chat_ratings'), { method: 'POST', body: { rating, token } }),
    archive: (feedbackId: string, token: string) =>
      request<{ status: string }>(`${base}/v1/feedback/${encodeURIComponent(feedbackId)}/archive`, { method: 'POST', body: { token } }),
  };
}

export type ChatApi = ReturnType<typeof createChatApi>;
