import { enablePatches, produceWithPatches, applyPatches } from 'immer';
import { describe, expect, it } from 'vitest';
import { EMPTY_HISTORY, recordEdit, redoStep, undoStep, type HistoryEntry } from './history';

enablePatches();
const edit = (base: { a: string; b: string }, label: string, recipe: (draft: { a: string; b: string }) => void): [{ a: string; b: string }, HistoryEntry] => {
  const [next, patches, inversePatches] = produceWithPatches(base, recipe);
  return [next, { label, patches, inversePatches }];
};

describe('edit history', () => {
  it('undoes and redoes an edit by its patches, naming it', () => {
    const [after, entry] = edit({ a: 'x', b: 'y' }, 'Rename', (draft) => void (draft.a = 'z'));
    const history = recordEdit(EMPTY_HISTORY, entry);
    const undo = undoStep(history)!;
    expect(applyPatches(after, undo.patches as never)).toEqual({ a: 'x', b: 'y' });
    expect(undo.history.future.at(-1)?.label).toBe('Rename');
    const redo = redoStep(undo.history)!;
    expect(applyPatches({ a: 'x', b: 'y' }, redo.patches as never)).toEqual({ a: 'z', b: 'y' });
    expect(redoStep(redo.history)).toBeNull();
    expect(undoStep(EMPTY_HISTORY)).toBeNull();
  });

  it('joins keystrokes in one field into one undo step, but not edits of another field', () => {
    let state = { a: '', b: '' };
    let history = EMPTY_HISTORY;
    for (const text of ['H', 'Hi', 'Hi!']) {
      const [next, entry] = edit(state, 'Edit text', (draft) => void (draft.a = text));
      state = next;
      history = recordEdit(history, entry);
    }
    expect(history.past).toHaveLength(1);
    expect(applyPatches(state, undoStep(history)!.patches as never)).toEqual({ a: '', b: '' });
    const [, other] = edit(state, 'Edit text', (draft) => void (draft.b = 'x'));
    expect(recordEdit(history, other).past).toHaveLength(2);
  });

  it('forgets what was undone once a new edit is made, and ignores edits that change nothing', () => {
    const [, first] = edit({ a: '', b: '' }, 'One', (draft) => void (draft.a = '1'));
    const undone = undoStep(recordEdit(EMPTY_HISTORY, first))!.history;
    const [, second] = edit({ a: '', b: '' }, 'Two', (draft) => void (draft.b = '2'));
    expect(recordEdit(undone, second).future).toEqual([]);
    expect(recordEdit(undone, { label: 'None', patches: [], inversePatches: [] })).toBe(undone);
  });
});
