import type { PluginRegistry } from '../../../plugin-api/registry';
import type { Flow } from '../../../types/schemas';
import type { FlowProblem } from '../editor-panel';

type Schema = Readonly<Record<string, unknown>>;
type Path = readonly (string | number)[];

/**
 * What a plugin's `editor.settingsSchema` asks beyond flow.schema.json (star's `max` from 2 to 10 where the flow
 * takes any number), checked on the draft's questions. The console's CSP refuses `new Function`, so no ajv compiles
 * these schemas in the browser (problems-validator.ts), and an outside plugin's schema is unknown when the console is
 * built: this small interpreter reads the keywords a settings form narrows (type integer, minimum/maximum and their
 * exclusive forms, lengths, item counts, enum, const, required) and leaves shapes to flow.schema.json ($refs are not
 * followed: they point into schemas/, which the flow's own check covers). Its problems carry the messages of the
 * flow schema's own, so a field reads the same whichever schema it broke.
 */
export function settingsProblems(flow: Flow, registry: PluginRegistry): FlowProblem[] {
  return (flow.states ?? []).flatMap((state, stateIndex) => stateSettingsProblems(state, stateIndex, registry));
}

type FlowState = Flow['states'][number];

/**
 * A page's problems, kept while the same frozen page object sits at the same index under the same registry: immer
 * hands an unchanged page the same object, so a keystroke checks only the page it changed, not all 4,000 questions
 * of a 200 x 20 flow (the keystroke profile's largest item of ours, bench:editor). A page that is not frozen may
 * still change in place, so it is checked every time.
 */
const checkedStates = new WeakMap<FlowState, { stateIndex: number; registry: PluginRegistry; problems: FlowProblem[] }>();

function stateSettingsProblems(state: FlowState, stateIndex: number, registry: PluginRegistry): FlowProblem[] {
  const kept = checkedStates.get(state);
  if (kept && kept.stateIndex === stateIndex && kept.registry === registry) return kept.problems;
  const problems: FlowProblem[] = [];
  (state.elements ?? []).forEach((element, elementIndex) => {
    const question = element.question;
    const schema = question?.style ? registry[question.style]?.editor?.settingsSchema : undefined;
    if (question && schema) check(question, schema, ['states', stateIndex, 'elements', elementIndex, 'question'], problems);
  });
  if (Object.isFrozen(state)) checkedStates.set(state, { stateIndex, registry, problems });
  return problems;
}

const at = (path: Path, code: string, values?: Record<string, string>): FlowProblem =>
  ({ path, code: `settings-${code}`, message: { key: `editor.problems.message.schema-${code}`, ...(values ? { values } : {}) } });

const limit = (value: unknown) => ({ limit: String(value) });

function check(value: unknown, schema: Schema, path: Path, out: FlowProblem[]): void {
  if (value === undefined || typeof schema !== 'object' || schema === null) return;
  if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => JSON.stringify(allowed) === JSON.stringify(value))) {
    out.push(at(path, 'enum', { allowed: schema.enum.map(String).join(', ') }));
    return;
  }
  if ('const' in schema && JSON.stringify(schema.const) !== JSON.stringify(value)) {
    out.push(at(path, 'enum', { allowed: String(schema.const) }));
    return;
  }
  if (typeof value === 'number') checkNumber(value, schema, path, out);
  else if (typeof value === 'string') checkString(value, schema, path, out);
  else if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) out.push(at(path, 'min-items', limit(schema.minItems)));
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) out.push(at(path, 'max-items', limit(schema.maxItems)));
    const items = schema.items;
    if (items && typeof items === 'object' && !Array.isArray(items)) value.forEach((item, index) => check(item, items as Schema, [...path, index], out));
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const name of Array.isArray(schema.required) ? (schema.required as string[]) : []) {
      if (record[name] === undefined || record[name] === '') out.push(at([...path, name], 'required', { field: name }));
    }
    for (const [name, inner] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) check(record[name], inner, [...path, name], out);
  }
}

function checkNumber(value: number, schema: Schema, path: Path, out: FlowProblem[]): void {
  if (schema.type === 'integer' && !Number.isInteger(value)) out.push(at(path, 'type', { type: 'integer' }));
  if (typeof schema.minimum === 'number' && value < schema.minimum) out.push(at(path, 'minimum', limit(schema.minimum)));
  if (typeof schema.maximum === 'number' && value > schema.maximum) out.push(at(path, 'maximum', limit(schema.maximum)));
  if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum) out.push(at(path, 'exclusive-minimum', limit(schema.exclusiveMinimum)));
  if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum) out.push(at(path, 'exclusive-maximum', limit(schema.exclusiveMaximum)));
}

function checkString(value: string, schema: Schema, path: Path, out: FlowProblem[]): void {
  // JSON Schema counts code points, as ajv does.
  const length = [...value].length;
  if (typeof schema.minLength === 'number' && length < schema.minLength) out.push(at(path, schema.minLength === 1 ? 'empty' : 'min-length', limit(schema.minLength)));
  if (typeof schema.maxLength === 'number' && length > schema.maxLength) out.push(at(path, 'max-length', limit(schema.maxLength)));
}

/**
 * The draft's problems with the plugins' own limits added, leaving out one the flow schema already reports at the
 * same place in the same words.
 */
export function withSettingsProblems(found: readonly FlowProblem[], flow: Flow, registry: PluginRegistry): FlowProblem[] {
  const seen = new Set(found.map((problem) => `${problem.path.join('/')}|${problem.message.key}`));
  return [...found, ...settingsProblems(flow, registry).filter((problem) => !seen.has(`${problem.path.join('/')}|${problem.message.key}`))];
}
