// Engine: Canvass and survey-core run the same workload and answer script in this process, runs interleaved,
// and must end with the same answers.
import { toSurveyJson } from './adapters/surveyjs-json';
import { canvassFlowOf, runCanvass } from './engines/canvass-run';
import type { RunFigures } from './engines/run-figures';
import { runSurveyJs } from './engines/surveyjs-run';
import { summarise } from './stats';
import { generateWorkload, logicCount, type Workload, type WorkloadAnswer } from './workload';

/** Median and range over runs of one figure. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

interface EngineSide {
  runs: number;
  buildMs: Spread;
  answerMedianMs: Spread;
  answerP95Ms: Spread;
  moveMedianMs: Spread;
  peakHeapMb: Spread;
  retainedHeapMb: Spread;
}

export interface EngineComparison {
  size: string;
  questions: number;
  conditions: number;
  jumps: number;
  /** Answers the script gives in one run (the same on both sides: checked). */
  answered: number;
  canvass: EngineSide;
  surveyjs: EngineSide;
}

const spread = (values: number[]): Spread => {
  const { median, min, max } = summarise(values);
  return { median, min, max };
};

function sideOf(runs: RunFigures[]): EngineSide {
  return {
    runs: runs.length,
    buildMs: spread(runs.map((r) => r.buildMs)),
    answerMedianMs: spread(runs.map((r) => summarise(r.answerMs).median)),
    answerP95Ms: spread(runs.map((r) => summarise(r.answerMs).p95)),
    moveMedianMs: spread(runs.map((r) => summarise(r.moveMs).median)),
    peakHeapMb: spread(runs.map((r) => r.peakHeapBytes / 2 ** 20)),
    retainedHeapMb: spread(runs.map((r) => r.retainedHeapBytes / 2 ** 20)),
  };
}

const canonical = (answers: Record<string, WorkloadAnswer>) => JSON.stringify(Object.entries(answers).sort(([a], [b]) => a.localeCompare(b)));

/** Fails loudly when a run ended with answers other than the first Canvass run's. */
function checkSameAnswers(expected: Record<string, WorkloadAnswer>, actual: Record<string, WorkloadAnswer>, who: string, size: string): void {
  if (canonical(expected) === canonical(actual)) return;
  const ids = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  const differ = [...ids].filter((id) => expected[id] !== actual[id]).slice(0, 5).map((id) => `${id}: Canvass ${expected[id]} / ${who} ${actual[id]}`);
  throw new Error(`${size}: ${who} ended with other answers than Canvass (${differ.join(', ')})`);
}

/** One untimed pass of each engine, so neither side's first measured run pays for the JIT. */
export function warmUpEngines(): void {
  const workload = generateWorkload(20, 10, 7);
  runCanvass(workload, JSON.stringify(canvassFlowOf(workload)));
  runSurveyJs(workload, JSON.stringify(toSurveyJson(workload)));
}

/** Runs alternate, Canvass first, until each side has had its count. */
export function compareEngines(workload: Workload, runs: { canvass: number; surveyjs: number }): EngineComparison {
  const flowJson = JSON.stringify(canvassFlowOf(workload));
  const surveyJson = JSON.stringify(toSurveyJson(workload));
  const size = `${workload.pages.length} x ${workload.pages[0]?.questions.length ?? 0}`;
  const canvass: RunFigures[] = [];
  const surveyjs: RunFigures[] = [];
  for (let i = 0; i < Math.max(runs.canvass, runs.surveyjs); i++) {
    if (i < runs.canvass) {
      canvass.push(runCanvass(workload, flowJson));
      checkSameAnswers(canvass[0]!.answers, canvass.at(-1)!.answers, 'Canvass (rerun)', size);
    }
    if (i < runs.surveyjs) {
      surveyjs.push(runSurveyJs(workload, surveyJson));
      checkSameAnswers(canvass[0]!.answers, surveyjs.at(-1)!.answers, 'SurveyJS', size);
    }
  }
  const { conditions, jumps } = logicCount(workload);
  return {
    size,
    questions: workload.pages.reduce((n, page) => n + page.questions.length, 0),
    conditions,
    jumps,
    answered: canvass[0]!.answerMs.length,
    canvass: sideOf(canvass),
    surveyjs: sideOf(surveyjs),
  };
}
