import { settingsLimitProblems, type SettingsSchemas } from '../../../plugin-api/settings-limits';
import type { Flow } from '../../../types/schemas';
import type { FlowProblem } from '../editor-panel';

/**
 * The plugins' own settings limits (src/plugin-api/settings-limits.ts, the check the server's publish and import run
 * too) as the draft's problems. They carry the flow schema's own messages, so a field reads the same whichever schema
 * it broke.
 */
export function settingsProblems(flow: Flow, schemas: SettingsSchemas): FlowProblem[] {
  return settingsLimitProblems(flow, schemas).map(({ path, code, values }) => ({
    path,
    code: `settings-${code}`,
    message: { key: `editor.problems.message.schema-${code}`, ...(values ? { values } : {}) },
  }));
}

/**
 * The draft's problems with the plugins' own limits added, leaving out one the flow schema already reports at the
 * same place in the same words.
 */
export function withSettingsProblems(found: readonly FlowProblem[], flow: Flow, schemas: SettingsSchemas): FlowProblem[] {
  const seen = new Set(found.map((problem) => `${problem.path.join('/')}|${problem.message.key}`));
  return [...found, ...settingsProblems(flow, schemas).filter((problem) => !seen.has(`${problem.path.join('/')}|${problem.message.key}`))];
}
