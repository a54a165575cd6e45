import { ApiError, notFound } from '../api-error';
import type { Storage, StoredFeedback } from '../storage/storage';
import { secretsEqual } from './tokens';

/**
 * SPEC 6: chat access is the feedback id plus its chat token, compared in constant time. A feedback without a
 * chat answers 404 and a wrong or missing token 401, so a token of feedback A never opens feedback B.
 */
export async function chatAccess(storage: Storage, feedbackId: string, token: unknown): Promise<StoredFeedback> {
  const feedback = await storage.feedbacks.get(feedbackId);
  if (!feedback?.chatToken) throw notFound('Chat');
  if (!secretsEqual(token, feedback.chatToken)) throw new ApiError(401, 'invalid_token', 'The chat token is missing or wrong');
  return feedback;
}
