// Drives the Canvass engine through the workload's answer script, timing each call.
import { plugins } from '../../plugins';
import {
  answerQuestion, compileFlow, elementState, enterState, requestMove, startCompiledFlow, type FlowRuntime,
} from '../../src/engine';
import { validateFlow } from '../../src/schema/validate';
import type { Flow } from '../../src/types/schemas';
import { canvassAnswer, toCanvassFlow } from '../adapters/canvass-flow';
import type { Workload, WorkloadAnswer, WorkloadQuestion } from '../workload';
import { timeMs } from '../stats';
import { heapBaseline, heapRetained, heapUsed, type RunFigures } from './run-figures';

const STYLES = Object.keys(plugins);

/** The adapter's flow, checked once by the same validator the server's import uses. */
export function canvassFlowOf(workload: Workload): Flow {
  const checked = validateFlow(toCanvassFlow(workload), STYLES);
  if (!checked.ok) throw new Error(`bench flow invalid: ${JSON.stringify(checked.problems.slice(0, 3))}`);
  return checked.value;
}

function finalAnswers(runtime: FlowRuntime, questions: ReadonlyMap<string, WorkloadQuestion>): Record<string, WorkloadAnswer> {
  const answers: Record<string, WorkloadAnswer> = {};
  for (const [id, question] of questions) {
    const value = elementState(runtime, runtime.flow.questionElementOf(id)!.index).answer?.value;
    if (value === null || value === undefined) continue;
    answers[id] = question.kind === 'choice' ? (value as string[])[0]!.slice(id.length + 1) : (value as string | number);
  }
  return answers;
}

/**
 * Build: validate + compile + start, what the respondent's browser does before the first question
 * (src/flow/respondent-flow.ts validates a flow it is served). The flow is JSON-parsed outside the timing, as
 * SurveyJS's model is given an object too.
 */
export function runCanvass(workload: Workload, flowJson: string): RunFigures {
  const questions = new Map(workload.pages.flatMap((page) => page.questions.map((q) => [q.id, q] as const)));
  const flowObject = JSON.parse(flowJson) as unknown;
  const baseline = heapBaseline();
  const { value: start, ms: buildMs } = timeMs(() => {
    const checked = validateFlow(flowObject, STYLES);
    if (!checked.ok) throw new Error('bench flow invalid');
    return startCompiledFlow(compileFlow(checked.value, plugins), { now: 0 });
  });
  let peak = heapUsed();
  const answerMs: number[] = [];
  const moveMs: number[] = [];
  let runtime = start;
  while (!runtime.flow.states[runtime.visit.state]!.isFinal) {
    for (const index of runtime.flow.states[runtime.visit.state]!.elements) {
      const question = runtime.flow.element(index).question;
      if (!question || !elementState(runtime, index).visible) continue;
      const id = question.source.id;
      const value = canvassAnswer(questions.get(id)!, workload.script.get(id)!);
      const answered = timeMs(() => answerQuestion(runtime, id, value as never, 0).runtime);
      answerMs.push(answered.ms);
      runtime = answered.value;
    }
    const moved = timeMs(() => {
      const decision = requestMove(runtime, 'button');
      return decision.kind === 'move' ? enterState(decision.runtime, decision.target) : decision.runtime;
    });
    if (moved.value.visit.state === runtime.visit.state) throw new Error(`Canvass blocked on ${runtime.flow.stateId(runtime.visit.state)}`);
    moveMs.push(moved.ms);
    runtime = moved.value;
    peak = Math.max(peak, heapUsed());
  }
  const retained = heapRetained();
  return { buildMs, answerMs, moveMs, peakHeapBytes: peak - baseline, retainedHeapBytes: retained - baseline, answers: finalAnswers(runtime, questions) };
}
