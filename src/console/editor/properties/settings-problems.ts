import { stateSettingsLimitProblems, type SettingsSchemas } from '../../../plugin-api/settings-limits';
import type { Flow } from '../../../types/schemas';
import type { FlowProblem } from '../editor-panel';

/**
 * The plugins' own settings limits (src/plugin-api/settings-limits.ts, the check the server's publish and import run
 * too) as the draft's problems. They carry the flow schema's own messages, so a field reads the same whichever schema
 * it broke.
 */
export function settingsProblems(flow: Flow, schemas: SettingsSchemas): FlowProblem[] {
  return (flow.states ?? []).flatMap((state, stateIndex) => stateSettingsProblems(state, stateIndex, schemas));
}

type FlowState = Flow['states'][number];

/**
 * A page's problems, kept while the same frozen page object sits at the same index under the same schemas: immer
 * hands an unchanged page the same object, so a keystroke checks only the page it changed, not all 4,000 questions
 * of a 200 x 20 flow (the keystroke profile's largest item of ours, bench:editor). A page that is not frozen may
 * still change in place, so it is checked every time.
 */
const checkedStates = new WeakMap<FlowState, { stateIndex: number; schemas: SettingsSchemas; problems: FlowProblem[] }>();

function stateSettingsProblems(state: FlowState, stateIndex: number, schemas: SettingsSchemas): FlowProblem[] {
  const kept = checkedStates.get(state);
  if (kept && kept.stateIndex === stateIndex && kept.schemas === schemas) return kept.problems;
  const problems = stateSettingsLimitProblems(state, stateIndex, schemas).map(({ path, code, values }): FlowProblem => ({
    path,
    code: `settings-${code}`,
    message: { key: `editor.problems.message.schema-${code}`, ...(values ? { values } : {}) },
  }));
  if (Object.isFrozen(state)) checkedStates.set(state, { stateIndex, schemas, problems });
  return problems;
}

/**
 * The draft's problems with the plugins' own limits added, leaving out one the flow schema already reports at the
 * same place in the same words.
 */
export function withSettingsProblems(found: readonly FlowProblem[], flow: Flow, schemas: SettingsSchemas): FlowProblem[] {
  const seen = new Set(found.map((problem) => `${problem.path.join('/')}|${problem.message.key}`));
  return [...found, ...settingsProblems(flow, schemas).filter((problem) => !seen.has(`${problem.path.join('/')}|${problem.message.key}`))];
}
