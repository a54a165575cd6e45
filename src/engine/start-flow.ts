import type { Flow } from '../types/schemas';
import { tryAnswerQuestion } from './answer';
import { compileFlow } from './compile-flow';
import type { CompiledFlow } from './compiled-flow';
import { findLanguage, resolveLanguage, type LanguageChoice } from './language';
import type { QuestionModels } from './question-model';
import { type ElementState, type FlowRuntime } from './runtime';

export interface StartOptions extends LanguageChoice {
  now: number;
  preview?: boolean;
  /** Answers by question id or key that came with the address (SPEC 2.1 `responses`). */
  preloadedResponses?: Readonly<Record<string, unknown>>;
}

function initialPages(flow: CompiledFlow): ElementState[][] {
  return flow.states.map((state) =>
    state.elements.map((index) => {
      const { source, question } = flow.element(index);
      const visible = source.isVisible ?? true;
      if (!question) return { visible };
      const hiddenOptions = (question.source.options ?? []).filter((o) => o.isVisible === false).map((o) => o.id);
      return { visible, answer: { value: null, isValid: true, error: null, hasRequiredError: false }, hiddenOptions, activeTriggers: [] };
    }),
  );
}

/**
 * SPEC 2.1 preloaded `responses` come from the address, which anyone can edit: an answer that does not fit its
 * question (a word for a score, one option id for a checklist) is left for the respondent to give, instead of
 * failing the whole flow. Unknown questions are skipped as well.
 */
function answerPreloaded(runtime: FlowRuntime, answers: Readonly<Record<string, unknown>>, now: number): FlowRuntime {
  let next = runtime;
  for (const [question, value] of Object.entries(answers)) {
    if (!next.flow.questionElementOf(question)) continue;
    const attempt = tryAnswerQuestion(next, question, value, now);
    if (attempt.ok) next = attempt.outcome.runtime;
  }
  return next;
}

/** Starts a respondent on an already compiled flow (the server and benchmarks compile once, start many). */
export function startCompiledFlow(flow: CompiledFlow, options: StartOptions): FlowRuntime {
  const runtime: FlowRuntime = {
    flow,
    language: resolveLanguage(flow.languages, flow.source.defaultLanguageId, options),
    pages: initialPages(flow),
    visit: { state: flow.initialState, previous: null },
    firstResponseTime: null,
    loadedAt: options.now,
    preview: options.preview ?? false,
    preloaded: false,
  };
  const preloaded = options.preloadedResponses ?? {};
  if (Object.keys(preloaded).length === 0) return runtime;
  // Preloaded answers are not the respondent's: they start no clock.
  return { ...answerPreloaded(runtime, preloaded, options.now), firstResponseTime: null, preloaded: true };
}

/** SPEC 4.1 "load flow": a validated flow, ready for its first state. */
export function startFlow(flow: Flow, models: QuestionModels, options: StartOptions): FlowRuntime {
  return startCompiledFlow(compileFlow(flow, models), options);
}

/** The picker's choice; a code the flow does not offer leaves the language as it is. */
export function setLanguage(runtime: FlowRuntime, code: string): FlowRuntime {
  const language = findLanguage(runtime.flow.languages, code);
  return language && language !== runtime.language ? { ...runtime, language } : runtime;
}
