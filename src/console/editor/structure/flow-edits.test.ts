import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Flow } from '../../../types/schemas';
import { idsOf } from '../ids';
import { addElement, addState, deleteState, duplicateElement, moveElement, moveElementToState, moveState } from './flow-edits';

const flow: Flow = {
  id: 'f', languages: [{ id: 1, code: 'en' }], defaultLanguageId: 1,
  states: [
    { id: 's-1', name: 'One', isInitialState: true, nextStateId: 's-2', elements: [{ id: 'el-a', type: 'label' }, { id: 'el-b', type: 'question', question: { id: 'q-b', style: 'radio', options: [{ id: 'o-1' }] } }] },
    { id: 's-2', name: 'Two', elements: [] },
  ],
};
const elementIds = (value: Flow, state = 0) => value.states[state]!.elements.map((element) => element.id);

describe('structure edits', () => {
  it('adds states and questions with new ids that no other part of the flow uses', () => {
    const next = produce(flow, (draft) => {
      addState(draft, 'Three');
      addElement(draft, 2, { type: 'question', style: 'star', defaults: { max: 5 } });
    });
    const added = next.states[2]!;
    expect(added).toMatchObject({ name: 'Three', elements: [{ type: 'question', question: { style: 'star', max: 5 } }] });
    expect(idsOf(next).size).toBe(idsOf(flow).size + 3);
  });

  it('reorders states and elements, and moves an element to another state', () => {
    expect(produce(flow, (draft) => moveState(draft, 0, 1)).states.map((state) => state.id)).toEqual(['s-2', 's-1']);
    expect(elementIds(produce(flow, (draft) => moveElement(draft, 0, 1, 0)))).toEqual(['el-b', 'el-a']);
    const moved = produce(flow, (draft) => moveElementToState(draft, 0, 0, 1));
    expect([elementIds(moved, 0), elementIds(moved, 1)]).toEqual([['el-b'], ['el-a']]);
  });

  it('duplicates an element right after it with new ids for it, its question and its options', () => {
    const next = produce(flow, (draft) => void duplicateElement(draft, 0, 1));
    const copy = next.states[0]!.elements[2]!;
    expect(copy.question?.style).toBe('radio');
    expect([copy.id, copy.question?.id, copy.question?.options?.[0]?.id].some((id) => idsOf(flow).has(id!))).toBe(false);
  });

  it('removes a state, the pointers to it, and keeps an initial state; never the last state', () => {
    const next = produce(flow, (draft) => deleteState(draft, 0));
    expect(next.states).toEqual([{ id: 's-2', name: 'Two', elements: [], isInitialState: true }]);
    expect(produce(next, (draft) => deleteState(draft, 0)).states).toHaveLength(1);
    expect(produce(flow, (draft) => deleteState(draft, 1)).states[0]!.nextStateId).toBeUndefined();
  });
});
