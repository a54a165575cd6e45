import { buildFeedbackPayload, elementState, visibleOptionIds, type FlowRuntime } from '../../../engine';
import type { Fixture, FixtureExpectation, FixtureStep, Flow } from '../../../types/schemas';
import type { ActionResult } from './respondent-actions';

/**
 * A path being recorded in the preview ("Record as test"). A recording always starts at the flow's first state,
 * since a fixture replays from the start; its language is the preview's at that moment.
 */
export interface Recording {
  language: string;
  steps: readonly FixtureStep[];
  /** While the last step answers a question: the runtime before that question's first answer in a row. */
  answering?: { questionId: string; before: FlowRuntime };
}

export const startRecording = (runtime: FlowRuntime): Recording => ({ language: runtime.language.code, steps: [] });

// The schema leaves an answer's shape to its style; the generated type reads that as an object.
type AnswerStep = NonNullable<FixtureStep['answer']>;

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Elements of the current state whose visibility the answer changed, and questions whose visible options changed. */
function visibilityChanges(before: FlowRuntime, after: FlowRuntime): FixtureExpectation {
  const expect: FixtureExpectation = {};
  const state = after.flow.states[after.visit.state]!;
  for (const index of state.elements) {
    const element = after.flow.element(index);
    const was = elementState(before, index);
    const now = elementState(after, index);
    if (was.visible !== now.visible) (now.visible ? (expect.visible ??= []) : (expect.hidden ??= [])).push(element.source.id);
    if (element.question && now.visible) {
      const options = visibleOptionIds(element.question, now);
      if (JSON.stringify(options) !== JSON.stringify(visibleOptionIds(element.question, was))) (expect.visibleOptions ??= {})[element.question.source.id] = [...options];
    }
  }
  return expect;
}

/** Elements of the state just entered that start hidden: a later edit that shows them changes the path. */
function hiddenOnEntry(runtime: FlowRuntime): string[] {
  const state = runtime.flow.states[runtime.visit.state]!;
  return state.elements.filter((index) => !elementState(runtime, index).visible).map((index) => runtime.flow.element(index).source.id);
}

function stepOf(result: ActionResult): FixtureStep | null {
  switch (result.kind) {
    case 'answered': {
      const expect = { ...visibilityChanges(result.before, result.runtime), ...(result.autoMoveDue ? { autoMoveDue: true } : {}) };
      return { answer: { question: result.questionId, value: copy(result.value) as AnswerStep['value'] }, ...(Object.keys(expect).length > 0 ? { expect } : {}) };
    }
    case 'blocked': {
      const runtime = result.runtime;
      const requiredErrors = runtime.flow.elements.filter((e) => e.question && elementState(runtime, e.index).answer?.hasRequiredError).map((e) => e.question!.source.id);
      return { next: result.source, expect: { blocked: true, reasons: result.reasons, ...(requiredErrors.length > 0 ? { requiredErrors } : {}) } };
    }
    case 'moved': {
      const state = result.runtime.flow.states[result.runtime.visit.state]!;
      const hidden = hiddenOnEntry(result.runtime);
      const expect: FixtureExpectation = { state: state.source.id, ...(hidden.length > 0 ? { hidden } : {}) };
      if (state.isFinal) Object.assign(expect, { final: true, submit: result.submitted !== undefined, ...(result.submitted ? { events: result.submitted.events } : {}) });
      return { next: result.source, expect };
    }
    default:
      return null;
  }
}

/** Adds what the respondent just did to the recording (a refused answer or a move that did nothing adds nothing). */
export function recordAction(recording: Recording, result: ActionResult): Recording {
  if (result.kind === 'answered') {
    // Typing answers on every keystroke: answers to the same question in a row are one step, the last value, with
    // what changed since the first of them.
    const again = recording.answering?.questionId === result.questionId;
    const before = again ? recording.answering!.before : result.before;
    const steps = again ? recording.steps.slice(0, -1) : recording.steps;
    return { ...recording, steps: [...steps, stepOf({ ...result, before })!], answering: { questionId: result.questionId, before } };
  }
  const step = stepOf(result);
  return step ? { ...recording, steps: [...recording.steps, step], answering: undefined } : recording;
}

export function recordBack(recording: Recording, runtime: FlowRuntime): Recording {
  return { ...recording, steps: [...recording.steps, { back: true, expect: { state: runtime.flow.stateId(runtime.visit.state) } }], answering: undefined };
}

export function recordLanguage(recording: Recording, code: string): Recording {
  return { ...recording, steps: [...recording.steps, { language: code, expect: { language: code } }], answering: undefined };
}

/**
 * The fixture document (schemas/fixture.schema.json). It holds the draft as recorded, as the format requires;
 * the editor replays it against the current draft instead (runDraftFixture). The payload is expected as a subset:
 * the responses, which are what the path decides (the clock, device and node are the runner's own).
 */
export function finishRecording(recording: Recording, runtime: FlowRuntime, name: string, flow: Flow): Fixture {
  const payload = buildFeedbackPayload(runtime, { now: runtime.loadedAt, nodeId: 'fixture-node' });
  return {
    name,
    flow: copy(flow) as unknown as Fixture['flow'],
    setup: { language: recording.language },
    steps: copy([...recording.steps]),
    expectPayload: { responses: copy(payload.responses) },
  };
}
