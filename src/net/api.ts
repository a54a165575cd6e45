import type { FeedbackCreated, FeedbackPayload, Flow, NodeConfig } from '../types/schemas';
import { request } from './request';

/**
 * Typed calls of SPEC 7 from the browser. `base` is the API origin ('' for the page's own). Validation of what
 * the server answers happens where the answer is used (the flow screen validates the flow before running it).
 */
export function createApi(base = '') {
  const url = (path: string, query: Record<string, string | undefined> = {}) => {
    const search = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));
    return `${base}${path}${search.size > 0 ? `?${search}` : ''}`;
  };
  return {
    /** SPEC 7: signature and responses are appended only when present (SPEC 5). */
    node: (nodeId: string, query: { signature?: string; responses?: string } = {}) =>
      request<NodeConfig>(url(`/v1/nodes/${encodeURIComponent(nodeId)}`, query)),
    /** A preview's flow: a flow some node shows, or any flow with an agent's preview_token (SECURITY.md). */
    flow: (flowId: string, previewToken?: string) => request<Flow>(url(`/v1/flows/${encodeURIComponent(flowId)}`, { preview_token: previewToken })),
    customer: (nodeId: string, creatorId: string) =>
      request<Record<string, unknown>>(url(`/v1/nodes/${encodeURIComponent(nodeId)}/customers/${encodeURIComponent(creatorId)}`)),
    stylesheet: (href: string) => request<string>(href, { headers: { Accept: 'text/css' } }),
    submitFeedback: (payload: FeedbackPayload, headers: Record<string, string>) =>
      request<FeedbackCreated>(url('/v1/feedbacks'), { method: 'POST', body: payload, headers, timeoutMs: 30_000 }),
    upload: (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => {
      const form = new FormData();
      form.append('file', file);
      return request<{ data: { url: string; id: string } }>(url('/v2/storage/direct_uploads'), { method: 'POST', body: form, onUploadProgress: onProgress, signal }).then((r) => r.data);
    },
    sendVerificationToken: (address: string, questionId: string) =>
      request<{ id: string }>(url('/v1/customers/send_verification_token'), { method: 'POST', body: { address, kind: 'sms', question_id: questionId } }),
    verify: (verificationId: string, token: string) =>
      request<{ address: string; token: string }>(url('/v1/customers/verify'), { method: 'POST', body: { verification_id: verificationId, token } }),
    dynamicRequest: (flowId: string, questionId: string, answer: unknown) =>
      request<{ responses: { question_id: string; input: unknown }[] }>(url(`/v1/flows/${encodeURIComponent(flowId)}/requests`), {
        method: 'POST',
        body: { question_id: questionId, flow_id: flowId, answer },
      }),
  };
}

export type Api = ReturnType<typeof createApi>;
