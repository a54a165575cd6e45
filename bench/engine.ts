import { plugins } from '../plugins';
import {
  answerQuestion, compileFlow, elementState, enterState, requestMove, startCompiledFlow, type FlowRuntime,
} from '../src/engine';
import { validateFlow } from '../src/schema/validate';
import { countTriggersAndRules, generateFlow, seeded } from './generate-flow';
import { summarise, timeMs } from './stats';

export interface EngineFigures {
  size: string;
  questions: number;
  triggersAndRules: number;
  loadMs: number;
  answerMedianMs: number;
  answerP95Ms: number;
  moveMedianMs: number;
  peakHeapMb: number;
  answers: number;
}

function answerFor(style: string, id: string, random: () => number): unknown {
  if (style === 'radio') return [`${id}${['a', 'b', 'c'][Math.floor(random() * 3)]}`];
  if (style === 'star') return 1 + Math.floor(random() * 5);
  return `answer ${Math.floor(random() * 1000)}`;
}

/** Answers every visible question of every page, pressing next after each page, timing each call. */
function runThrough(start: FlowRuntime, seed: number, answerTimes: number[], moveTimes: number[], heap: { peak: number }): FlowRuntime {
  const random = seeded(seed);
  let runtime = start;
  for (let guard = 0; guard < 10_000 && !runtime.flow.states[runtime.visit.state]!.isFinal; guard++) {
    for (const index of runtime.flow.states[runtime.visit.state]!.elements) {
      const element = runtime.flow.element(index);
      if (!element.question || !elementState(runtime, index).visible) continue;
      const value = answerFor(element.question.source.style, element.question.source.id, random);
      const { value: outcome, ms } = timeMs(() => answerQuestion(runtime, element.question!.source.id, value as never, 0));
      answerTimes.push(ms);
      runtime = outcome.runtime;
    }
    const { value: decision, ms } = timeMs(() => {
      const d = requestMove(runtime, 'button');
      return d.kind === 'move' ? enterState(d.runtime, d.target) : d.runtime;
    });
    moveTimes.push(ms);
    if (decision.visit.state === runtime.visit.state) throw new Error('bench flow blocked');
    runtime = decision;
    heap.peak = Math.max(heap.peak, process.memoryUsage().heapUsed);
  }
  return runtime;
}

export function benchEngine(pages: number, perPage: number, rounds = 5): EngineFigures {
  const flow = generateFlow(pages, perPage);
  const checked = validateFlow(flow, Object.keys(plugins));
  if (!checked.ok) throw new Error(`bench flow invalid: ${JSON.stringify(checked.problems.slice(0, 3))}`);
  globalThis.gc?.();
  const heap = { peak: process.memoryUsage().heapUsed };
  const baseline = heap.peak;
  const loads: number[] = [];
  const answers: number[] = [];
  const moves: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const { value: runtime, ms } = timeMs(() => startCompiledFlow(compileFlow(flow, plugins), { now: 0 }));
    loads.push(ms);
    runThrough(runtime, round + 1, answers, moves, heap);
  }
  const answer = summarise(answers);
  return {
    size: `${pages} x ${perPage}`,
    questions: pages * perPage,
    triggersAndRules: countTriggersAndRules(flow),
    loadMs: summarise(loads).median,
    answerMedianMs: answer.median,
    answerP95Ms: answer.p95,
    moveMedianMs: summarise(moves).median,
    peakHeapMb: (heap.peak - baseline) / 2 ** 20,
    answers: answers.length,
  };
}
