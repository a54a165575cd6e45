// Drives survey-core (SurveyJS's headless model) through the workload's answer script, timing each call.
import { Model } from 'survey-core';
import type { SurveyJson } from '../adapters/surveyjs-json';
import type { Workload, WorkloadAnswer } from '../workload';
import { timeMs } from '../stats';
import { heapBaseline, heapRetained, heapUsed, type RunFigures } from './run-figures';

/**
 * Build: `new Model(json)`, given the parsed JSON as Canvass's build is. An answer is `setValue`, which runs
 * every `visibleIf` before it returns; a move is `nextPage` (it passes over pages whose `visibleIf` is false)
 * or, on the last page, `completeLastPage`.
 */
export function runSurveyJs(workload: Workload, surveyJson: string): RunFigures {
  const json = JSON.parse(surveyJson) as SurveyJson;
  const baseline = heapBaseline();
  const { value: survey, ms: buildMs } = timeMs(() => new Model(json));
  let peak = heapUsed();
  const answerMs: number[] = [];
  const moveMs: number[] = [];
  while (survey.state === 'running') {
    for (const question of survey.currentPage.questions) {
      if (!question.isVisible) continue;
      const value = workload.script.get(question.name);
      answerMs.push(timeMs(() => survey.setValue(question.name, value)).ms);
    }
    const page = survey.currentPage;
    const moved = timeMs(() => (survey.isLastPage ? survey.completeLastPage() : survey.nextPage()));
    if (!moved.value || (survey.state === 'running' && survey.currentPage === page)) throw new Error(`SurveyJS blocked on ${page.name}`);
    moveMs.push(moved.ms);
    peak = Math.max(peak, heapUsed());
  }
  const retained = heapRetained();
  return { buildMs, answerMs, moveMs, peakHeapBytes: peak - baseline, retainedHeapBytes: retained - baseline, answers: { ...(survey.data as Record<string, WorkloadAnswer>) } };
}
