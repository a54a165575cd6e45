import type { Flow } from '../../types/schemas';

/** Per frozen state: everything of it the reference checks read, as text (two states with the same text check alike). */
const signatures = new WeakMap<object, string>();

const isFrozenObject = (value: unknown): value is object => typeof value === 'object' && value !== null && Object.isFrozen(value);
/** undefined and null are told apart (a `nextStateId` of null is checked, an absent one is not). */
const keepUndefined = (_key: string, value: unknown) => (value === undefined ? '\u0000undefined' : value);
const LIMITS = ['minSelectionCount', 'maxSelectionCount', 'minResponseLength', 'maxResponseLength', 'lowerlimit', 'upperlimit', 'min', 'max'] as const;

type Loose = Record<string, unknown>;
const list = (value: unknown): Loose[] => (value === undefined || value === null ? [] : (value as Loose[]));

/**
 * What the reference checks (`checkFlowReferences`, the problems list's `referenceProblems`) read of a state: its
 * id, style, start and next state, and per element its id, triggers and question's id, key, style, limits, option
 * and statement ids and keys. Texts are left out: typing in a question's text leaves the signature as it was.
 */
function signatureOf(state: object): string {
  let signature = signatures.get(state);
  if (signature === undefined) {
    const s = state as Loose;
    signature = JSON.stringify([s.id, s.style, s.isInitialState, s.nextStateId, list(s.elements).map((element) => {
      const question = element.question as Loose | undefined;
      return [element.id, element.triggers, question === undefined ? '\u0000none' : question === null ? null : [
        question.id, question.key, question.style, LIMITS.map((field) => question[field]),
        list(question.options).map((option) => [option.id, option.key]),
        list(question.statements).map((statement) => [statement.id, list(statement.options).map((option) => [option.id, option.key])]),
      ]];
    })], keepUndefined);
    signatures.set(state, signature);
  }
  return signature;
}

interface Checked<T, K> {
  key: K;
  languages: unknown;
  defaultLanguageId: unknown;
  transitions: unknown;
  signatures: readonly string[];
  result: T;
}

/**
 * A reference check of the editor's drafts that runs again only when what it reads changed: the flow's languages,
 * default language or transitions (immer keeps their objects while unchanged) or a state's signature at its index.
 * A keystroke in a question's text changes none of them, and the last result is given again; a draft immer did not
 * freeze, or one whose shape the signature cannot read, is checked as it is. `key` is what else the check depends on
 * (the registry, the styles).
 */
export function memoByReferences<T, K>(check: (flow: Flow, key: K) => T): (flow: Flow, key: K) => T {
  let last: Checked<T, K> | undefined;
  return (flow, key) => {
    if (!isFrozenObject(flow) || !Array.isArray(flow.states) || !flow.states.every(isFrozenObject)) return check(flow, key);
    let current: string[];
    try {
      current = flow.states.map(signatureOf);
    } catch {
      return check(flow, key);
    }
    if (last && last.key === key && last.languages === flow.languages && last.defaultLanguageId === flow.defaultLanguageId
      && last.transitions === flow.transitions && last.signatures.length === current.length && last.signatures.every((s, i) => s === current[i])) {
      return last.result;
    }
    const result = check(flow, key);
    last = { key, languages: flow.languages, defaultLanguageId: flow.defaultLanguageId, transitions: flow.transitions, signatures: current, result };
    return result;
  };
}
