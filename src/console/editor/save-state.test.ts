import { describe, expect, it } from 'vitest';
import { maySave, nextSaveState, SAVED, type SaveEvent, type SaveState } from './save-state';

const run = (...events: SaveEvent['type'][]): SaveState => events.reduce((state, type) => nextSaveState(state, { type } as SaveEvent), SAVED);

describe('save state', () => {
  it('goes unsaved → saving → saved', () => {
    expect(run('edited').status).toBe('unsaved');
    expect(run('edited', 'save-started').status).toBe('saving');
    expect(run('edited', 'save-started', 'save-succeeded')).toEqual(SAVED);
  });

  it('stays unsaved when an edit came in while saving', () => {
    expect(run('edited', 'save-started', 'edited', 'save-succeeded')).toEqual({ status: 'unsaved', pendingEdits: 1 });
  });

  it('keeps a failed save failed through later edits, and lets Retry send it', () => {
    const failed = run('edited', 'save-started', 'save-failed', 'edited');
    expect(failed.status).toBe('failed');
    expect(maySave(failed)).toBe(true);
  });

  it('sends nothing in a conflict until the person chooses', () => {
    const conflict = run('edited', 'save-started', 'save-conflicted', 'edited', 'save-started');
    expect(conflict.status).toBe('conflict');
    expect(maySave(conflict)).toBe(false);
    expect(nextSaveState(conflict, { type: 'conflict-resolved' })).toEqual(SAVED);
  });
});
