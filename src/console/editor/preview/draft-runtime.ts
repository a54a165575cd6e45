import { compileFlow, elementState, formatProblem, startCompiledFlow, tryAnswerQuestion, visitedStates, type FlowRuntime } from '../../../engine';
import { validateFlow } from '../../../schema/validate-flow';
import { stylesOf, type PluginRegistry } from '../../../plugin-api/registry';
import type { Flow } from '../../../types/schemas';
import { checkFlowReferences } from '../../../engine/flow-references';
import { draftSchemaErrors } from '../draft-schema-errors';
import { memoByReferences } from '../reference-memo';

type CompiledFlow = FlowRuntime['flow'];

export type DraftCheck = { ok: true; flow: CompiledFlow } | { ok: false; problems: string[] };

/** The import's reference check, run again only when an edit changed what it reads (reference-memo.ts). */
const draftReferences = memoByReferences(checkFlowReferences);
/** Per registry, the same styles array, so the memo above sees the same key. */
const stylesByRegistry = new WeakMap<PluginRegistry, readonly string[]>();

/** The draft as the respondent's page would take it: the same schema and reference checks, then compiled. */
export function compileDraft(flow: Flow, registry: PluginRegistry): DraftCheck {
  let styles = stylesByRegistry.get(registry);
  if (!styles) stylesByRegistry.set(registry, (styles = stylesOf(registry)));
  const checked = validateFlow(flow, styles, draftSchemaErrors, draftReferences);
  if (!checked.ok) return { ok: false, problems: checked.problems.map(formatProblem) };
  try {
    return { ok: true, flow: compileFlow(checked.value, registry) };
  } catch (error) {
    return { ok: false, problems: [error instanceof Error ? error.message : String(error)] };
  }
}

/** A respondent at the start of the flow, in `language` when the flow offers it. */
export function freshRuntime(flow: CompiledFlow, now: number, language?: string): FlowRuntime {
  return startCompiledFlow(flow, { now, requested: language });
}

/**
 * The respondent moved onto an edited draft: answers to questions that still exist are given again (an answer
 * the edited question no longer takes, such as a removed option, is dropped), the language stays when offered,
 * and the visited states that still exist stay, so Back and the current state survive the edit.
 */
export function carryOver(previous: FlowRuntime | null, flow: CompiledFlow, now: number): FlowRuntime {
  if (!previous) return freshRuntime(flow, now);
  let runtime = freshRuntime(flow, now, previous.language.code);
  for (const element of previous.flow.elements) {
    const value = element.question ? elementState(previous, element.index).answer?.value : undefined;
    if (value === undefined || value === null || !flow.questionElementOf(element.question!.source.id)) continue;
    const attempt = tryAnswerQuestion(runtime, element.question!.source.id, value, now);
    if (attempt.ok) runtime = attempt.outcome.runtime;
  }
  const visited = visitedStates(previous).flatMap((state) => flow.stateIndexById.get(previous.flow.stateId(state)) ?? []);
  if (visited.length === 0) return { ...runtime, firstResponseTime: previous.firstResponseTime };
  let visit = null as FlowRuntime['visit'] | null;
  for (const state of visited) visit = { state, previous: visit };
  return { ...runtime, visit: visit!, firstResponseTime: previous.firstResponseTime };
}

/** "Jump to state": the author looks at a state without answering the way there; Back returns to where they were. */
export function jumpTo(runtime: FlowRuntime, stateId: string): FlowRuntime {
  const index = runtime.flow.stateIndexById.get(stateId);
  if (index === undefined || index === runtime.visit.state) return runtime;
  return { ...runtime, visit: { state: index, previous: runtime.visit } };
}
