import {
  answerMany, elementState, enterState, type AnswerValue, type FlowRuntime, visitedStates,
} from '../engine';
import { STORE_KEYS, type KeyValueStore } from '../storage/local-store';

/** The respondent's progress, kept so a reload or a lost connection loses nothing (issue #4). */
interface Draft {
  answers: Record<string, AnswerValue>;
  path: string[];
}

export function saveDraft(store: KeyValueStore, runtime: FlowRuntime): void {
  const answers: Record<string, AnswerValue> = {};
  for (const element of runtime.flow.elements) {
    const value = element.question ? elementState(runtime, element.index).answer?.value : null;
    if (element.question && value !== null && value !== undefined) answers[element.question.source.id] = value;
  }
  store.set(STORE_KEYS.flowDraft(runtime.flow.source.id), { answers, path: visitedStates(runtime).map((i) => runtime.flow.stateId(i)) } satisfies Draft);
}

export function clearDraft(store: KeyValueStore, flowId: string): void {
  store.remove(STORE_KEYS.flowDraft(flowId));
}

/** Replays a saved draft onto a fresh runtime: the answers, then the states visited (never a final one). */
export function restoreDraft(store: KeyValueStore, runtime: FlowRuntime, now: number): FlowRuntime {
  const draft = store.get<Draft>(STORE_KEYS.flowDraft(runtime.flow.source.id));
  if (!draft || typeof draft.answers !== 'object' || !Array.isArray(draft.path)) return runtime;
  let restored = runtime;
  try {
    restored = answerMany(runtime, draft.answers, now);
  } catch {
    // A draft from an older version of the flow may not fit it any more: start afresh rather than fail.
    return runtime;
  }
  for (const stateId of draft.path.slice(1)) {
    const index = restored.flow.stateIndexById.get(stateId);
    if (index === undefined || restored.flow.states[index]!.isFinal) break;
    restored = enterState(restored, index);
  }
  return restored;
}
