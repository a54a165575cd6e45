import { guardedPost } from './guarded-post';

/** At most this much of an endpoint's answer is read (it comes back to the browser as the question's data). */
const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * Posts JSON to an endpoint a flow names (the integration proxy, dynamic requests), with a time limit; never throws,
 * the outcome is data. The address is provider-set, so it goes through the same guard as webhooks (issue #20): a
 * private, loopback or link-local address is refused unless WEBHOOK_ALLOW_PRIVATE, and redirects are not followed.
 */
export async function forwardJson(url: string, body: unknown, options: { allowPrivate: boolean; timeoutMs?: number }): Promise<{ ok: true; status: number; data: unknown } | { ok: false; message: string }> {
  const timeoutMs = options.timeoutMs ?? 5000;
  if (!/^https?:\/\//i.test(url)) return { ok: false, message: 'Only http and https endpoints can be called' };
  const outcome = await guardedPost(url, { 'content-type': 'application/json', accept: 'application/json' }, JSON.stringify(body), {
    allowPrivate: options.allowPrivate, timeoutMs, maxResponseBytes: MAX_ANSWER_BYTES,
  });
  if (!outcome.ok) {
    if (outcome.reason === 'timeout') return { ok: false, message: `No answer within ${timeoutMs / 1000} s` };
    return { ok: false, message: outcome.reason === 'refused_address' ? 'The endpoint\'s address is not allowed' : 'The endpoint could not be reached' };
  }
  let data: unknown = outcome.body;
  try {
    data = outcome.body ? JSON.parse(outcome.body) : null;
  } catch {
    // Not JSON: the text is the answer.
  }
  return { ok: true, status: outcome.status, data };
}
