import { DEFAULT_THANK_STATE_ID } from '../../../engine/compiled-flow';
import type { PluginRegistry } from '../../../plugin-api/registry';
import type { Flow } from '../../../types/schemas';
import type { FlowProblem } from '../editor-panel';
import { memoByReferences } from '../reference-memo';
import { referenceProblems } from './reference-problems';
import { schemaProblems } from './schema-problems';

/**
 * Everything wrong with a draft, each at its place: the schema's errors first, then broken references and ids
 * used twice, then warnings (states no path reaches). Pure, so the shell can run it on every edit.
 */
export function findProblems(flow: Flow, registry: PluginRegistry): FlowProblem[] {
  return [...schemaProblems(flow), ...draftReferenceProblems(flow, registry), ...unreachableStates(flow)];
}

/** A keystroke in a text leaves every reference as it was: the last draft's reference problems hold (reference-memo.ts). */
const draftReferenceProblems = memoByReferences(referenceProblems);

/**
 * SPEC 4.4: from a state the engine goes to a transition's target or its nextStateId, else the thank-you page;
 * nothing else moves a respondent, so a state none of these reaches from the start is never shown.
 */
function unreachableStates(flow: Flow): FlowProblem[] {
  const states = flow.states ?? [];
  if (states.length === 0) return [];
  const index = new Map(states.map((s, i) => [s.id, i]));
  const next = states.map(() => new Set<number>());
  states.forEach((state, i) => {
    const target = state.nextStateId === undefined ? undefined : index.get(state.nextStateId);
    if (target !== undefined) next[i]!.add(target);
  });
  for (const transition of flow.transitions ?? []) {
    const from = index.get(transition.fromStateId);
    const to = transition.toStateId === DEFAULT_THANK_STATE_ID ? undefined : index.get(transition.toStateId);
    if (from !== undefined && to !== undefined) next[from]!.add(to);
  }
  const initial = states.findIndex((s) => s.isInitialState);
  const start = initial === -1 ? 0 : initial;
  const reached = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const to of next[queue.shift()!]!) {
      if (!reached.has(to)) {
        reached.add(to);
        queue.push(to);
      }
    }
  }
  return states.flatMap((state, i) => (reached.has(i) ? [] : [{
    path: ['states', i],
    code: 'state-unreachable',
    message: { key: 'editor.problems.message.state-unreachable', values: { state: state.name ?? state.id } },
    severity: 'warning' as const,
  }]));
}
