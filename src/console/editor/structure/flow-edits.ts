import type { Draft } from 'immer';
import type { Flow, FlowElement } from '../../../types/schemas';
import { idsOf, newId } from '../ids';

/**
 * The structure panel's edits as plain functions on an immer draft: each is one `edit(recipe, label)` of the
 * editor, so each is one undo step. Indices are positions in `states` and in a state's `elements`.
 */

type FlowDraft = Draft<Flow>;

function move<T>(list: T[], from: number, to: number): void {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return;
  const [item] = list.splice(from, 1);
  list.splice(to, 0, item!);
}

export function addState(flow: FlowDraft, name: string): string {
  const id = newId('s', idsOf(flow as Flow));
  flow.states.push({ id, name, elements: [] });
  return id;
}

export function renameState(flow: FlowDraft, stateIndex: number, name: string): void {
  const state = flow.states[stateIndex];
  if (state) state.name = name;
}

/**
 * Removes a state. The flow keeps at least one; a state that pointed to it by `nextStateId` loses that pointer, and
 * the first remaining state becomes the initial one when the removed state was. Transitions into it are left for
 * the problems panel to mark: removing them silently would change the flow's logic unseen.
 */
export function deleteState(flow: FlowDraft, stateIndex: number): void {
  if (flow.states.length <= 1) return;
  const [removed] = flow.states.splice(stateIndex, 1);
  if (!removed) return;
  for (const state of flow.states) if (state.nextStateId === removed.id) delete state.nextStateId;
  if (removed.isInitialState) flow.states[0]!.isInitialState = true;
}

export const moveState = (flow: FlowDraft, from: number, to: number) => move(flow.states, from, to);

/** A question of `style`, or another kind of element, at the end of the state; returns the new element's id. */
export function addElement(flow: FlowDraft, stateIndex: number, template: NewElement): string {
  const state = flow.states[stateIndex];
  if (!state) return '';
  const taken = idsOf(flow as Flow);
  const id = newId('el', taken);
  taken.add(id);
  const element: FlowElement = template.type === 'question'
    ? { id, type: 'question', question: { ...structuredClone(template.defaults ?? {}), id: newId('q', taken), style: template.style } }
    : { id, type: template.type };
  state.elements.push(element);
  return id;
}

export type NewElement =
  | { type: 'question'; style: string; defaults?: Record<string, unknown> }
  | { type: Exclude<FlowElement['type'], 'question'> };

export const moveElement = (flow: FlowDraft, stateIndex: number, from: number, to: number) => {
  const state = flow.states[stateIndex];
  if (state) move(state.elements, from, to);
};

/** Moves an element to the end of another state. */
export function moveElementToState(flow: FlowDraft, stateIndex: number, elementIndex: number, targetStateIndex: number): void {
  const source = flow.states[stateIndex];
  const target = flow.states[targetStateIndex];
  if (!source || !target || source === target) return;
  const [element] = source.elements.splice(elementIndex, 1);
  if (element) target.elements.push(element);
}

/** A copy right after the element, with new ids for it, its question and its options (so rules keep their target). */
export function duplicateElement(flow: FlowDraft, stateIndex: number, elementIndex: number): string {
  const state = flow.states[stateIndex];
  const original = state?.elements[elementIndex];
  if (!state || !original) return '';
  const taken = idsOf(flow as Flow);
  const fresh = (prefix: 'el' | 'q' | 'o') => {
    const id = newId(prefix, taken);
    taken.add(id);
    return id;
  };
  const copy = JSON.parse(JSON.stringify(original)) as FlowElement;
  copy.id = fresh('el');
  if (copy.question) {
    copy.question.id = fresh('q');
    for (const option of copy.question.options ?? []) option.id = fresh('o');
    for (const statement of copy.question.statements ?? []) {
      statement.id = fresh('o');
      for (const option of statement.options ?? []) option.id = fresh('o');
    }
  }
  state.elements.splice(elementIndex + 1, 0, copy);
  return copy.id;
}

export function deleteElement(flow: FlowDraft, stateIndex: number, elementIndex: number): void {
  flow.states[stateIndex]?.elements.splice(elementIndex, 1);
}

/** Where an element is, by id: indices for the edits above. */
export function locateElement(flow: Flow, elementId: string): { stateIndex: number; elementIndex: number } | null {
  for (const [stateIndex, state] of flow.states.entries()) {
    const elementIndex = state.elements.findIndex((element) => element.id === elementId);
    if (elementIndex >= 0) return { stateIndex, elementIndex };
  }
  return null;
}

