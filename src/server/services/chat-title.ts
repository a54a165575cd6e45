import type { Flow } from '../../types/schemas';
import type { Storage, StoredFeedback } from '../storage/storage';
import { answersForChat } from './chat-detail';
import { readablePayload } from './answer-limits';

const FIRST_ANSWER_LENGTH = 60;

export interface ChatNaming {
  /** What the inbox calls the chat: the customer's name or email, else the flow and the first answer (issue #22). */
  title: string;
  flowName: string;
  firstAnswer: string | null;
}

type Named = Pick<StoredFeedback, 'flowId' | 'flowVersion' | 'payload'>;

const clip = (text: string) => (text.length > FIRST_ANSWER_LENGTH ? `${text.slice(0, FIRST_ANSWER_LENGTH - 1)}…` : text);

/** Names a chat readably; a list of "Anonymous" rows tells agents nothing. */
export async function chatNaming(storage: Storage, feedback: Named): Promise<ChatNaming> {
  const stored = await storage.flows.get(feedback.flowId, feedback.flowVersion ?? undefined);
  const flow: Flow | undefined = stored?.flow;
  const flowName = flow?.name?.trim() || feedback.flowId;
  const answer = answersForChat({ payload: readablePayload(feedback.payload).payload } as StoredFeedback, flow)?.find((r) => r.response.trim() !== '');
  const firstAnswer = answer ? clip(answer.response.replace(/\s+/g, ' ').trim()) : null;
  const customer = feedback.payload.customer;
  const title = customer?.name?.trim() || customer?.email?.trim() || (firstAnswer ? `${flowName} · ${firstAnswer}` : flowName);
  return { title, flowName, firstAnswer };
}
