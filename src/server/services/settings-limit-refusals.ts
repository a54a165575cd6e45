import { settingsLimitProblems, type SettingsLimitProblem, type SettingsSchemas } from '../../plugin-api/settings-limits';
import type { Flow } from '../../types/schemas';
import { ApiError } from '../api-error';

/**
 * A value a question plugin's own settings limits refuse, as the API and `canvass import` name it: the state and
 * element ids, the question's field, the JSON pointer and the readable path of the flow's other problems.
 */
export interface SettingsLimitRefusal {
  path: string;
  pointer: string;
  state: string;
  element: string;
  field: string;
  message: string;
}

/** English for the server's answers and the import report; the console words these itself (editor.problems.message). */
const WORDS: Record<string, (values: Record<string, string>) => string> = {
  enum: ({ allowed }) => `must be one of ${allowed}`,
  type: ({ type }) => `must be ${type === 'integer' ? 'a whole number' : type}`,
  required: () => 'is required',
  empty: () => 'must not be empty',
  minimum: ({ limit }) => `must be at least ${limit}`,
  maximum: ({ limit }) => `must be at most ${limit}`,
  'exclusive-minimum': ({ limit }) => `must be more than ${limit}`,
  'exclusive-maximum': ({ limit }) => `must be less than ${limit}`,
  'min-length': ({ limit }) => `must be at least ${limit} characters long`,
  'max-length': ({ limit }) => `must be at most ${limit} characters long`,
  'min-items': ({ limit }) => `needs at least ${limit} items`,
  'max-items': ({ limit }) => `holds at most ${limit} items`,
};

const escaped = (part: string | number) => String(part).replace(/~/g, '~0').replace(/\//g, '~1');
const readable = (path: readonly (string | number)[]) =>
  path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');

function refusal(flow: Flow, { path, code, values = {} }: SettingsLimitProblem): SettingsLimitRefusal {
  // settingsLimitProblems locates every problem in a question: ['states', s, 'elements', e, 'question', ...field].
  const state = flow.states[path[1] as number]!;
  const element = state.elements[path[3] as number]!;
  const style = element.question?.style ?? '';
  const words = WORDS[code]?.(values) ?? `breaks its "${code}" limit`;
  return {
    path: readable(path),
    pointer: path.map((part) => `/${escaped(part)}`).join(''),
    state: state.id,
    element: element.id,
    field: path.slice(5).join('.'),
    message: `${words} (a limit of the "${style}" question plugin)`,
  };
}

/** What the installed plugins' settings schemas refuse in a flow that passed flow.schema.json. */
export function settingsLimitRefusals(flow: Flow, schemas: SettingsSchemas): SettingsLimitRefusal[] {
  return settingsLimitProblems(flow, schemas).map((problem) => refusal(flow, problem));
}

/** `state "s1", element "e1", field max (/states/0/elements/0/question/max): must be at most 10 (...)`. */
export const formatRefusal = (refused: SettingsLimitRefusal): string =>
  `state "${refused.state}", element "${refused.element}", field ${refused.field} (${refused.pointer}): ${refused.message}`;

/**
 * Publishing refuses a flow its plugins' own limits refuse (issue #18: star's max of 20, which flow.schema.json
 * allows, is beyond the star plugin's 10): 422 `settings_out_of_limits`, `problems` naming each value. The console
 * holds Publish back on the same check, so only an API client or an older console meets this.
 */
export function refuseSettingsBeyondLimits(flow: Flow, schemas: SettingsSchemas): void {
  const refusals = settingsLimitRefusals(flow, schemas);
  if (refusals.length === 0) return;
  throw new ApiError(422, 'settings_out_of_limits', `The flow has ${refusals.length} value(s) its question plugins refuse: ${refusals.slice(0, 3).map(formatRefusal).join('; ')}`, refusals);
}
