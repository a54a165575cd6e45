import {
  buildFeedbackPayload, enterState, goBack, requestMove, setLanguage, submitEvents, tryAnswerQuestion,
  type FlowRuntime, type MoveSource,
} from '../../../engine';
import type { FeedbackPayload } from '../../../types/schemas';

/** The node id the preview's payload names: no node is involved, and nothing is sent. */
const PREVIEW_NODE_ID = 'preview';

/**
 * What one respondent action did in the preview, in the terms of the fixture format (README "Fixtures"), so the
 * same result drives the screen and the recording. These are the engine calls src/flow/model.ts makes, without
 * its network, storage and 250 ms waits: a submit goes to the preview's sink as the payload that would be sent.
 */
export type ActionResult =
  | { kind: 'answered'; before: FlowRuntime; runtime: FlowRuntime; questionId: string; value: unknown; autoMoveDue: boolean }
  | { kind: 'refused'; runtime: FlowRuntime }
  | { kind: 'blocked'; runtime: FlowRuntime; source: MoveSource; reasons: string[] }
  | { kind: 'moved'; runtime: FlowRuntime; source: MoveSource; submitted?: { payload: FeedbackPayload; events: string[] } }
  | { kind: 'none'; runtime: FlowRuntime };

export function answerInPreview(runtime: FlowRuntime, questionId: string, value: unknown, now: number): ActionResult {
  const attempt = tryAnswerQuestion(runtime, questionId, value, now);
  if (!attempt.ok) return { kind: 'refused', runtime: attempt.runtime };
  return { kind: 'answered', before: runtime, runtime: attempt.outcome.runtime, questionId, value, autoMoveDue: attempt.outcome.autoMoveDue };
}

export function moveInPreview(runtime: FlowRuntime, source: MoveSource, now: number): ActionResult {
  const decision = requestMove(runtime, source);
  if (decision.kind === 'finished') return { kind: 'none', runtime };
  if (decision.kind === 'blocked') return { kind: 'blocked', runtime: decision.runtime, source, reasons: decision.reasons.map((r) => r.message.key) };
  const entered = enterState(decision.runtime, decision.target);
  if (!decision.submit) return { kind: 'moved', runtime: entered, source };
  const payload = buildFeedbackPayload(decision.runtime, { now, nodeId: PREVIEW_NODE_ID, finalStateId: decision.targetId });
  const events = submitEvents(decision.runtime, decision.target, { internal: false }).map((event) => event.type);
  return { kind: 'moved', runtime: entered, source, submitted: { payload, events } };
}

export const backInPreview = (runtime: FlowRuntime): FlowRuntime => goBack(runtime);
export const languageInPreview = (runtime: FlowRuntime, code: string): FlowRuntime => setLanguage(runtime, code);
